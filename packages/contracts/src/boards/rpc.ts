import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { pageSchema } from '../common/schemas.js';
import { z } from 'zod';
import {
  boardAccessSchema,
  boardPickerSchema,
  createBoardSchema,
  createSectionSchema,
  deleteBoardSchema,
  followBoardSchema,
  getBoardSchema,
  getSectionSchema,
  listBoardsSchema,
  listSectionsSchema,
  updateBoardSchema,
} from './messages.js';
import {
  boardAccessReplySchema,
  boardFollowStateSchema,
  boardPickerReplySchema,
  boardSchema,
  boardViewSchema,
  sectionSchema,
} from './models.js';

/** The boards service (queue group `boards`). A secret board is not found by anyone but its owner. */
export const boardsRpc = {
  create: rpc('boards.board.create', createBoardSchema, boardSchema),
  update: rpc('boards.board.update', updateBoardSchema, boardSchema),
  delete: rpc('boards.board.delete', deleteBoardSchema, z.object({ id: z.string() })),
  get: rpc('boards.board.get', getBoardSchema, boardViewSchema),
  follow: rpc('boards.board.follow', followBoardSchema, boardFollowStateSchema),
  unfollow: rpc('boards.board.unfollow', followBoardSchema, boardFollowStateSchema),
  list: rpc('boards.board.list', listBoardsSchema, pageSchema(boardSchema)),
  access: rpc('boards.board.access', boardAccessSchema, boardAccessReplySchema),
  picker: rpc('boards.board.picker', boardPickerSchema, boardPickerReplySchema),
  sectionCreate: rpc('boards.section.create', createSectionSchema, sectionSchema),
  sectionGet: rpc('boards.section.get', getSectionSchema, sectionSchema),
  sectionList: rpc('boards.section.list', listSectionsSchema, z.array(sectionSchema)),
  health: healthRpc('boards'),
};

import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { pageSchema } from '../common/schemas.js';
import { z } from 'zod';
import {
  answerInviteSchema,
  boardAccessSchema,
  inviteCollaboratorsSchema,
  listCollaboratorsSchema,
  listInvitesSchema,
  removeCollaboratorSchema,
  boardPickerSchema,
  createBoardSchema,
  getBoardsSchema,
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
  boardCollaboratorsSchema,
  boardInviteSchema,
  boardFollowStateSchema,
  boardPickerReplySchema,
  boardSchema,
  boardViewSchema,
  sectionSchema,
} from './models.js';

/**
 * The boards service (queue group `boards`). A secret board is not found by anyone but its owner,
 * its collaborators and those invited to it.
 */
export const boardsRpc = {
  create: rpc('boards.board.create', createBoardSchema, boardSchema),
  update: rpc('boards.board.update', updateBoardSchema, boardSchema),
  delete: rpc('boards.board.delete', deleteBoardSchema, z.object({ id: z.string() })),
  get: rpc('boards.board.get', getBoardSchema, boardViewSchema),
  follow: rpc('boards.board.follow', followBoardSchema, boardFollowStateSchema),
  unfollow: rpc('boards.board.unfollow', followBoardSchema, boardFollowStateSchema),
  list: rpc('boards.board.list', listBoardsSchema, pageSchema(boardSchema)),
  getMany: rpc('boards.board.get_many', getBoardsSchema, z.array(boardSchema)),
  access: rpc('boards.board.access', boardAccessSchema, boardAccessReplySchema),
  picker: rpc('boards.board.picker', boardPickerSchema, boardPickerReplySchema),
  sectionCreate: rpc('boards.section.create', createSectionSchema, sectionSchema),
  sectionGet: rpc('boards.section.get', getSectionSchema, sectionSchema),
  sectionList: rpc('boards.section.list', listSectionsSchema, z.array(sectionSchema)),
  collaboratorInvite: rpc('boards.collaborator.invite', inviteCollaboratorsSchema, boardCollaboratorsSchema),
  collaboratorList: rpc('boards.collaborator.list', listCollaboratorsSchema, boardCollaboratorsSchema),
  collaboratorRemove: rpc('boards.collaborator.remove', removeCollaboratorSchema, boardCollaboratorsSchema),
  inviteAccept: rpc('boards.invite.accept', answerInviteSchema, boardSchema),
  inviteDecline: rpc('boards.invite.decline', answerInviteSchema, z.object({ board_id: z.string() })),
  inviteList: rpc('boards.invite.list', listInvitesSchema, z.array(boardInviteSchema)),
  health: healthRpc('boards'),
};

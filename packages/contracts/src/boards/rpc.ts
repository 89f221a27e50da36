import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { pageSchema } from '../common/schemas.js';
import {
  boardAccessSchema,
  createBoardSchema,
  getBoardSchema,
  listBoardsSchema,
  updateBoardSchema,
} from './messages.js';
import { boardSchema } from './models.js';

/** The boards service (queue group `boards`). A secret board is not found by anyone but its owner. */
export const boardsRpc = {
  create: rpc('boards.board.create', createBoardSchema, boardSchema),
  update: rpc('boards.board.update', updateBoardSchema, boardSchema),
  get: rpc('boards.board.get', getBoardSchema, boardSchema),
  list: rpc('boards.board.list', listBoardsSchema, pageSchema(boardSchema)),
  access: rpc('boards.board.access', boardAccessSchema, boardSchema),
  health: healthRpc('boards'),
};

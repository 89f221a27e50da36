/** Payloads of the boards service's subjects, and the HTTP options derived from them. */
import { z } from 'zod';
import {
  actorSchema,
  bookmarkSchema,
  idSchema,
  pageSizeSchema,
  usernameParamSchema,
  viewerIdSchema,
} from '../common/schemas.js';
import { privacySchema } from './models.js';
import { BOARD_DESCRIPTION_MAX, BOARD_NAME_MAX, BOARD_SLUG_MAX } from './rules.js';
import { BoardTexts } from './texts.js';

export const boardNameSchema = z
  .string({ error: BoardTexts.nameRequired })
  .trim()
  .min(1, BoardTexts.nameRequired)
  .max(BOARD_NAME_MAX, BoardTexts.maxLength(BOARD_NAME_MAX));
const descriptionSchema = z.string().trim().max(BOARD_DESCRIPTION_MAX);

/** Any signed-in actor may create boards of their own. */
export const createBoardSchema = z.strictObject({
  actor: actorSchema,
  name: boardNameSchema,
  privacy: privacySchema.default('public'),
  description: descriptionSchema.optional(),
});
export const createBoardOptions = createBoardSchema.omit({ actor: true });

/** The owner changes a board's name (and so its slug), description or privacy. */
export const updateBoardSchema = z.strictObject({
  actor: actorSchema,
  board_id: idSchema,
  name: boardNameSchema.optional(),
  privacy: privacySchema.optional(),
  description: descriptionSchema.optional(),
});
export const updateBoardOptions = updateBoardSchema.omit({ actor: true });

const boardById = z.strictObject({ board_id: idSchema });
const boardBySlug = z.strictObject({
  username: usernameParamSchema,
  slug: z.string().min(1).max(BOARD_SLUG_MAX),
});
export const getBoardOptions = z.union([boardById, boardBySlug]);
export const getBoardSchema = z.union([
  boardById.extend({ viewer_id: viewerIdSchema }),
  boardBySlug.extend({ viewer_id: viewerIdSchema }),
]);

export const listBoardsOptions = z.strictObject({
  username: usernameParamSchema,
  bookmark: bookmarkSchema,
  page_size: pageSizeSchema,
});
export const listBoardsSchema = listBoardsOptions.extend({ viewer_id: viewerIdSchema });

/** Checks a user may read or write a board and answers it: pins asks before writing or listing. */
export const boardAccessSchema = z.strictObject({
  board_id: idSchema,
  user_id: viewerIdSchema,
  permission: z.enum(['read', 'write']),
});

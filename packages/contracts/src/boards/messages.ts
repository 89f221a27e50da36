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
import {
  BOARD_DESCRIPTION_MAX,
  BOARD_NAME_MAX,
  BOARD_SLUG_MAX,
  SECTION_NAME_MAX,
  SHORTLIST_SUGGESTIONS_DEFAULT,
} from './rules.js';
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
/**
 * SPEC §7 BoardResource create: also advertiser_id (business accounts acting for an advertiser,
 * the advertiser side) and aux_data (the web app's source bookkeeping), accepted and not used yet.
 */
export const createBoardOptions = createBoardSchema.omit({ actor: true }).extend({
  advertiser_id: idSchema.optional(),
  aux_data: z.record(z.string(), z.unknown()).optional(),
});

/** The owner changes a board's name (and so its slug), description or privacy, or archives it. */
export const updateBoardSchema = z.strictObject({
  actor: actorSchema,
  board_id: idSchema,
  name: boardNameSchema.optional(),
  privacy: privacySchema.optional(),
  description: descriptionSchema.optional(),
  /** true archives the board (kept with its Pins, no longer offered for saving), false brings it back. */
  archived: z.boolean().optional(),
});
export const updateBoardOptions = updateBoardSchema.omit({ actor: true });

/** The owner deletes a board, with its sections and Pins. */
export const deleteBoardSchema = z.strictObject({ actor: actorSchema, board_id: idSchema });
export const deleteBoardOptions = deleteBoardSchema.omit({ actor: true });

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

/**
 * Checks a user may read or write a board (and, when named, that the section is one of its own) and
 * answers both: pins asks before writing a Pin or listing a board's Pins.
 */
export const boardAccessSchema = z.strictObject({
  board_id: idSchema,
  section_id: idSchema.optional(),
  user_id: viewerIdSchema,
  permission: z.enum(['read', 'write']),
});

// ---- sections (SPEC §3 BoardSection, §7 BoardSectionResource) ----
export const sectionNameSchema = z
  .string({ error: BoardTexts.sectionNameRequired })
  .trim()
  .min(1, BoardTexts.sectionNameRequired)
  .max(SECTION_NAME_MAX, BoardTexts.maxLength(SECTION_NAME_MAX));

/** SPEC §7: board_id, initial_pins, name, name_source, orbac_subject_id. */
export const createSectionOptions = z.strictObject({
  board_id: idSchema,
  name: sectionNameSchema,
  name_source: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** Pins of the board to move into the new section (moves come with the bulk-edit calls). */
  initial_pins: z.array(idSchema).max(50).optional(),
  orbac_subject_id: idSchema.optional(),
});
export const createSectionSchema = createSectionOptions
  .omit({ orbac_subject_id: true, initial_pins: true })
  .extend({ actor: actorSchema });

const sectionById = z.strictObject({ section_id: idSchema });
const sectionBySlugs = z.strictObject({
  username: usernameParamSchema,
  board_slug: z.string().min(1).max(BOARD_SLUG_MAX),
  section_slug: z.string().min(1).max(BOARD_SLUG_MAX),
});
export const getSectionOptions = z.union([sectionById, sectionBySlugs]);
export const getSectionSchema = z.union([
  sectionById.extend({ viewer_id: viewerIdSchema }),
  sectionBySlugs.extend({ viewer_id: viewerIdSchema }),
]);

export const listSectionsOptions = z.strictObject({ board_id: idSchema });
/** `write`: only a board the viewer may save to answers (the picker's sections). */
export const listSectionsSchema = listSectionsOptions.extend({
  viewer_id: viewerIdSchema,
  permission: z.enum(['read', 'write']).default('read'),
});

// ---- the board picker (SPEC §7 BoardPickerBoardsResource) ----
/** SPEC §7: pin_id, username, advertiser_id, filter, field_set_key, shortlist_suggestions; user_id from create-from-page. */
export const boardPickerOptions = z.strictObject({
  pin_id: idSchema.optional(),
  username: usernameParamSchema.optional(),
  user_id: idSchema.optional(),
  advertiser_id: idSchema.optional(),
  filter: z.enum(['protected', 'all']).optional(),
  shortlist_suggestions: z.number().int().min(0).max(10).default(SHORTLIST_SUGGESTIONS_DEFAULT),
});
export const boardPickerSchema = z.strictObject({
  actor: actorSchema,
  shortlist_suggestions: z.number().int().min(0).max(10).default(SHORTLIST_SUGGESTIONS_DEFAULT),
  /** The Pin's title and description: which boards suit it. */
  pin_text: z.string().max(2000).default(''),
});

/** PUT and DELETE /v3/boards/{id}/follow/ (SPEC §7). */
export const followBoardSchema = z.strictObject({ actor: actorSchema, board_id: idSchema });

/** Payloads of the boards service's subjects, and the HTTP options derived from them. */
import { z } from 'zod';
import { withoutInvisibles } from '../common/words.js';
import {
  actorSchema,
  idSchema,
  usernameParamSchema,
  userPageOptions,
  userPageSchema,
  viewerIdSchema,
} from '../common/schemas.js';
import { emailSchema } from '../users/messages.js';
import { privacySchema } from './models.js';
import {
  BOARD_INVITES_MAX,
  BOARD_DESCRIPTION_MAX,
  BOARD_NAME_MAX,
  BOARD_SLUG_MAX,
  SECTION_NAME_MAX,
  SHORTLIST_SUGGESTIONS_DEFAULT,
} from './rules.js';
import { BoardTexts } from './texts.js';

export const boardNameSchema = z
  .string({ error: BoardTexts.nameRequired })
  .overwrite(withoutInvisibles)
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

/** Boards by id as a viewer may see them (search's results): public ones, and the viewer's own. */
export const getBoardsSchema = z.strictObject({
  board_ids: z.array(idSchema).max(100),
  viewer_id: viewerIdSchema,
});

export const listBoardsOptions = userPageOptions;
export const listBoardsSchema = userPageSchema;

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
  .overwrite(withoutInvisibles)
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

// ---- collaborators (SPEC §2.3 face pile, §5 collaborator e-mail, §6) ----
/** The owner invites people found by search (their ids) or by e-mail, up to BOARD_INVITES_MAX at once. */
export const inviteCollaboratorsOptions = z
  .strictObject({
    board_id: idSchema,
    invited_user_ids: z.array(idSchema).max(BOARD_INVITES_MAX).default([]),
    emails: z.array(emailSchema).max(BOARD_INVITES_MAX).default([]),
  })
  .refine((o) => o.invited_user_ids.length + o.emails.length > 0, BoardTexts.inviteSomeone);
/**
 * Over the bus the ids are already people (the gateway resolves them with the users service: those
 * that exist and are not blocked); e-mails stay addresses.
 */
export const inviteCollaboratorsSchema = z.strictObject({
  actor: actorSchema,
  board_id: idSchema,
  emails: z.array(emailSchema).max(BOARD_INVITES_MAX),
  invitees: z
    .array(
      z.strictObject({
        id: idSchema,
        username: z.string(),
        full_name: z.string(),
        image_medium_url: z.string().nullable(),
      }),
    )
    .max(2 * BOARD_INVITES_MAX),
});

/** The invitee accepts or declines an invite to a board (sent to them, or to their e-mail). */
export const answerInviteOptions = z.strictObject({ board_id: idSchema });
/** `email`: the actor's own address, from the users service, to answer invites sent to it. */
export const answerInviteSchema = answerInviteOptions.extend({ actor: actorSchema, email: emailSchema });

/** The invites waiting for the actor (sent to them or to their e-mail), newest first. */
export const listInvitesSchema = z.strictObject({ actor: actorSchema, email: emailSchema });

export const listCollaboratorsOptions = z.strictObject({ board_id: idSchema });
export const listCollaboratorsSchema = listCollaboratorsOptions.extend({ viewer_id: viewerIdSchema });

/** The owner removes a collaborator or cancels an invite; a collaborator removes themself (leaves). */
export const removeCollaboratorOptions = z
  .strictObject({ board_id: idSchema, collaborator_id: idSchema.optional(), email: emailSchema.optional() })
  .refine((o) => (o.collaborator_id === undefined) !== (o.email === undefined), {
    message: 'Name either collaborator_id or email.',
  });
export const removeCollaboratorSchema = z.strictObject({
  actor: actorSchema,
  board_id: idSchema,
  collaborator_id: idSchema.optional(),
  email: emailSchema.optional(),
});

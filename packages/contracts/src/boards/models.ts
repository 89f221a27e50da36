/** Boards as the API answers them. */
import { z } from 'zod';
import { timestampSchema } from '../common/schemas.js';
import { userSummarySchema } from '../users/models.js';

export const privacySchema = z.enum(['public', 'secret']);
export type Privacy = z.output<typeof privacySchema>;

export const boardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  privacy: privacySchema,
});
export type BoardSummary = z.output<typeof boardSummarySchema>;

export const boardSchema = boardSummarySchema.extend({
  slug: z.string(),
  description: z.string(),
  owner: z.object({ id: z.string(), username: z.string() }),
  pin_count: z.number().int(),
  section_count: z.number().int(),
  follower_count: z.number().int(),
  /** The cover: the first Pin saved to the board, 236x. */
  image_cover_url: z.string().nullable(),
  /** Up to the last three Pins' 236x images, newest first (profile board cards). */
  pin_thumbnail_urls: z.array(z.string()),
  created_at: timestampSchema,
  /** Last time a Pin was saved to the board: orders the picker's 'Top choices'. */
  board_order_modified_at: timestampSchema,
  /**
   * SPEC §3 archivedByMeAt: when the owner archived the board (out of the picker, no saves), or
   * null. Defaults so that events published before the field existed still read.
   */
  archived_by_me_at: timestampSchema.nullable().default(null),
  /** People who accepted an invite to save here (the owner not counted). */
  collaborator_count: z.number().int().default(0),
  /** SPEC §3 isCollaborative: it has collaborators. */
  is_collaborative: z.boolean().default(false),
});
export type Board = z.output<typeof boardSchema>;

/** SPEC §3 BoardSection preview_pins: the section's latest Pins, as its card shows them. */
export const sectionPreviewPinSchema = z.object({
  image_medium_url: z.string(),
  image_square_url: z.string(),
  image_square_size_pixels: z.number().int(),
});

export const sectionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** `/<owner>/<board slug>/<section slug>/` */
  url: z.string(),
});
export type SectionSummary = z.output<typeof sectionSummarySchema>;

export const sectionSchema = sectionSummarySchema.extend({
  board_id: z.string(),
  pin_count: z.number().int(),
  /** 0 manual, 1 recommendation, 2 edited recommendation. */
  name_source: z.number().int(),
  preview_pins: z.array(sectionPreviewPinSchema),
  created_at: timestampSchema,
});
export type Section = z.output<typeof sectionSchema>;

/** What pins learns before writing to a board: the board, and the section when one was named. */
export const boardAccessReplySchema = z.object({
  board: boardSchema,
  section: sectionSummarySchema.nullable(),
});

/** SPEC §7 BoardPickerBoardsResource: every board the viewer may save to, and the picker's top choices. */
export const boardPickerReplySchema = z.object({
  all_boards: z.array(boardSchema),
  /** The boards saved to last, then up to shortlist_suggestions boards that suit the Pin. */
  boards_shortlist: z.array(boardSchema),
});
export type BoardPicker = z.output<typeof boardPickerReplySchema>;

/** A board as its page reads it: whether the viewer follows it (false for a visitor). */
export const boardViewSchema = boardSchema.extend({
  followed_by_me: z.boolean(),
  /** SPEC §3 collaboratingUsers, for the face pile: the first collaborators to accept (at most 3). */
  collaborating_users: z.array(userSummarySchema),
  /** SPEC §3 collaborated_by_me: the viewer accepted an invite to this board. */
  collaborated_by_me: z.boolean(),
  /** The viewer has an invite to this board waiting for an answer. */
  invited_me: z.boolean(),
  /** SPEC §3 boardAccess: what the viewer may do here beyond reading ('write': save, move, edit). */
  board_access: z.array(z.enum(['write'])),
});
export type BoardView = z.output<typeof boardViewSchema>;

/** What a board follow or unfollow answers: the new state, for the button and the count. */
export const boardFollowStateSchema = z.object({
  board_id: z.string(),
  followed_by_me: z.boolean(),
  follower_count: z.number().int(),
});
export type BoardFollowState = z.output<typeof boardFollowStateSchema>;

/** A collaborator or an invitee of a board. */
export const collaboratorSchema = userSummarySchema.extend({
  status: z.enum(['invited', 'accepted']),
  invited_at: timestampSchema,
});
export type Collaborator = z.output<typeof collaboratorSchema>;

/** Who works on a board: those who accepted (anyone who may see the board), and pending invites. */
export const boardCollaboratorsSchema = z.object({
  board_id: z.string(),
  owner: z.object({ id: z.string(), username: z.string() }),
  /** Accepted collaborators, oldest first. */
  collaborators: z.array(collaboratorSchema),
  /** Pending invites: all of them for the owner, only one's own for an invitee, none for others. */
  invites: z.array(collaboratorSchema),
  /** Invites sent to e-mail addresses, not yet answered: the owner's to see. */
  email_invites: z.array(z.object({ email: z.string(), invited_at: timestampSchema })),
});
export type BoardCollaborators = z.output<typeof boardCollaboratorsSchema>;

/** An invite waiting for the invitee: the board it is to, and who sent it. */
export const boardInviteSchema = z.object({
  board: boardSchema,
  /** The board's owner (only owners invite). */
  invited_by: z.object({ id: z.string(), username: z.string() }),
  invited_at: timestampSchema,
});
export type BoardInvite = z.output<typeof boardInviteSchema>;

/** Boards as the API answers them. */
import { z } from 'zod';
import { timestampSchema } from '../common/schemas.js';

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
export const boardViewSchema = boardSchema.extend({ followed_by_me: z.boolean() });
export type BoardView = z.output<typeof boardViewSchema>;

/** What a board follow or unfollow answers: the new state, for the button and the count. */
export const boardFollowStateSchema = z.object({
  board_id: z.string(),
  followed_by_me: z.boolean(),
  follower_count: z.number().int(),
});
export type BoardFollowState = z.output<typeof boardFollowStateSchema>;

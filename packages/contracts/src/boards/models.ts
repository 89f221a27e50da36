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
  /** The cover: the first Pin saved to the board, 236x. */
  image_cover_url: z.string().nullable(),
  /** Up to the last three Pins' 236x images, newest first (profile board cards). */
  pin_thumbnail_urls: z.array(z.string()),
  created_at: timestampSchema,
  /** Last time a Pin was saved to the board: orders the picker's 'Top choices'. */
  board_order_modified_at: timestampSchema,
});
export type Board = z.output<typeof boardSchema>;

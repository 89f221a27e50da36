/** Pins as the API answers them. */
import { z } from 'zod';
import { timestampSchema } from '../common/schemas.js';
import { boardSummarySchema } from '../boards/models.js';
import { userSummarySchema } from '../users/models.js';

export const imageSpecSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageSpec = z.output<typeof imageSpecSchema>;

/** Sizes every stored Pin image has: 236x (grid tiles) and orig (closeup). */
export const pinImagesSchema = z.object({ '236x': imageSpecSchema, orig: imageSpecSchema });
export type PinImages = z.output<typeof pinImagesSchema>;

export const pinSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  domain: z.string().nullable(),
  dominant_color: z.string(),
  images: pinImagesSchema,
  /** The board it is saved to, as it was when saved (kept current by boards.board.updated). */
  board: boardSummarySchema,
  pinner: userSummarySchema,
  /** The Pin this one was saved from (null for an original). */
  repinned_from_id: z.string().nullable(),
  is_promoted: z.boolean(),
  created_at: timestampSchema,
});
export type Pin = z.output<typeof pinSchema>;

/** Boards as Pinterest's API v5 has them (/v5/boards), for scripts: the requests and the answer's shape. */
import { z } from 'zod';
import { defineTexts } from '../common/texts.js';
import { timestampSchema } from '../common/schemas.js';
import { boardNameSchema } from './messages.js';
import { BOARD_DESCRIPTION_MAX } from './rules.js';

export const V5BoardTexts = defineTexts({
  /** v5 PROTECTED boards are for acting on behalf of an advertiser (SPEC §6), which this API does not do. */
  noProtected: 'PROTECTED boards are not available here: choose PUBLIC or SECRET.',
  privacy: 'privacy must be PUBLIC or SECRET.',
});

/** v5's privacy names; PROTECTED is refused (see V5BoardTexts.noProtected). */
const v5PrivacyInput = z
  .enum(['PUBLIC', 'SECRET', 'PROTECTED'], { error: V5BoardTexts.privacy })
  .refine((privacy) => privacy !== 'PROTECTED', V5BoardTexts.noProtected);

/** POST /v5/boards, parsed into boards.board.create's fields (less the actor). */
export const createV5BoardOptions = z
  .strictObject({
    name: boardNameSchema,
    description: z.string().trim().max(BOARD_DESCRIPTION_MAX).nullable().optional(),
    privacy: v5PrivacyInput.optional(),
  })
  .transform(({ name, description, privacy }) => ({
    name,
    privacy: privacy === 'SECRET' ? ('secret' as const) : ('public' as const),
    ...(description ? { description } : {}),
  }));

/** A board as v5 answers it. */
export const v5BoardSchema = z.object({
  id: z.string(),
  created_at: timestampSchema,
  /** When a Pin was last saved to it. */
  board_pins_modified_at: timestampSchema,
  name: z.string(),
  description: z.string(),
  collaborator_count: z.number().int(),
  pin_count: z.number().int(),
  follower_count: z.number().int(),
  media: z.object({ image_cover_url: z.string().nullable(), pin_thumbnail_urls: z.array(z.string()) }),
  owner: z.object({ username: z.string() }),
  privacy: z.enum(['PUBLIC', 'SECRET']),
});
export type V5Board = z.output<typeof v5BoardSchema>;

/**
 * Serving: which promoted Pins a page shows (ads.serving.pick). The feed and search ask it for a
 * few slots; each answer carries what the Pin then shows ('Promoted by {name}') and the signed
 * tracking token its events are recorded with.
 */
import { z } from 'zod';
import { idSchema } from '../common/schemas.js';
import { promoterSchema } from '../pins/models.js';
import { AD_PLACEMENTS } from './limits.js';

/** At most this many promoted Pins one request asks for. */
export const SERVING_SLOTS_MAX = 5;

export const pickAdsSchema = z.strictObject({
  viewer_id: idSchema.nullable(),
  placement: z.enum(AD_PLACEMENTS),
  slots: z.number().int().min(1).max(SERVING_SLOTS_MAX),
  /** Pins the page shows anyway: not promoted on it as well. */
  exclude_pin_ids: z.array(idSchema).max(250).default([]),
  /** Only ads for these Pins compete (search: the promoted Pins that match the query). */
  only_pin_ids: z.array(idSchema).max(1000).optional(),
});

export const servedAdSchema = z.object({
  pin_id: z.string(),
  ad_id: z.string(),
  promoter: promoterSchema,
  tracking_token: z.string(),
});
export type ServedAd = z.output<typeof servedAdSchema>;

export const pickAdsReplySchema = z.object({ ads: z.array(servedAdSchema) });

/** Which Pins the ads eligible for a placement promote (search checks which match its query). */
export const eligiblePinsSchema = z.strictObject({ placement: z.enum(AD_PLACEMENTS) });
export const eligiblePinsReplySchema = z.object({ pin_ids: z.array(z.string()) });

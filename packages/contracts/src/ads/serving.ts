/**
 * Serving: which promoted Pins a page shows (ads.serving.pick). The feed and search ask it for a
 * few slots; each answer carries what the Pin then shows ('Promoted by {name}') and the signed
 * tracking token its events are recorded with.
 */
import { z } from 'zod';
import { idSchema } from '../common/schemas.js';
import { promoterSchema } from '../pins/models.js';
import { QUERY_MAX } from '../search/limits.js';
import { AD_PLACEMENTS } from './limits.js';
import { AdsTexts } from './texts.js';

/** At most this many promoted Pins one request asks for. */
export const SERVING_SLOTS_MAX = 5;

export const pickAdsSchema = z
  .strictObject({
    viewer_id: idSchema.nullable(),
    /** Where the viewer is (ISO 3166-1 alpha-2), if known: ad groups naming GEO compete only then. */
    viewer_country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .default(null),
    placement: z.enum(AD_PLACEMENTS),
    slots: z.number().int().min(1).max(SERVING_SLOTS_MAX),
    /** Pins the page shows anyway: not promoted on it as well. */
    exclude_pin_ids: z.array(idSchema).max(250).default([]),
    /**
     * Only ads for these Pins compete (search: the promoted Pins the query matches), except those
     * of ad groups with keywords, which compete by `query` alone.
     */
    only_pin_ids: z.array(idSchema).max(1000).optional(),
    /** Search: what was searched for, matched with ad groups' keywords (keywords.ts). */
    query: z.string().max(QUERY_MAX).optional(),
  })
  .refine((pick) => pick.query === undefined || pick.placement === 'search', {
    message: AdsTexts.queryOnlyInSearch,
    path: ['query'],
  });

export const servedAdSchema = z.object({
  pin_id: z.string(),
  ad_id: z.string(),
  promoter: promoterSchema,
  tracking_token: z.string(),
});
export type ServedAd = z.output<typeof servedAdSchema>;

export const pickAdsReplySchema = z.object({ ads: z.array(servedAdSchema) });

/**
 * Which Pins the ads eligible for a placement promote (search checks which match its query), and
 * the keywords their ad groups target, in keywordForm: a query holding none of them, and matching
 * none of the Pins, has nothing to ask serving for.
 */
export const eligiblePinsSchema = z.strictObject({ placement: z.enum(AD_PLACEMENTS) });
export const eligiblePinsReplySchema = z.object({
  pin_ids: z.array(z.string()),
  keywords: z.array(z.string()),
});

/**
 * What a served ad's events carry. Serving hands the browser an opaque, signed tracking token per
 * placement (minted and read by service-kit's tracking-token.ts); the browser posts the token back
 * with each event to the collection endpoint, which publishes the events it accepts as
 * `ads.event.recorded`; the ads service counts them by hour into reporting.
 */
import { z } from 'zod';
import { idSchema, timestampSchema } from '../common/schemas.js';
import {
  AD_EVENT_DROP_REASONS,
  AD_EVENT_TYPES,
  AD_EVENTS_BATCH_MAX,
  AD_PLACEMENTS,
  TRACKING_TOKEN_MAX_LENGTH,
} from './limits.js';
import { billableEventSchema } from './models.js';

/**
 * What a tracking token says about one placement. The price is what the auction charged for it,
 * in micro-currency of the ad account's currency: per 1,000 impressions when the billable event is
 * IMPRESSION (CPM, as v5 bids are), per click when it is CLICKTHROUGH.
 */
export const trackingClaimsSchema = z.strictObject({
  ad_id: idSchema,
  ad_group_id: idSchema,
  campaign_id: idSchema,
  ad_account_id: idSchema,
  viewer_id: idSchema.nullable(),
  price_in_micro_currency: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  billable_event: billableEventSchema,
  placement: z.enum(AD_PLACEMENTS),
  /** Unix seconds. */
  issued_at: z.number().int().min(0),
  /** One per placement: an impression is counted once per impression id, however often it is sent. */
  impression_id: z.uuid(),
});
export type TrackingClaims = z.output<typeof trackingClaimsSchema>;

/** One event as the browser posts it (the endpoint checks each on its own, so it is parsed alone). */
export const adEventInputSchema = z.strictObject({
  /** The browser's own UUID for this event: a resent event is counted once. */
  event_id: z.uuid(),
  type: z.enum(AD_EVENT_TYPES),
  tracking_token: z.string().min(1).max(TRACKING_TOKEN_MAX_LENGTH),
  occurred_at: timestampSchema,
});
export type AdEventInput = z.output<typeof adEventInputSchema>;

/** The request body: `{ events: [...] }`, each event left unparsed until checked alone. */
export const adEventsOptions = z.strictObject({
  events: z.array(z.unknown()).min(1).max(AD_EVENTS_BATCH_MAX),
});

export const adEventsReplySchema = z.object({
  accepted: z.number().int(),
  dropped: z.number().int(),
  /** Which events were dropped (their index in the request) and why. */
  drops: z.array(z.object({ index: z.number().int(), reason: z.enum(AD_EVENT_DROP_REASONS) })),
});
export type AdEventsReply = z.output<typeof adEventsReplySchema>;

/** An accepted event as it travels on JetStream: the token's claims, checked and decoded. */
export const recordedAdEventSchema = z.strictObject({
  event_id: z.uuid(),
  type: z.enum(AD_EVENT_TYPES),
  /** When it happened, kept between the token's issue and its arrival (a browser's clock may lie). */
  occurred_at: timestampSchema,
  claims: trackingClaimsSchema,
});
export type RecordedAdEvent = z.output<typeof recordedAdEventSchema>;

/** The ad event collection endpoint in the OpenAPI document, from the contracts that validate it. */
import { AD_EVENTS_BATCH_MAX, adEventInputSchema, adEventsReplySchema } from '@pinboard/contracts';
import { z } from 'zod';
import type { V3Call } from '../openapi/openapi-document.js';

export const AD_EVENT_CALLS: Record<string, V3Call[]> = {
  '/v3/ads/events/': [
    {
      method: 'post',
      operationId: 'v3_ads_events_record',
      summary: `Record 1 to ${AD_EVENTS_BATCH_MAX} events of served ads (impression, closeup, save, outbound_click), each with the tracking_token its Pin came with. Each event is checked alone: a malformed one or one with a bad or expired token is dropped and named in drops, the rest are accepted. No session needed; 429 past the rate limit.`,
      reply: adEventsReplySchema,
      body: z.strictObject({ events: z.array(adEventInputSchema).min(1).max(AD_EVENTS_BATCH_MAX) }),
    },
  ],
};

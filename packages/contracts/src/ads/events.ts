import { z } from 'zod';
import { domainEvent } from '../common/events.js';
import { idSchema } from '../common/schemas.js';
import { adAccountSchema, adGroupSchema, adSchema, campaignSchema } from './models.js';
import { AD_EVENTS_BATCH_MAX } from './limits.js';
import { recordedAdEventSchema } from './tracking.js';

/** What serving, billing and reporting will follow: each object as it is after a write. */
export const adsEvents = {
  adAccountCreated: domainEvent('ads.ad_account.created', { ad_account: adAccountSchema }),
  campaignSaved: domainEvent('ads.campaign.saved', { campaign: campaignSchema }),
  adGroupSaved: domainEvent('ads.ad_group.saved', { ad_group: adGroupSchema }),
  adSaved: domainEvent('ads.ad.saved', { ad: adSchema }),
  /**
   * The events of served ads one collection request accepted (tokens checked), for reporting;
   * published by the gateway, which collects them, straight to the stream.
   */
  adEventRecorded: domainEvent(
    'ads.event.recorded',
    { events: z.array(recordedAdEventSchema).min(1).max(AD_EVENTS_BATCH_MAX) },
    { publishedBy: 'gateway' },
  ),
  /**
   * What a counted batch of events cost, per campaign and UTC day (nano-currency, as reporting
   * keeps it), for billing's spend ledger; `accrual_id` names the batch, so it is booked once.
   */
  spendAccrued: domainEvent('ads.spend.accrued', {
    accrual_id: z.uuid(),
    lines: z
      .array(
        z.strictObject({
          ad_account_id: idSchema,
          campaign_id: idSchema,
          day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          spend_in_nano_currency: z.string().regex(/^[1-9]\d{0,30}$/),
        }),
      )
      .min(1)
      .max(10_000),
  }),
};

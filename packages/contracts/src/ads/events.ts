import { z } from 'zod';
import { domainEvent } from '../common/events.js';
import { adAccountSchema, adGroupSchema, adSchema, campaignSchema } from './models.js';
import { AD_EVENTS_BATCH_MAX } from './limits.js';
import { recordedAdEventSchema } from './tracking.js';

/** What serving, billing and reporting will follow: each object as it is after a write. */
export const adsEvents = {
  adAccountCreated: domainEvent('ads.ad_account.created', { ad_account: adAccountSchema }),
  campaignSaved: domainEvent('ads.campaign.saved', { campaign: campaignSchema }),
  adGroupSaved: domainEvent('ads.ad_group.saved', { ad_group: adGroupSchema }),
  adSaved: domainEvent('ads.ad.saved', { ad: adSchema }),
  /** The events of served ads one collection request accepted (tokens checked), for reporting. */
  adEventRecorded: domainEvent('ads.event.recorded', {
    events: z.array(recordedAdEventSchema).min(1).max(AD_EVENTS_BATCH_MAX),
  }),
};

import { domainEvent } from '../common/events.js';
import { adAccountSchema, adGroupSchema, adSchema, campaignSchema } from './models.js';

/** What serving, billing and reporting will follow: each object as it is after a write. */
export const adsEvents = {
  adAccountCreated: domainEvent('ads.ad_account.created', { ad_account: adAccountSchema }),
  campaignSaved: domainEvent('ads.campaign.saved', { campaign: campaignSchema }),
  adGroupSaved: domainEvent('ads.ad_group.saved', { ad_group: adGroupSchema }),
  adSaved: domainEvent('ads.ad.saved', { ad: adSchema }),
};

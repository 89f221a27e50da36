import type { Ad, TrackingUrls } from '@pinboard/contracts';
import type { Ad as AdRow } from '../generated/prisma/client.js';
import { unixOf } from '../wire/wire-values.js';

export function toAd(row: AdRow): Ad {
  return {
    id: row.id.toString(),
    ad_account_id: row.adAccountId.toString(),
    campaign_id: row.campaignId.toString(),
    ad_group_id: row.adGroupId.toString(),
    pin_id: row.pinId.toString(),
    creative_type: 'REGULAR',
    destination_url: row.destinationUrl,
    // Written only after the contract's schema accepted it.
    tracking_urls: row.trackingUrls as TrackingUrls | null,
    name: row.name,
    status: row.status,
    created_time: unixOf(row.createdAt),
    updated_time: unixOf(row.updatedAt),
    type: 'pinad',
  };
}

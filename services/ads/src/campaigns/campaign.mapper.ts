import type { Campaign, TrackingUrls } from '@pinboard/contracts';
import type { Campaign as CampaignRow } from '../generated/prisma/client.js';
import { microOrNull, unixOf, unixOrNull } from '../wire/wire-values.js';

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id.toString(),
    ad_account_id: row.adAccountId.toString(),
    name: row.name,
    status: row.status,
    objective_type: row.objectiveType,
    daily_spend_cap: microOrNull(row.dailySpendCap),
    lifetime_spend_cap: microOrNull(row.lifetimeSpendCap),
    start_time: unixOrNull(row.startTime),
    end_time: unixOrNull(row.endTime),
    // Written only after the contract's schema accepted it.
    tracking_urls: row.trackingUrls as TrackingUrls | null,
    created_time: unixOf(row.createdAt),
    updated_time: unixOf(row.updatedAt),
    type: 'campaign',
  };
}

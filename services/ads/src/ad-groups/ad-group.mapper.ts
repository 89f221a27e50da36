import type { AdGroup, TargetingSpec, TrackingUrls } from '@pinboard/contracts';
import type { AdGroup as AdGroupRow } from '../generated/prisma/client.js';
import { microOrNull, unixOf, unixOrNull } from '../wire/wire-values.js';

export function toAdGroup(row: AdGroupRow): AdGroup {
  return {
    id: row.id.toString(),
    ad_account_id: row.adAccountId.toString(),
    campaign_id: row.campaignId.toString(),
    name: row.name,
    status: row.status,
    budget_in_micro_currency: microOrNull(row.budgetInMicroCurrency),
    budget_type: row.budgetType,
    bid_in_micro_currency: microOrNull(row.bidInMicroCurrency),
    bid_strategy_type: row.bidStrategyType,
    billable_event: row.billableEvent,
    start_time: unixOrNull(row.startTime),
    end_time: unixOrNull(row.endTime),
    // JSON columns written only after the contract's schema accepted them.
    targeting_spec: row.targetingSpec as TargetingSpec,
    placement_group: row.placementGroup,
    tracking_urls: row.trackingUrls as TrackingUrls | null,
    created_time: unixOf(row.createdAt),
    updated_time: unixOf(row.updatedAt),
    type: 'adgroup',
  };
}

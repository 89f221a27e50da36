/** What each kind's v5 analytics path asks for: its level, its query (ids under v5's name for them). */
import {
  adAnalyticsOptions,
  adGroupAnalyticsOptions,
  campaignAnalyticsOptions,
  type AnalyticsLevel,
} from '@pinboard/contracts';
import type { z } from 'zod';

export const ANALYTICS_KINDS = {
  campaigns: { level: 'campaign', query: campaignAnalyticsOptions, ids: 'campaign_ids', title: 'campaigns' },
  ad_groups: { level: 'ad_group', query: adGroupAnalyticsOptions, ids: 'ad_group_ids', title: 'ad groups' },
  ads: { level: 'ad', query: adAnalyticsOptions, ids: 'ad_ids', title: 'ads' },
} as const satisfies Record<string, { level: AnalyticsLevel; query: z.ZodType; ids: string; title: string }>;

export type AnalyticsKind = keyof typeof ANALYTICS_KINDS;

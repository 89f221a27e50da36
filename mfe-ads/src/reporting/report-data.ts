/**
 * What the reports read: every object of a kind, and v5 analytics of them for a range (the
 * reporting pages and the billing overview share them).
 */
import { useQuery } from '@tanstack/react-query';
import { ANALYTICS_IDS_MAX, type EntityStatus } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { dataOf } from '@pinboard/web-kit';
import type { AnalyticsRow } from './report-rows';

/** The three reports of SPEC §2.2 and how v5 names their objects. */
export const REPORT_KINDS = {
  campaigns: { path: 'campaigns', ids: 'campaign_ids', idKey: 'CAMPAIGN_ID', title: 'Campaigns' },
  adgroups: { path: 'ad_groups', ids: 'ad_group_ids', idKey: 'AD_GROUP_ID', title: 'Ad groups' },
  ads: { path: 'ads', ids: 'ad_ids', idKey: 'AD_ID', title: 'Ads' },
} as const;
export type ReportKind = keyof typeof REPORT_KINDS;

interface Named {
  id: string;
  name: string | null;
  status: EntityStatus;
}

/** Every object of the kind, archived ones too: what happened in the range is reported whatever they are now. */
export function useObjects(host: HostApi, adAccountId: string, kind: ReportKind) {
  return useQuery({
    queryKey: ['ads', 'report-objects', adAccountId, kind],
    queryFn: async () => {
      const query = new URLSearchParams({
        entity_statuses: 'ACTIVE,PAUSED,ARCHIVED,DRAFT',
        page_size: '250',
      });
      const page = await dataOf(
        host.api.v5<{ items: Named[] }>(
          'GET',
          `/ad_accounts/${adAccountId}/${REPORT_KINDS[kind].path}?${query}`,
        ),
      );
      return page.items;
    },
  });
}

/** v5 analytics of these objects for the range, at a granularity, asked 100 ids at a time. */
export function useAnalytics(
  host: HostApi,
  adAccountId: string,
  kind: ReportKind,
  ids: readonly string[],
  range: { start: string; end: string },
  granularity: 'TOTAL' | 'DAY',
) {
  return useQuery({
    queryKey: ['ads', 'analytics', adAccountId, kind, ids, range, granularity],
    enabled: ids.length > 0,
    queryFn: async () => {
      const rows: AnalyticsRow[] = [];
      for (let i = 0; i < ids.length; i += ANALYTICS_IDS_MAX) {
        const query = new URLSearchParams({
          start_date: range.start,
          end_date: range.end,
          [REPORT_KINDS[kind].ids]: ids.slice(i, i + ANALYTICS_IDS_MAX).join(','),
          columns: 'TOTAL_IMPRESSION,TOTAL_CLICKTHROUGH,TOTAL_SAVE,TOTAL_CLOSEUP,SPEND_IN_MICRO_DOLLAR',
          granularity,
        });
        const path = `/ad_accounts/${adAccountId}/${REPORT_KINDS[kind].path}/analytics?${query}`;
        rows.push(...(await dataOf(host.api.v5<AnalyticsRow[]>('GET', path))));
      }
      return rows;
    },
  });
}

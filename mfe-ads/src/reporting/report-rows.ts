/**
 * Reporting's numbers as the ads manager shows them: v5 analytics rows summed per object and per
 * day, the columns a person chose, and the CSV they download. Pure, so that it is tested alone.
 */
import type { AnalyticsColumn } from '@pinboard/contracts/web';

/** The metrics the table and chart offer, in the order the table shows them. */
export const REPORT_METRICS = [
  { column: 'TOTAL_IMPRESSION', label: 'Impressions', kind: 'count' },
  { column: 'TOTAL_CLICKTHROUGH', label: 'Outbound clicks', kind: 'count' },
  { column: 'TOTAL_SAVE', label: 'Saves', kind: 'count' },
  { column: 'TOTAL_CLOSEUP', label: 'Closeups', kind: 'count' },
  { column: 'CTR', label: 'CTR', kind: 'ratio' },
  { column: 'SPEND_IN_MICRO_DOLLAR', label: 'Spend', kind: 'money' },
  { column: 'CPC_IN_MICRO_DOLLAR', label: 'CPC', kind: 'money' },
  { column: 'CPM_IN_MICRO_DOLLAR', label: 'CPM', kind: 'money' },
] as const satisfies readonly { column: AnalyticsColumn; label: string; kind: 'count' | 'ratio' | 'money' }[];

export type ReportMetric = (typeof REPORT_METRICS)[number];
export type MetricColumn = ReportMetric['column'];
export const DEFAULT_COLUMNS: MetricColumn[] = [
  'TOTAL_IMPRESSION',
  'TOTAL_CLICKTHROUGH',
  'CTR',
  'SPEND_IN_MICRO_DOLLAR',
];

/** A v5 analytics row: the object's id under its level's key, DATE for DAY/HOUR, and the columns. */
export type AnalyticsRow = Record<string, string | number | null>;

export interface Totals {
  impressions: number;
  clicks: number;
  saves: number;
  closeups: number;
  spend: number;
}
const EMPTY: Totals = { impressions: 0, clicks: 0, saves: 0, closeups: 0, spend: 0 };

function totalsOf(row: AnalyticsRow): Totals {
  const n = (key: string) => Number(row[key] ?? 0) || 0;
  return {
    impressions: n('TOTAL_IMPRESSION'),
    clicks: n('TOTAL_CLICKTHROUGH'),
    saves: n('TOTAL_SAVE'),
    closeups: n('TOTAL_CLOSEUP'),
    spend: n('SPEND_IN_MICRO_DOLLAR'),
  };
}

function add(a: Totals, b: Totals): Totals {
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    saves: a.saves + b.saves,
    closeups: a.closeups + b.closeups,
    spend: a.spend + b.spend,
  };
}

/** Rows summed by a key (an object's id, or DATE); ratios are worked out from the sums, not averaged. */
export function sumBy(rows: readonly AnalyticsRow[], key: string): Map<string, Totals> {
  const sums = new Map<string, Totals>();
  for (const row of rows) {
    const k = String(row[key] ?? '');
    sums.set(k, add(sums.get(k) ?? EMPTY, totalsOf(row)));
  }
  return sums;
}

/** A metric's value from totals: CTR a fraction, CPC per click, CPM per 1,000 impressions; null without a base. */
export function metricValue(t: Totals | undefined, column: MetricColumn): number | null {
  const totals = t ?? EMPTY;
  switch (column) {
    case 'TOTAL_IMPRESSION':
      return totals.impressions;
    case 'TOTAL_CLICKTHROUGH':
      return totals.clicks;
    case 'TOTAL_SAVE':
      return totals.saves;
    case 'TOTAL_CLOSEUP':
      return totals.closeups;
    case 'SPEND_IN_MICRO_DOLLAR':
      return totals.spend;
    case 'CTR':
      return totals.impressions > 0 ? totals.clicks / totals.impressions : null;
    case 'CPC_IN_MICRO_DOLLAR':
      return totals.clicks > 0 ? Math.round(totals.spend / totals.clicks) : null;
    case 'CPM_IN_MICRO_DOLLAR':
      return totals.impressions > 0 ? Math.round((totals.spend * 1000) / totals.impressions) : null;
  }
}

/** Every day from start to end (YYYY-MM-DD, UTC), for a chart with no gaps. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
    if (days.length > 366) break;
  }
  return days;
}

/** The columns a person chose, kept in browser storage; the defaults when none (or nothing valid) is kept. */
export function readColumns(stored: string | null): MetricColumn[] {
  try {
    const value = JSON.parse(stored ?? 'null') as unknown;
    const known = new Set<string>(REPORT_METRICS.map((m) => m.column));
    const chosen = Array.isArray(value)
      ? value.filter((c): c is MetricColumn => typeof c === 'string' && known.has(c))
      : [];
    return chosen.length > 0 ? chosen : [...DEFAULT_COLUMNS];
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

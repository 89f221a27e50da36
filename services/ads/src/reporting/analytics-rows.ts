import {
  ANALYTICS_LEVELS,
  type AnalyticsColumn,
  type AnalyticsGranularity,
  type AnalyticsLevel,
  type AnalyticsRow,
} from '@pinboard/contracts';

/** One id's sums over one bucket (an hour, a day, or the whole range). */
export interface AnalyticsTotals {
  id: string;
  /** v5's DATE of the bucket, as the query writes it ("2026-11-25", "2026-11-25T14:00:00Z"); null for TOTAL. */
  bucket: string | null;
  impressions: bigint;
  closeups: bigint;
  saves: bigint;
  outboundClicks: bigint;
  spendInNanoCurrency: bigint;
}

/** a / b rounded to the nearest whole number (half up), or null when there is nothing to divide by. */
function roundedRatio(a: bigint, b: bigint): number | null {
  if (b === 0n) return null;
  return Number((2n * a + b) / (2n * b));
}

/** How each v5 column is worked out from the sums. Money is micro-currency; spend is kept in nano. */
const COLUMN_VALUES: Record<AnalyticsColumn, (t: AnalyticsTotals) => number | null> = {
  SPEND_IN_MICRO_DOLLAR: (t) => roundedRatio(t.spendInNanoCurrency, 1000n),
  SPEND_IN_DOLLAR: (t) => Number(t.spendInNanoCurrency) / 1e9,
  TOTAL_IMPRESSION: (t) => Number(t.impressions),
  TOTAL_CLICKTHROUGH: (t) => Number(t.outboundClicks),
  TOTAL_SAVE: (t) => Number(t.saves),
  TOTAL_CLOSEUP: (t) => Number(t.closeups),
  /** Outbound clicks per impression, as a fraction (0.02 is 2%). */
  CTR: (t) => (t.impressions === 0n ? null : Number(t.outboundClicks) / Number(t.impressions)),
  /** Spend per outbound click. */
  CPC_IN_MICRO_DOLLAR: (t) => roundedRatio(t.spendInNanoCurrency, t.outboundClicks * 1000n),
  /** Spend per 1,000 impressions: nano-currency per impression is micro-currency per 1,000. */
  CPM_IN_MICRO_DOLLAR: (t) => roundedRatio(t.spendInNanoCurrency, t.impressions),
};

/** A v5 analytics row: the id field, DATE unless TOTAL, then the columns in the order asked. */
export function analyticsRow(
  level: AnalyticsLevel,
  granularity: AnalyticsGranularity,
  columns: readonly AnalyticsColumn[],
  totals: AnalyticsTotals,
): AnalyticsRow {
  const row: AnalyticsRow = { [ANALYTICS_LEVELS[level].idField]: totals.id };
  if (granularity !== 'TOTAL' && totals.bucket) row.DATE = totals.bucket;
  for (const column of columns) row[column] = COLUMN_VALUES[column](totals);
  return row;
}

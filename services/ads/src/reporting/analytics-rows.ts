import {
  ANALYTICS_LEVELS,
  type AnalyticsColumn,
  type AnalyticsGranularity,
  type AnalyticsLevel,
} from '@pinboard/contracts';
import { Prisma } from '../generated/prisma/client.js';

/**
 * v5 analytics rows written as JSON by Postgres: a report of 100 campaigns over 30 days is 3,000
 * rows, and reading them into Node, working the columns out and writing the JSON there cost the
 * ads service ~25 ms of CPU a report (bench/results/history.md, "Reporting written by Postgres").
 * Each row is put together as text: row_to_json took Postgres twice as long for the same rows.
 *
 * `sums` is the summed rollup, one row per id and bucket: id and bucket (v5's DATE as text, null
 * for TOTAL), and bigint impressions, closeups, saves, outbound_clicks, spend_in_nano_currency.
 */

/** a / b rounded to the nearest whole number (half up), null when there is nothing to divide by. */
const rounded = (a: Prisma.Sql, b: Prisma.Sql) =>
  Prisma.sql`CASE WHEN (${b}) = 0 THEN NULL ELSE (${a}) / (${b}) + (((${a}) % (${b})) * 2 >= (${b}))::int END`;
const spend = Prisma.sql`s.spend_in_nano_currency`;

/** How each v5 column is worked out from the sums. Money is micro-currency; spend is kept in nano. */
const COLUMN_SQL: Record<AnalyticsColumn, Prisma.Sql> = {
  SPEND_IN_MICRO_DOLLAR: rounded(spend, Prisma.sql`1000`),
  SPEND_IN_DOLLAR: Prisma.sql`${spend}::float8 / 1e9`,
  TOTAL_IMPRESSION: Prisma.sql`s.impressions`,
  TOTAL_CLICKTHROUGH: Prisma.sql`s.outbound_clicks`,
  TOTAL_SAVE: Prisma.sql`s.saves`,
  TOTAL_CLOSEUP: Prisma.sql`s.closeups`,
  /** Outbound clicks per impression, as a fraction (0.02 is 2%). */
  CTR: Prisma.sql`s.outbound_clicks::float8 / nullif(s.impressions, 0)::float8`,
  /** Spend per outbound click. */
  CPC_IN_MICRO_DOLLAR: rounded(spend, Prisma.sql`s.outbound_clicks * 1000`),
  /** Spend per 1,000 impressions: nano-currency per impression is micro-currency per 1,000. */
  CPM_IN_MICRO_DOLLAR: rounded(spend, Prisma.sql`s.impressions`),
};

/**
 * The JSON array of v5 rows over `sums` (a query, as above): each the id field, DATE unless TOTAL,
 * then the columns in the order asked; in id order, then time. One text value: '[]' for none.
 * Keys are the contract's names and values numbers, digits and dates: nothing needs escaping.
 */
export function analyticsJson(
  sums: Prisma.Sql,
  level: AnalyticsLevel,
  granularity: AnalyticsGranularity,
  columns: readonly AnalyticsColumn[],
): Prisma.Sql {
  const text = (value: string) => Prisma.raw(`'${value}'`);
  const parts = [
    text(`{"${ANALYTICS_LEVELS[level].idField}":"`),
    Prisma.sql`s.id`,
    ...(granularity === 'TOTAL' ? [] : [text('","DATE":"'), Prisma.sql`s.bucket`]),
    text('"'),
    ...columns.flatMap((column) => [
      text(`,"${column}":`),
      Prisma.sql`coalesce((${COLUMN_SQL[column]})::text, 'null')`,
    ]),
    text('}'),
  ];
  return Prisma.sql`
    WITH s AS (${sums})
    SELECT coalesce('[' || string_agg(concat(${Prisma.join(parts)}), ',' ORDER BY s.id, s.bucket) || ']', '[]') AS json
    FROM s`;
}

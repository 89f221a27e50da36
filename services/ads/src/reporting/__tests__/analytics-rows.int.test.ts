/**
 * v5 analytics rows as Postgres writes them (analytics-rows.ts): the id, DATE unless TOTAL, the
 * columns in the order asked; ratios rounded half up, null with nothing to divide by; and the
 * numbers exactly as JavaScript would have written them.
 */
import type { AnalyticsColumn, AnalyticsGranularity, AnalyticsLevel } from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { testEnv } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { analyticsJson } from '../analytics-rows.js';

const prisma = new PrismaClient({ adapter: createPrismaAdapter(testEnv().databaseUrl, 'ads', 1) });
after(() => prisma.$disconnect());

interface Sums {
  id: number;
  bucket: string | null;
  impressions: number;
  closeups: number;
  saves: number;
  outboundClicks: number;
  spendInNanoCurrency: number;
}

/** The JSON text of the rows over these sums, as the analytics query answers it. */
async function rowsOf(
  sums: Sums[],
  level: AnalyticsLevel,
  granularity: AnalyticsGranularity,
  columns: readonly AnalyticsColumn[],
): Promise<string> {
  const values = sums.map(
    (s) => Prisma.sql`(${s.id}::bigint, ${s.bucket}::text, ${s.impressions}::bigint, ${s.closeups}::bigint,
      ${s.saves}::bigint, ${s.outboundClicks}::bigint, ${s.spendInNanoCurrency}::bigint)`,
  );
  const source = Prisma.sql`SELECT * FROM (VALUES ${Prisma.join(values)})
    AS v(id, bucket, impressions, closeups, saves, outbound_clicks, spend_in_nano_currency)`;
  const [answer] = await prisma.$queryRaw<{ json: string }[]>(
    analyticsJson(source, level, granularity, columns),
  );
  return answer!.json;
}

const totals: Sums = {
  id: 9,
  bucket: '2026-11-25T11:00:00Z',
  impressions: 3,
  closeups: 1,
  saves: 2,
  outboundClicks: 2,
  spendInNanoCurrency: 7_500_001,
};

test('rows: the id, DATE unless TOTAL, columns in the order asked; ratios rounded, null on zero', async () => {
  const columns = [
    'TOTAL_IMPRESSION',
    'SPEND_IN_MICRO_DOLLAR',
    'CTR',
    'CPC_IN_MICRO_DOLLAR',
    'CPM_IN_MICRO_DOLLAR',
    'TOTAL_CLICKTHROUGH',
    'TOTAL_SAVE',
    'TOTAL_CLOSEUP',
    'SPEND_IN_DOLLAR',
  ] as const;
  const text = await rowsOf([totals], 'campaign', 'HOUR', columns);
  const expected = [
    {
      CAMPAIGN_ID: '9',
      DATE: '2026-11-25T11:00:00Z',
      TOTAL_IMPRESSION: 3,
      SPEND_IN_MICRO_DOLLAR: 7500,
      CTR: 2 / 3,
      CPC_IN_MICRO_DOLLAR: 3750,
      CPM_IN_MICRO_DOLLAR: 2_500_000,
      TOTAL_CLICKTHROUGH: 2,
      TOTAL_SAVE: 2,
      TOTAL_CLOSEUP: 1,
      SPEND_IN_DOLLAR: 0.007500001,
    },
  ];
  // The same text JavaScript writes: key order, and every number to the last digit.
  assert.equal(text, JSON.stringify(expected));
  assert.equal(
    JSON.parse(await rowsOf([{ ...totals, bucket: '2026-11-25' }], 'ad', 'DAY', ['CTR']))[0].DATE,
    '2026-11-25',
  );
  assert.equal(
    await rowsOf([{ ...totals, bucket: null }], 'ad_group', 'TOTAL', ['CTR']),
    JSON.stringify([{ AD_GROUP_ID: '9', CTR: 2 / 3 }]),
  );
  const none = { ...totals, bucket: null, impressions: 0, outboundClicks: 0, spendInNanoCurrency: 0 };
  assert.equal(
    await rowsOf([none], 'ad', 'TOTAL', ['CTR', 'CPC_IN_MICRO_DOLLAR', 'CPM_IN_MICRO_DOLLAR']),
    JSON.stringify([{ AD_ID: '9', CTR: null, CPC_IN_MICRO_DOLLAR: null, CPM_IN_MICRO_DOLLAR: null }]),
  );
});

test('rows come in id order, then time; half a unit rounds up; none is an empty array', async () => {
  const day = (id: number, bucket: string, spend: number) => ({
    ...totals,
    id,
    bucket,
    spendInNanoCurrency: spend,
  });
  const text = await rowsOf(
    [
      day(12, '2026-11-02', 1500),
      day(3, '2026-11-02', 1499),
      day(12, '2026-11-01', 2500),
      day(3, '2026-11-01', 500),
    ],
    'campaign',
    'DAY',
    ['SPEND_IN_MICRO_DOLLAR'],
  );
  assert.deepEqual(JSON.parse(text), [
    { CAMPAIGN_ID: '3', DATE: '2026-11-01', SPEND_IN_MICRO_DOLLAR: 1 },
    { CAMPAIGN_ID: '3', DATE: '2026-11-02', SPEND_IN_MICRO_DOLLAR: 1 },
    { CAMPAIGN_ID: '12', DATE: '2026-11-01', SPEND_IN_MICRO_DOLLAR: 3 },
    { CAMPAIGN_ID: '12', DATE: '2026-11-02', SPEND_IN_MICRO_DOLLAR: 2 },
  ]);
  const empty = Prisma.sql`SELECT * FROM (VALUES (1::bigint, NULL::text, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint))
    AS v(id, bucket, impressions, closeups, saves, outbound_clicks, spend_in_nano_currency) WHERE false`;
  const [answer] = await prisma.$queryRaw<{ json: string }[]>(analyticsJson(empty, 'ad', 'DAY', ['CTR']));
  assert.equal(answer!.json, '[]');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daysBetween, DEFAULT_COLUMNS, metricValue, readColumns, sumBy } from '../reporting/report-rows';

test('rows are summed per object and per day; ratios come from the sums', () => {
  const rows = [
    {
      CAMPAIGN_ID: '1',
      DATE: '2026-11-24',
      TOTAL_IMPRESSION: 100,
      TOTAL_CLICKTHROUGH: 2,
      SPEND_IN_MICRO_DOLLAR: 1_000_000,
    },
    {
      CAMPAIGN_ID: '1',
      DATE: '2026-11-25',
      TOTAL_IMPRESSION: 300,
      TOTAL_CLICKTHROUGH: 6,
      SPEND_IN_MICRO_DOLLAR: 3_000_000,
    },
    {
      CAMPAIGN_ID: '2',
      DATE: '2026-11-25',
      TOTAL_IMPRESSION: 0,
      TOTAL_CLICKTHROUGH: 0,
      SPEND_IN_MICRO_DOLLAR: null,
    },
  ];
  const byCampaign = sumBy(rows, 'CAMPAIGN_ID');
  assert.equal(metricValue(byCampaign.get('1'), 'TOTAL_IMPRESSION'), 400);
  assert.equal(metricValue(byCampaign.get('1'), 'CTR'), 0.02);
  assert.equal(metricValue(byCampaign.get('1'), 'CPC_IN_MICRO_DOLLAR'), 500_000);
  assert.equal(metricValue(byCampaign.get('1'), 'CPM_IN_MICRO_DOLLAR'), 10_000_000);
  assert.equal(metricValue(byCampaign.get('2'), 'CTR'), null, 'no impressions, no CTR');
  assert.equal(metricValue(byCampaign.get('3'), 'TOTAL_SAVE'), 0, 'no row: nothing happened');
  const byDay = sumBy(rows, 'DATE');
  assert.equal(metricValue(byDay.get('2026-11-25'), 'TOTAL_IMPRESSION'), 300);
});

test('a range is every day in it; stored columns are kept when they are columns', () => {
  assert.deepEqual(daysBetween('2026-11-29', '2026-12-02'), [
    '2026-11-29',
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
  ]);
  assert.deepEqual(readColumns('["TOTAL_SAVE","NOPE"]'), ['TOTAL_SAVE']);
  assert.deepEqual(readColumns('not json'), DEFAULT_COLUMNS);
  assert.deepEqual(readColumns(null), DEFAULT_COLUMNS);
});

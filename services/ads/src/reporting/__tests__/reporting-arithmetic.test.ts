import type { RecordedAdEvent } from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { countedImpressions, hourlyDeltas } from '../hourly-deltas.js';

const claims = (billable: 'IMPRESSION' | 'CLICKTHROUGH', price: number, impression = randomUUID()) => ({
  ad_id: '7',
  ad_group_id: '8',
  campaign_id: '9',
  ad_account_id: '10',
  viewer_id: null,
  price_in_micro_currency: price,
  billable_event: billable,
  placement: 'feed' as const,
  issued_at: 0,
  impression_id: impression,
});
const ev = (type: RecordedAdEvent['type'], at: string, c: RecordedAdEvent['claims']): RecordedAdEvent => ({
  event_id: randomUUID(),
  type,
  occurred_at: at,
  claims: c,
});

test('deltas: by ad and hour; impressions once per placement, CPM and CPC spend in nano-currency', () => {
  const cpm = claims('IMPRESSION', 2_500_000);
  const cpc = claims('CLICKTHROUGH', 400_000);
  const events = [
    ev('impression', '2026-11-25T10:05:00Z', cpm),
    ev('impression', '2026-11-25T10:06:00Z', cpm),
    ev('outbound_click', '2026-11-25T10:07:00Z', cpm),
    ev('impression', '2026-11-25T11:00:00Z', cpc),
    ev('outbound_click', '2026-11-25T11:01:00Z', cpc),
    ev('outbound_click', '2026-11-25T11:02:00Z', cpc),
    ev('save', '2026-11-25T11:03:00Z', cpc),
    ev('closeup', '2026-11-25T11:59:59Z', cpc),
  ];
  const firsts = new Set([
    `${cpm.impression_id}/impression`,
    `${cpm.impression_id}/outbound_click`,
    `${cpc.impression_id}/impression`,
    `${cpc.impression_id}/outbound_click`,
  ]);
  const [ten, eleven, ...rest] = hourlyDeltas(events, firsts);
  assert.equal(rest.length, 0);
  assert.equal(ten!.hour.toISOString(), '2026-11-25T10:00:00.000Z');
  assert.equal(ten!.impressions, 1, 'the same placement sent twice is one impression');
  assert.equal(ten!.spendInNanoCurrency, 2_500_000n, 'a CPM impression costs a thousandth of its price');
  assert.equal(ten!.outboundClicks, 1);
  assert.deepEqual(
    [eleven!.impressions, eleven!.outboundClicks, eleven!.saves, eleven!.closeups],
    [1, 2, 1, 1],
  );
  assert.equal(eleven!.spendInNanoCurrency, 400_000_000n, 'every click counts, the first is billed');
  const notFirst = hourlyDeltas([ev('impression', '2026-11-25T10:05:00Z', cpm)], new Set());
  assert.deepEqual(notFirst, [], 'an impression already counted adds nothing');
});

test('counted impressions: the first of each placement, once however often a batch holds it', () => {
  const seen = claims('IMPRESSION', 1);
  const notFirst = claims('IMPRESSION', 1);
  const first = ev('impression', '2026-11-25T10:05:00Z', seen);
  const events = [
    first,
    ev('impression', '2026-11-25T10:05:01Z', seen),
    ev('closeup', '2026-11-25T10:06:00Z', seen),
    ev('impression', '2026-11-25T10:07:00Z', notFirst),
  ];
  assert.deepEqual(countedImpressions(events, new Set([`${seen.impression_id}/impression`])), [first]);
});

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { mintTrackingToken, type PlacementClaims } from '@pinboard/service-kit';
import { checkAdEvents } from '../ad-event-check.js';

const SECRET = 'the-gateway-test-secret-0123456789abcdef';
const NOW = Date.parse('2026-11-25T12:30:00Z');
const placement: PlacementClaims = {
  ad_id: '1',
  ad_group_id: '2',
  campaign_id: '3',
  ad_account_id: '4',
  viewer_id: null,
  price_in_micro_currency: 1_000_000,
  billable_event: 'CLICKTHROUGH',
  placement: 'search',
};
const token = mintTrackingToken(placement, SECRET, NOW - 600_000);
const event = (more: Record<string, unknown> = {}) => ({
  event_id: randomUUID(),
  type: 'impression',
  tracking_token: token,
  occurred_at: new Date(NOW - 60_000).toISOString(),
  ...more,
});

test('good events are accepted with their claims; each bad one is dropped with its reason', () => {
  const good = event();
  const sameAgain = { ...good, type: 'save' };
  const { accepted, drops } = checkAdEvents(
    [
      good,
      event({ type: 'like' }),
      event({ tracking_token: `${token.slice(0, -3)}abc` }),
      event({ tracking_token: mintTrackingToken(placement, SECRET, NOW - 25 * 3_600_000) }),
      event({ tracking_token: mintTrackingToken(placement, `${SECRET}-other`, NOW) }),
      'not an object',
      sameAgain,
      event({ event_id: 'not-a-uuid' }),
      event({ extra: true }),
      event({ type: 'outbound_click' }),
    ],
    SECRET,
    NOW,
  );
  assert.deepEqual(drops, [
    { index: 1, reason: 'malformed' },
    { index: 2, reason: 'bad_token' },
    { index: 3, reason: 'expired_token' },
    { index: 4, reason: 'bad_token' },
    { index: 5, reason: 'malformed' },
    { index: 6, reason: 'duplicate' },
    { index: 7, reason: 'malformed' },
    { index: 8, reason: 'malformed' },
  ]);
  assert.equal(accepted.length, 2);
  assert.equal(accepted[0]!.event_id, good.event_id);
  assert.deepEqual(
    { ...accepted[0]!.claims, impression_id: '', issued_at: 0 },
    {
      ...placement,
      impression_id: '',
      issued_at: 0,
    },
  );
  assert.equal(accepted[1]!.type, 'outbound_click');
});

test("an event's time is kept between its token's issue and now", () => {
  const { accepted } = checkAdEvents(
    [
      event({ occurred_at: '2020-01-01T00:00:00Z' }),
      event({ occurred_at: '2030-01-01T00:00:00+02:00' }),
      event({ occurred_at: '2026-11-25T12:25:00.000Z' }),
    ],
    SECRET,
    NOW,
  );
  assert.deepEqual(
    accepted.map((e) => e.occurred_at),
    [new Date(NOW - 600_000).toISOString(), new Date(NOW).toISOString(), '2026-11-25T12:25:00.000Z'],
  );
});

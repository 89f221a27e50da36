import { TRACKING_TOKEN_MAX_AGE_SECONDS } from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mintTrackingToken, readTrackingToken, type PlacementClaims } from '../tracking-token.js';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const placement: PlacementClaims = {
  ad_id: '11',
  ad_group_id: '12',
  campaign_id: '13',
  ad_account_id: '14',
  viewer_id: '15',
  price_in_micro_currency: 2_500_000,
  billable_event: 'IMPRESSION',
  placement: 'feed',
};
const NOW = Date.parse('2026-11-25T12:00:00Z');

test('a minted token reads back its claims, with the issue time and a fresh impression id', () => {
  const token = mintTrackingToken(placement, SECRET, NOW);
  assert.match(token, /^t1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  const read = readTrackingToken(token, SECRET, NOW + 1000);
  assert.ok(read.ok);
  assert.deepEqual(
    { ...read.claims, impression_id: 'x' },
    { ...placement, issued_at: NOW / 1000, impression_id: 'x' },
  );
  const again = readTrackingToken(mintTrackingToken(placement, SECRET, NOW), SECRET, NOW);
  assert.ok(again.ok && again.claims.impression_id !== read.claims.impression_id);
});

test('a visitor has no viewer id; a click-billed placement says so', () => {
  const token = mintTrackingToken(
    { ...placement, viewer_id: null, billable_event: 'CLICKTHROUGH', placement: 'search' },
    SECRET,
    NOW,
  );
  const read = readTrackingToken(token, SECRET, NOW);
  assert.ok(read.ok);
  assert.equal(read.claims.viewer_id, null);
  assert.equal(read.claims.billable_event, 'CLICKTHROUGH');
});

test('a changed token is refused: claims, signature, version, extra parts', () => {
  const token = mintTrackingToken(placement, SECRET, NOW);
  const [version, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const cheaper = Buffer.from(JSON.stringify({ ...claims, price_in_micro_currency: 1 })).toString(
    'base64url',
  );
  const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
  for (const bad of [
    `${version}.${cheaper}.${signature}`,
    `${version}.${payload}.${flipped}`,
    `${version}.${payload}.${signature}=`,
    `t2.${payload}.${signature}`,
    `${token}.more`,
    `${version}.${payload}`,
    '',
    'garbage',
    'x'.repeat(5000),
  ]) {
    assert.deepEqual(readTrackingToken(bad, SECRET, NOW), { ok: false, reason: 'bad_token' }, bad);
  }
});

test('another secret is refused', () => {
  const token = mintTrackingToken(placement, SECRET, NOW);
  assert.deepEqual(readTrackingToken(token, `${SECRET}-other`, NOW), { ok: false, reason: 'bad_token' });
});

test('a token older than a day is expired; one issued in the future is not ours', () => {
  const token = mintTrackingToken(placement, SECRET, NOW);
  const day = TRACKING_TOKEN_MAX_AGE_SECONDS * 1000;
  assert.ok(readTrackingToken(token, SECRET, NOW + day).ok);
  assert.deepEqual(readTrackingToken(token, SECRET, NOW + day + 1000), {
    ok: false,
    reason: 'expired_token',
  });
  assert.deepEqual(readTrackingToken(token, SECRET, NOW - 3_600_000), { ok: false, reason: 'bad_token' });
});

test('minting refuses claims that are not valid', () => {
  assert.throws(() => mintTrackingToken({ ...placement, ad_id: 'not-an-id' }, SECRET, NOW));
  assert.throws(() => mintTrackingToken({ ...placement, price_in_micro_currency: -1 }, SECRET, NOW));
});

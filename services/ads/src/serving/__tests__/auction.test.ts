import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ecpmOf, RESERVE_ECPM, runAuction, withinPace, type Candidate } from '../auction.js';

let next = 1;
const ad = (fields: Partial<Candidate>): Candidate => {
  const id = String(next++);
  return {
    adId: id,
    adGroupId: id,
    campaignId: id,
    adAccountId: '1',
    pinId: id,
    billableEvent: 'IMPRESSION',
    bid: 1_000_000,
    dailyBudget: null,
    spentToday: 0,
    ...fields,
  };
};
const noon = new Date('2026-05-01T12:00:00Z');

test('second price: the winner pays the next eCPM plus one micro-unit, in its own unit', () => {
  const high = ad({ bid: 3_000_000 });
  const low = ad({ bid: 2_000_000 });
  const wins = runAuction([low, high], 1, noon);
  assert.equal(wins.length, 1);
  assert.equal(wins[0]!.candidate, high);
  assert.equal(wins[0]!.price, 2_000_001);
  // A click bid is valued at 1% CTR: 0.50 a click = 5.00 per 1,000 impressions; it pays per click.
  const click = ad({ billableEvent: 'CLICKTHROUGH', bid: 500_000 });
  assert.equal(ecpmOf(click), 5_000_000);
  const [win] = runAuction([click, high], 1, noon);
  assert.equal(win!.candidate, click);
  assert.equal(win!.price, 300_000); // (3.00 per 1,000 + 1 micro) / 10 clicks per 1,000, rounded
  // Alone, it pays the reserve.
  assert.equal(runAuction([high], 1, noon)[0]!.price, RESERVE_ECPM + 1);
});

test('one win per Pin and per campaign; bids under the reserve never win', () => {
  const a = ad({ bid: 5_000_000 });
  const samePin = ad({ bid: 4_000_000, pinId: a.pinId });
  const sameCampaign = ad({ bid: 3_000_000, campaignId: a.campaignId });
  const other = ad({ bid: 2_000_000 });
  const cheap = ad({ bid: RESERVE_ECPM - 1 });
  const wins = runAuction([a, samePin, sameCampaign, other, cheap], 5, noon);
  assert.deepEqual(
    wins.map((w) => w.candidate),
    [a, other],
  );
});

test('pacing: never past the daily budget, and spread over the day', () => {
  const budget = 10_000_000;
  assert.equal(withinPace(ad({ dailyBudget: budget, spentToday: budget }), noon), false, 'spent');
  // At noon half the day is gone: up to 60% of the budget (the even pace and 10% slack).
  assert.equal(withinPace(ad({ dailyBudget: budget, spentToday: 5_900_000 }), noon), true);
  assert.equal(withinPace(ad({ dailyBudget: budget, spentToday: 6_100_000 }), noon), false);
  assert.equal(withinPace(ad({ dailyBudget: null, spentToday: 1e12 }), noon), true, 'no budget');
  const paced = ad({ bid: 9_000_000, dailyBudget: budget, spentToday: 7_000_000 });
  const open = ad({ bid: 1_000_000 });
  assert.deepEqual(
    runAuction([paced, open], 1, noon).map((w) => w.candidate),
    [open],
  );
});

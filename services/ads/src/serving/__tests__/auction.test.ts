import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  allowanceToday,
  bidOf,
  ecpmOf,
  RESERVE_ECPM,
  runAuction,
  withinPace,
  type Budget,
  type Candidate,
} from '../auction.js';

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
    budgets: [],
    ...fields,
  };
};
const noon = new Date('2026-05-01T12:00:00Z');
const daily = (amount: number, spentToday = 0): Budget => ({
  period: 'DAILY',
  amount,
  spentToday,
  spentInAll: spentToday,
  endsAt: null,
});
const lifetime = (
  amount: number,
  spent: { inAll: number; today?: number },
  endsAt: string | null,
): Budget => ({
  period: 'LIFETIME',
  amount,
  spentToday: spent.today ?? 0,
  spentInAll: spent.inAll,
  endsAt: endsAt === null ? null : new Date(endsAt),
});

test('second price: the winner pays the next eCPM plus one micro-unit, in its own unit', () => {
  const high = ad({ bid: 3_000_000 });
  const low = ad({ bid: 2_000_000 });
  const wins = runAuction([low, high], 1, noon);
  assert.equal(wins.length, 1);
  assert.equal(wins[0]!.candidate, high);
  assert.equal(wins[0]!.price, 2_000_001);
  // A click bid is valued at 1% CTR: 0.50 a click = 5.00 per 1,000 impressions; it pays per click.
  const click = ad({ billableEvent: 'CLICKTHROUGH', bid: 500_000 });
  assert.equal(ecpmOf(click, noon), 5_000_000);
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
  assert.equal(withinPace(ad({ budgets: [daily(budget, budget)] }), noon), false, 'spent');
  // At noon half the day is gone: up to 60% of the budget (the even pace and 10% slack).
  assert.equal(withinPace(ad({ budgets: [daily(budget, 5_900_000)] }), noon), true);
  assert.equal(withinPace(ad({ budgets: [daily(budget, 6_100_000)] }), noon), false);
  assert.equal(withinPace(ad({ budgets: [] }), noon), true, 'no budget');
  const paced = ad({ bid: 9_000_000, budgets: [daily(budget, 7_000_000)] });
  const open = ad({ bid: 1_000_000 });
  assert.deepEqual(
    runAuction([paced, open], 1, noon).map((w) => w.candidate),
    [open],
  );
});

test('a spent lifetime budget stops the ad; without an end it limits no day', () => {
  const budget = 50_000_000;
  const spent = ad({ budgets: [lifetime(budget, { inAll: budget }, '2026-06-01T00:00:00Z')] });
  assert.equal(withinPace(spent, noon), false);
  const noEnd = (inAll: number, today: number) => ad({ budgets: [lifetime(budget, { inAll, today }, null)] });
  assert.equal(withinPace(noEnd(budget, 0), noon), false, 'spent, with no end either');
  assert.equal(allowanceToday(lifetime(budget, { inAll: 0 }, null), noon), null);
  // Most of it spent this morning: no daily pace to keep without an end, only the total.
  assert.equal(withinPace(noEnd(budget - 1, budget - 1), noon), true);
  const open = ad({ bid: 1_000_000 });
  assert.deepEqual(
    runAuction([{ ...spent, bid: 9_000_000 }, open], 1, noon).map((w) => w.candidate),
    [open],
  );
});

test('a lifetime budget with an end: what was left this morning, spread over the days left, paced', () => {
  // Ten days from this morning to the end; 40 of 100 spent, 5 of them today: 65 left this morning.
  const tenDays = lifetime(100_000_000, { inAll: 40_000_000, today: 5_000_000 }, '2026-05-11T00:00:00Z');
  assert.equal(allowanceToday(tenDays, noon), 6_500_000);
  // At noon: up to 60% of the day's 6.50, so 3.90.
  assert.equal(withinPace(ad({ budgets: [tenDays] }), noon), false);
  const onPace = { ...tenDays, spentToday: 3_800_000, spentInAll: 38_800_000 };
  assert.equal(allowanceToday(onPace, noon), 6_500_000, 'what is spent today does not move the allowance');
  assert.equal(withinPace(ad({ budgets: [onPace] }), noon), true);
  // The last day ends at 18:00: three quarters of a day for the 4 left, so all of it by then.
  const lastDay = (today: number) =>
    lifetime(10_000_000, { inAll: 6_000_000 + today, today }, '2026-05-01T18:00:00Z');
  assert.equal(Math.round(allowanceToday(lastDay(0), noon)!), 5_333_333);
  // At noon: up to 60% of the day's 5.33, so 3.20.
  assert.equal(withinPace(ad({ budgets: [lastDay(3_100_000)] }), noon), true);
  assert.equal(withinPace(ad({ budgets: [lastDay(3_300_000)] }), noon), false);
  // An automatic bid is a fiftieth of the day's allowance: 300 over 30 days is 10 a day.
  const month = lifetime(300_000_000, { inAll: 0 }, '2026-05-31T00:00:00Z');
  assert.equal(bidOf(ad({ bid: null, budgets: [month] }), noon), 200_000);
});

test('every budget that applies holds: the tightest one decides', () => {
  const roomy = lifetime(1_000_000_000, { inAll: 0 }, '2026-05-11T00:00:00Z');
  const tight = daily(1_000_000, 700_000);
  assert.equal(withinPace(ad({ budgets: [roomy] }), noon), true);
  assert.equal(withinPace(ad({ budgets: [roomy, tight] }), noon), false);
  assert.equal(withinPace(ad({ budgets: [tight, roomy] }), noon), false);
  assert.equal(bidOf(ad({ bid: null, budgets: [roomy, daily(5_000_000)] }), noon), 100_000);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chargesOf, chargeWithinBudgets, type BudgetAccount } from '../budget-caps.js';
import type { HourlyDelta } from '../hourly-deltas.js';

const delta = (hour: string, spend: bigint, fields: Partial<HourlyDelta> = {}): HourlyDelta => ({
  adId: '1',
  hour: new Date(hour),
  adGroupId: '20',
  campaignId: '30',
  adAccountId: '40',
  impressions: 1,
  closeups: 0,
  saves: 0,
  outboundClicks: 0,
  spendInNanoCurrency: spend,
  ...fields,
});
const account = (caps: { daily?: bigint; lifetime?: bigint }, inAll = 0n, days: [string, bigint][] = []) =>
  ({
    dailyCap: caps.daily ?? null,
    lifetimeCap: caps.lifetime ?? null,
    chargedInAll: inAll,
    chargedByDay: new Map(days),
  }) satisfies BudgetAccount;

test('a daily budget caps each UTC day: the last event pays what is left, the rest nothing', () => {
  const campaign = account({ daily: 1000n }, 5000n, [['2026-05-01', 600n]]);
  const accounts = new Map([['campaign/30', campaign]]);
  const charged = chargeWithinBudgets(
    [
      delta('2026-05-01T10:00:00Z', 300n),
      delta('2026-05-01T11:00:00Z', 300n),
      delta('2026-05-01T12:00:00Z', 300n, { outboundClicks: 1 }),
      delta('2026-05-02T00:00:00Z', 300n),
    ],
    accounts,
  );
  assert.deepEqual(
    charged.map((d) => d.spendInNanoCurrency),
    [300n, 100n, 0n, 300n],
  );
  assert.equal(charged[2]!.outboundClicks, 1, 'still counted, for nothing');
  assert.equal(campaign.chargedByDay.get('2026-05-01'), 1000n);
  assert.equal(campaign.chargedInAll, 5700n);
});

test('the tightest budget of the campaign and the ad group decides; both are charged the same', () => {
  const campaign = account({ lifetime: 10_000n }, 9_500n);
  const group = account({ daily: 2_000n }, 0n, [['2026-05-01', 1_800n]]);
  const accounts = new Map([
    ['campaign/30', campaign],
    ['ad_group/20', group],
  ]);
  const [first, second] = chargeWithinBudgets(
    [delta('2026-05-01T10:00:00Z', 150n), delta('2026-05-01T10:00:00Z', 500n, { adId: '2' })],
    accounts,
  );
  assert.equal(first!.spendInNanoCurrency, 150n);
  assert.equal(second!.spendInNanoCurrency, 50n, 'the ad group has 50 left that day');
  assert.equal(campaign.chargedInAll, 9_700n);
  assert.equal(group.chargedByDay.get('2026-05-01'), 2_000n);
  // A budget lowered under what was charged charges nothing more, and never gives back.
  const lowered = account({ daily: 100n }, 500n, [['2026-05-01', 500n]]);
  const [none] = chargeWithinBudgets(
    [delta('2026-05-01T10:00:00Z', 10n)],
    new Map([['campaign/30', lowered]]),
  );
  assert.equal(none!.spendInNanoCurrency, 0n);
  // No account, no budget: what it cost.
  assert.equal(
    chargeWithinBudgets([delta('2026-05-01T10:00:00Z', 10n)], new Map())[0]!.spendInNanoCurrency,
    10n,
  );
});

test('charges add up per owner and UTC day, the campaign and the ad group each', () => {
  const charges = chargesOf([
    delta('2026-05-01T10:00:00Z', 100n),
    delta('2026-05-01T23:00:00Z', 50n, { adId: '2', adGroupId: '21' }),
    delta('2026-05-02T00:00:00Z', 7n),
    delta('2026-05-02T01:00:00Z', 0n),
  ]);
  const byKey = Object.fromEntries(
    charges.map((c) => [`${c.owner}/${c.ownerId}/${c.day}`, c.spendInNanoCurrency]),
  );
  assert.deepEqual(byKey, {
    'campaign/30/2026-05-01': 150n,
    'ad_group/20/2026-05-01': 100n,
    'ad_group/21/2026-05-01': 50n,
    'campaign/30/2026-05-02': 7n,
    'ad_group/20/2026-05-02': 7n,
  });
});

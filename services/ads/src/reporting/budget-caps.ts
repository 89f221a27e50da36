import type { HourlyDelta } from './hourly-deltas.js';

/** Whose budget a charge counts against: every ad's campaign, and its ad group. */
export type BudgetOwner = 'campaign' | 'ad_group';

/** `campaign/<id>` or `ad_group/<id>`. */
export const ownerKey = (owner: BudgetOwner, id: string) => `${owner}/${id}`;

/** The UTC day (YYYY-MM-DD) an hour is in: daily budgets are per UTC day. */
export const utcDayOf = (hour: Date) => hour.toISOString().slice(0, 10);

/**
 * A campaign's or an ad group's budgets and what has been charged to them, in nano-currency
 * (1,000 = one micro-unit), as reporting keeps spend.
 */
export interface BudgetAccount {
  /** A UTC day's budget (a campaign's daily_spend_cap, an ad group's DAILY budget); null: none. */
  dailyCap: bigint | null;
  /** A budget over all time (a campaign's lifetime_spend_cap, an ad group's LIFETIME one); null: none. */
  lifetimeCap: bigint | null;
  chargedInAll: bigint;
  /** By UTC day: at least the days the charges are for. */
  chargedByDay: Map<string, bigint>;
}

/** What one owner was charged on one UTC day. */
export interface BudgetCharge {
  owner: BudgetOwner;
  ownerId: string;
  day: string;
  spendInNanoCurrency: bigint;
}

function leftIn(account: BudgetAccount, day: string): bigint | null {
  const left = [
    account.dailyCap === null ? null : account.dailyCap - (account.chargedByDay.get(day) ?? 0n),
    account.lifetimeCap === null ? null : account.lifetimeCap - account.chargedInAll,
  ].filter((l) => l !== null);
  return left.length ? left.reduce((a, b) => (b < a ? b : a)) : null;
}

/**
 * What each delta costs within the budgets of its campaign and its ad group (accounts by ownerKey):
 * its spend, cut to what the tightest of them has left that day, so that no budget is ever passed.
 * Events past a budget still count (impressions, clicks), for nothing: over-delivery is free. The
 * accounts are charged as the deltas go, in their order; an owner without an account has no budget.
 */
export function chargeWithinBudgets(
  deltas: readonly HourlyDelta[],
  accounts: ReadonlyMap<string, BudgetAccount>,
): HourlyDelta[] {
  return deltas.map((delta) => {
    if (delta.spendInNanoCurrency === 0n) return delta;
    const day = utcDayOf(delta.hour);
    const payers = [
      accounts.get(ownerKey('campaign', delta.campaignId)),
      accounts.get(ownerKey('ad_group', delta.adGroupId)),
    ].filter((account) => account !== undefined);
    let charge = delta.spendInNanoCurrency;
    for (const payer of payers) {
      const left = leftIn(payer, day);
      if (left !== null && left < charge) charge = left > 0n ? left : 0n;
    }
    for (const payer of payers) {
      payer.chargedInAll += charge;
      payer.chargedByDay.set(day, (payer.chargedByDay.get(day) ?? 0n) + charge);
    }
    return { ...delta, spendInNanoCurrency: charge };
  });
}

/** What charged deltas add to each owner's day: their campaign's and their ad group's. */
export function chargesOf(deltas: readonly HourlyDelta[]): BudgetCharge[] {
  const charges = new Map<string, BudgetCharge>();
  for (const delta of deltas) {
    if (delta.spendInNanoCurrency === 0n) continue;
    const day = utcDayOf(delta.hour);
    for (const [owner, ownerId] of [
      ['campaign', delta.campaignId],
      ['ad_group', delta.adGroupId],
    ] as const) {
      const key = `${ownerKey(owner, ownerId)}/${day}`;
      const charge = charges.get(key) ?? { owner, ownerId, day, spendInNanoCurrency: 0n };
      charge.spendInNanoCurrency += delta.spendInNanoCurrency;
      charges.set(key, charge);
    }
  }
  return [...charges.values()];
}

/**
 * Which eligible ads win a request's promoted slots and what each pays: a second-price auction on
 * expected value per 1,000 impressions (eCPM), with budget pacing. Pure, so that it is tested alone.
 */

/** An eligible ad (every status ACTIVE, in flight, placement and targeting matched) as the auction sees it. */
export interface Candidate {
  adId: string;
  adGroupId: string;
  campaignId: string;
  adAccountId: string;
  pinId: string;
  billableEvent: 'CLICKTHROUGH' | 'IMPRESSION';
  /** The ad group's bid in micro-currency (per click, or per 1,000 impressions); null: automatic. */
  bid: number | null;
  /** The budgets that apply: its campaign's (a daily and a lifetime cap) and its ad group's. */
  budgets: readonly Budget[];
}

/** A campaign's or an ad group's budget, with what that campaign or ad group has spent. */
export interface Budget {
  period: 'DAILY' | 'LIFETIME';
  /** Micro-currency, per UTC day or over the whole flight. */
  amount: number;
  /** Spent today (UTC) and in all, micro-currency. */
  spentToday: number;
  spentInAll: number;
  /** A lifetime budget's end (its flight's): what is left is spread over the days to it; null: not spread. */
  endsAt: Date | null;
}

export interface Win<C extends Candidate = Candidate> {
  candidate: C;
  /** What it pays, micro-currency, in its own billing unit (per click, or per 1,000 impressions). */
  price: number;
}

/** The click-through rate a click bid is valued at, to compare it with impression bids. */
export const ASSUMED_CTR = 0.01;
/** The least an impression sells for: 0.10 per 1,000 (micro-currency). */
export const RESERVE_ECPM = 100_000;
/** Without a bid: a click is worth a fiftieth of the daily budget, from 0.05 to 2 units. */
const AUTO_BID_SHARE = 1 / 50;
const AUTO_BID_MIN = 50_000;
const AUTO_BID_MAX = 2_000_000;
/** Pacing slack: ahead of the even pace by at most this share of the daily budget. */
const PACE_SLACK = 0.1;
const DAY_MS = 86_400_000;

/**
 * What a budget lets its owner spend today: a daily budget all of it; a lifetime budget with an end,
 * what it had left when the day began spread evenly over the days from then to its end (the last
 * one counted in part, so that it is spent by then). Null: no limit by the day.
 */
export function allowanceToday(budget: Budget, now: Date): number | null {
  if (budget.period === 'DAILY') return budget.amount;
  if (budget.endsAt === null) return null;
  const leftThisMorning = budget.amount - (budget.spentInAll - budget.spentToday);
  const daysLeft = (budget.endsAt.getTime() - (now.getTime() - (now.getTime() % DAY_MS))) / DAY_MS;
  return daysLeft > 0 ? leftThisMorning / daysLeft : leftThisMorning;
}

/** The least any of its budgets lets the ad spend today; null: none limits the day. */
function dailyBudgetOf(c: Candidate, now: Date): number | null {
  const allowances = c.budgets.map((b) => allowanceToday(b, now)).filter((a) => a !== null);
  return allowances.length ? Math.min(...allowances) : null;
}

export function bidOf(c: Candidate, now: Date): number {
  if (c.bid !== null) return c.bid;
  const budget = dailyBudgetOf(c, now) ?? AUTO_BID_MAX / AUTO_BID_SHARE;
  return Math.min(AUTO_BID_MAX, Math.max(AUTO_BID_MIN, Math.round(budget * AUTO_BID_SHARE)));
}

/** What a placement is worth to the ad, per 1,000 impressions. */
export function ecpmOf(c: Candidate, now: Date): number {
  const bid = bidOf(c, now);
  return c.billableEvent === 'IMPRESSION' ? bid : bid * 1000 * ASSUMED_CTR;
}

/** An eCPM as the ad's own price: per 1,000 impressions, or per click. */
function priceIn(c: Candidate, ecpm: number): number {
  return Math.round(c.billableEvent === 'IMPRESSION' ? ecpm : ecpm / (1000 * ASSUMED_CTR));
}

/**
 * Budget left and on pace, by every budget that applies: never past a lifetime budget, never past
 * the day's allowance (allowanceToday), and that spread over the day, so by a time of day it has
 * spent at most that share of the allowance plus PACE_SLACK of it.
 */
export function withinPace(c: Candidate, now: Date): boolean {
  const elapsed = (now.getTime() % DAY_MS) / DAY_MS;
  return c.budgets.every((budget) => {
    if (budget.period === 'LIFETIME' && budget.spentInAll >= budget.amount) return false;
    const allowance = allowanceToday(budget, now);
    if (allowance === null) return true;
    if (budget.spentToday >= allowance) return false;
    return budget.spentToday <= allowance * Math.min(1, elapsed + PACE_SLACK);
  });
}

/**
 * The winners of `slots` placements, best eCPM first (ties: the older ad), one per Pin and per
 * campaign; each pays the next best eCPM (or the reserve) plus one micro-unit, never more than its
 * own, in its own billing unit.
 */
export function runAuction<C extends Candidate>(
  candidates: readonly C[],
  slots: number,
  now: Date,
): Win<C>[] {
  const ranked = candidates
    .filter((c) => withinPace(c, now))
    .map((c) => ({ c, ecpm: ecpmOf(c, now) }))
    .filter(({ ecpm }) => ecpm >= RESERVE_ECPM)
    .sort((a, b) => b.ecpm - a.ecpm || Number(BigInt(a.c.adId) - BigInt(b.c.adId)));
  const wins: Win<C>[] = [];
  const pins = new Set<string>();
  const campaigns = new Set<string>();
  for (const [i, { c, ecpm }] of ranked.entries()) {
    if (wins.length === slots) break;
    if (pins.has(c.pinId) || campaigns.has(c.campaignId)) continue;
    const next = ranked.slice(i + 1).find((o) => o.c.campaignId !== c.campaignId);
    const secondPrice = Math.min(ecpm, (next ? next.ecpm : RESERVE_ECPM) + 1);
    wins.push({ candidate: c, price: priceIn(c, secondPrice) });
    pins.add(c.pinId);
    campaigns.add(c.campaignId);
  }
  return wins;
}

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
  /** The smallest daily budget that applies (the campaign's cap, the ad group's daily budget); null: none. */
  dailyBudget: number | null;
  /** Spent so far today (UTC), micro-currency. */
  spentToday: number;
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

export function bidOf(c: Candidate): number {
  if (c.bid !== null) return c.bid;
  const budget = c.dailyBudget ?? AUTO_BID_MAX / AUTO_BID_SHARE;
  return Math.min(AUTO_BID_MAX, Math.max(AUTO_BID_MIN, Math.round(budget * AUTO_BID_SHARE)));
}

/** What a placement is worth to the ad, per 1,000 impressions. */
export function ecpmOf(c: Candidate): number {
  const bid = bidOf(c);
  return c.billableEvent === 'IMPRESSION' ? bid : bid * 1000 * ASSUMED_CTR;
}

/** An eCPM as the ad's own price: per 1,000 impressions, or per click. */
function priceIn(c: Candidate, ecpm: number): number {
  return Math.round(c.billableEvent === 'IMPRESSION' ? ecpm : ecpm / (1000 * ASSUMED_CTR));
}

/**
 * Budget left and on pace: never past the daily budget, and spread over the day, so by a time of
 * day it has spent at most that share of the budget plus PACE_SLACK of it.
 */
export function withinPace(c: Candidate, now: Date): boolean {
  if (c.dailyBudget === null) return true;
  if (c.spentToday >= c.dailyBudget) return false;
  const elapsed = (now.getTime() % DAY_MS) / DAY_MS;
  return c.spentToday <= c.dailyBudget * Math.min(1, elapsed + PACE_SLACK);
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
    .filter((c) => withinPace(c, now) && ecpmOf(c) >= RESERVE_ECPM)
    .sort((a, b) => ecpmOf(b) - ecpmOf(a) || Number(BigInt(a.adId) - BigInt(b.adId)));
  const wins: Win<C>[] = [];
  const pins = new Set<string>();
  const campaigns = new Set<string>();
  for (const [i, c] of ranked.entries()) {
    if (wins.length === slots) break;
    if (pins.has(c.pinId) || campaigns.has(c.campaignId)) continue;
    const next = ranked.slice(i + 1).find((o) => o.campaignId !== c.campaignId);
    const secondPrice = Math.min(ecpmOf(c), (next ? ecpmOf(next) : RESERVE_ECPM) + 1);
    wins.push({ candidate: c, price: priceIn(c, secondPrice) });
    pins.add(c.pinId);
    campaigns.add(c.campaignId);
  }
  return wins;
}

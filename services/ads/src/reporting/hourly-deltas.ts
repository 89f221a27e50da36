import type { RecordedAdEvent } from '@pinboard/contracts';

const HOUR_MS = 3_600_000;
/** A CPM price is per 1,000 impressions: in nano-currency, one impression costs the micro price. */
const NANO_PER_MICRO = 1000n;

/** What a batch adds to one ad's hour. Spend in nano-currency (1,000 = one micro-unit). */
export interface HourlyDelta {
  adId: string;
  hour: Date;
  adGroupId: string;
  campaignId: string;
  adAccountId: string;
  impressions: number;
  closeups: number;
  saves: number;
  outboundClicks: number;
  spendInNanoCurrency: bigint;
}

/** The UTC hour an event falls in. */
export function hourOf(occurredAt: string): Date {
  return new Date(Math.floor(Date.parse(occurredAt) / HOUR_MS) * HOUR_MS);
}

/** How `firsts` names an event's placement and type: `impression_id/type`. */
export const placementKey = (impressionId: string, type: RecordedAdEvent['type']) =>
  `${impressionId.toLowerCase()}/${type}`;

/**
 * The impressions among `events` that count: the first of each placement in `firsts` (as
 * hourlyDeltas counts them; a placement sent twice in one batch counts once).
 */
export function countedImpressions(
  events: readonly RecordedAdEvent[],
  firsts: ReadonlySet<string>,
): RecordedAdEvent[] {
  const unused = new Set(firsts);
  return events.filter(
    (e) => e.type === 'impression' && unused.delete(placementKey(e.claims.impression_id, e.type)),
  );
}

/**
 * Sums new events by ad and hour. `firsts` holds `impression_id/type` for the impressions and
 * clicks first seen for their placement: only the first such event counts as an impression, and
 * only the first such click is billed (every click is still counted). An impression costs its CPM price / 1,000 when the
 * placement bills impressions; a click costs its price when it bills clicks. Sorted by ad and hour.
 */
export function hourlyDeltas(events: readonly RecordedAdEvent[], firsts: ReadonlySet<string>): HourlyDelta[] {
  const byKey = new Map<string, HourlyDelta>();
  // Used up as they are met: of two events of one placement in a batch, only the first is it.
  const unused = new Set(firsts);
  for (const { type, occurred_at, claims } of events) {
    const hour = hourOf(occurred_at);
    const key = `${claims.ad_id}/${hour.getTime()}`;
    let delta = byKey.get(key);
    if (!delta) {
      delta = {
        adId: claims.ad_id,
        hour,
        adGroupId: claims.ad_group_id,
        campaignId: claims.campaign_id,
        adAccountId: claims.ad_account_id,
        impressions: 0,
        closeups: 0,
        saves: 0,
        outboundClicks: 0,
        spendInNanoCurrency: 0n,
      };
      byKey.set(key, delta);
    }
    const first = unused.delete(placementKey(claims.impression_id, type));
    const price = BigInt(claims.price_in_micro_currency);
    if (type === 'impression' && first) {
      delta.impressions += 1;
      if (claims.billable_event === 'IMPRESSION') delta.spendInNanoCurrency += price;
    } else if (type === 'closeup') {
      delta.closeups += 1;
    } else if (type === 'save') {
      delta.saves += 1;
    } else if (type === 'outbound_click') {
      delta.outboundClicks += 1;
      if (first && claims.billable_event === 'CLICKTHROUGH')
        delta.spendInNanoCurrency += price * NANO_PER_MICRO;
    }
  }
  const changed = [...byKey.values()].filter(
    (d) => d.impressions + d.closeups + d.saves + d.outboundClicks > 0 || d.spendInNanoCurrency > 0n,
  );
  return changed.sort((a, b) =>
    a.adId === b.adId ? a.hour.getTime() - b.hour.getTime() : BigInt(a.adId) < BigInt(b.adId) ? -1 : 1,
  );
}

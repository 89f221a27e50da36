import { adEventInputSchema, type AdEventDropReason, type RecordedAdEvent } from '@pinboard/contracts';
import { readTrackingToken } from '@pinboard/service-kit';

export interface CheckedAdEvents {
  accepted: RecordedAdEvent[];
  drops: { index: number; reason: AdEventDropReason }[];
}

/**
 * Checks each event of a request on its own: its shape, its token (signature and age) and its
 * event id (the same id twice in one request counts once). What fails is dropped with its reason;
 * the rest is accepted, with the token's claims in place of the token. An event's time is kept
 * between the token's issue and now: a browser's clock must not move spend into an hour it cannot
 * have happened in.
 */
export function checkAdEvents(events: readonly unknown[], secret: string, now = Date.now()): CheckedAdEvents {
  const accepted: RecordedAdEvent[] = [];
  const drops: CheckedAdEvents['drops'] = [];
  const seen = new Set<string>();
  events.forEach((raw, index) => {
    const parsed = adEventInputSchema.safeParse(raw);
    if (!parsed.success) return drops.push({ index, reason: 'malformed' });
    const { event_id, type, tracking_token, occurred_at } = parsed.data;
    const token = readTrackingToken(tracking_token, secret, now);
    if (!token.ok) return drops.push({ index, reason: token.reason });
    const id = event_id.toLowerCase();
    if (seen.has(id)) return drops.push({ index, reason: 'duplicate' });
    seen.add(id);
    const at = Math.max(token.claims.issued_at * 1000, Math.min(Date.parse(occurred_at), now));
    accepted.push({ event_id: id, type, occurred_at: new Date(at).toISOString(), claims: token.claims });
    return undefined;
  });
  return { accepted, drops };
}

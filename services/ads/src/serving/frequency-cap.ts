import type { Redis } from 'ioredis';

/**
 * How often one person is shown one ad in a UTC day. What counts is an impression (the browser's
 * MRC rule, counted once by reporting), not a serve: a page whose ad was never scrolled into view
 * takes nothing from the cap, as on Pinterest.
 */
export const FREQUENCY_CAP = 5;

/** A counter outlives its day by one, so a day's count is there all day in every time zone. */
const KEPT_SECONDS = 2 * 86_400;

/** The UTC day a time falls on, as the counters' keys name it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The Redis key counting one viewer's impressions of one ad on one UTC day. */
export const frequencyKey = (day: string, viewerId: string, adId: string) =>
  `ads:frequency:${day}:${viewerId}:${adId}`;

/** Counts impressions against the cap (reporting calls it once per impression it counts). */
export async function countImpressions(
  redis: Redis,
  seen: readonly { day: string; viewerId: string; adId: string }[],
): Promise<void> {
  if (seen.length === 0) return;
  const counting = redis.multi();
  for (const { day, viewerId, adId } of seen) {
    const key = frequencyKey(day, viewerId, adId);
    counting.incr(key).expire(key, KEPT_SECONDS);
  }
  await counting.exec();
}

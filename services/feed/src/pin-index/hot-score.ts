/**
 * Reddit's "hot" order with a one-day decade: a Pin first saved a day later ranks as high as one
 * with ten times its saves. It depends on nothing that changes with time, so it is stored and
 * indexed, and a page of the popular feed is one index range.
 */
export const HOT_SECONDS_PER_DECADE = 86_400;

export function hotScore(saves: number, firstSavedAt: Date): number {
  return Math.log10(Math.max(saves, 1)) + firstSavedAt.getTime() / 1000 / HOT_SECONDS_PER_DECADE;
}

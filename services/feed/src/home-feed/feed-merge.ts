/** One Pin in a home feed: the original it goes back to, and the save shown for it. */
export interface FeedEntry {
  rootId: bigint;
  pinId: bigint;
}

/**
 * Newest first (by the save's id) from several newest-first lists: each original once, as its
 * newest save, leaving out `exclude`d originals; at most `limit`.
 */
export function mergeNewestFirst(
  lists: readonly (readonly FeedEntry[])[],
  limit: number,
  exclude: ReadonlySet<bigint> = new Set(),
): FeedEntry[] {
  const all = lists.flat().sort((a, b) => (a.pinId === b.pinId ? 0 : a.pinId > b.pinId ? -1 : 1));
  const seen = new Set(exclude);
  const merged: FeedEntry[] = [];
  for (const entry of all) {
    if (merged.length >= limit) break;
    if (seen.has(entry.rootId)) continue;
    seen.add(entry.rootId);
    merged.push(entry);
  }
  return merged;
}

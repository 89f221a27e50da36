/** What a person searched for lately, in this browser (shown when the box is empty). */
export const RECENT_MAX = 5;
const STORAGE_KEY = 'pinboard.recentSearches';

/** The list with `query` first, once (case-insensitively), at most RECENT_MAX long. */
export function remember(list: readonly string[], query: string): string[] {
  const typed = query.trim();
  if (typed === '') return [...list];
  return [typed, ...list.filter((item) => item.toLowerCase() !== typed.toLowerCase())].slice(0, RECENT_MAX);
}

export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_MAX)
      : [];
  } catch {
    return []; // storage blocked or garbled: nothing remembered
  }
}

export function writeRecent(list: readonly string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage blocked: the list lasts for this page only
  }
}

/**
 * Where each visited grid was scrolled to, by history entry (react-router's location.key): going
 * back to an entry finds its place again; a new visit of the same page (a new key) starts at the
 * top, as Pinterest does. Kept in sessionStorage (per tab, survives a reload), newest entries only.
 */
export const SCROLL_MEMORY_KEY = 'pb-grid-scroll';
/** Entries kept: enough for a long back-and-forth session, small enough to never matter. */
export const SCROLL_MEMORY_ENTRIES = 50;

type Positions = [entryKey: string, y: number][];

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function read(storage: KeyValueStorage): Positions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_MEMORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (p): p is [string, number] =>
            Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'number' && p[1] >= 0,
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberScroll(storage: KeyValueStorage, entryKey: string, y: number): void {
  const positions = read(storage).filter(([key]) => key !== entryKey);
  positions.push([entryKey, Math.max(0, Math.round(y))]);
  try {
    storage.setItem(SCROLL_MEMORY_KEY, JSON.stringify(positions.slice(-SCROLL_MEMORY_ENTRIES)));
  } catch {
    // Storage full or refused (private mode): the grid just opens at the top next time.
  }
}

export function recallScroll(storage: KeyValueStorage, entryKey: string): number | null {
  return read(storage).find(([key]) => key === entryKey)?.[1] ?? null;
}

const inMemory = new Map<string, string>();
/** The tab's sessionStorage, or memory where storage is refused (a sandboxed frame). */
export function tabStorage(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    return {
      getItem: (key) => inMemory.get(key) ?? null,
      setItem: (key, value) => void inMemory.set(key, value),
    };
  }
}

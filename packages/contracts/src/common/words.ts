/** SPEC §4 picker search: typed words match words of a name, ignoring accents and case. */

/** Lower-case, accents removed: 'Café Déco' -> 'cafe deco'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The folded words of a text (letters and digits of any script). */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Each word of `query` starts a word of `name`: 'cafe de' matches 'Café Déco'. */
export function matchesWords(name: string, query: string): boolean {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return true;
  const have = wordsOf(name);
  return wanted.every((w) => have.some((h) => h.startsWith(w)));
}

/**
 * Invisible characters that change how a name reads without showing: bidirectional marks,
 * embeddings, overrides and isolates ('invoice\u202Egnp.exe' shows as 'invoiceexe.png'), zero-width
 * spaces and joiners that make two equal-looking names differ, and a byte order mark. The zero-width
 * (non-)joiner stays: emoji sequences and several scripts need it.
 */
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A name as it is kept: without INVISIBLE characters (names are checked and trimmed after). */
export const withoutInvisibles = (text: string): string => text.replace(INVISIBLE, '');

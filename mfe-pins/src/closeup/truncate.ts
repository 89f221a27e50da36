/** SPEC §2.3: the closeup's creator card truncates the creator's name to 70 characters. */
export const CREATOR_NAME_MAX = 70;

/** SPEC §5's truncation helper: default 80 characters. */
const DEFAULT_MAX = 80;
const TRAILING_PUNCTUATION = /[\s.,;:!?\-–—]+$/u;

/**
 * SPEC §5: a text longer than `max` is cut at a word boundary (mid-word only when its first word is
 * already too long), trailing punctuation stripped, and an ellipsis appended.
 */
export function truncate(text: string, max = DEFAULT_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  // The cut ends a word when the next character is a space.
  const atBoundary = /\s/.test(chars[max] ?? '');
  const lastSpace = cut.search(/\s\S*$/);
  const kept = atBoundary || lastSpace <= 0 ? cut : cut.slice(0, lastSpace);
  return `${kept.replace(TRAILING_PUNCTUATION, '')}…`;
}

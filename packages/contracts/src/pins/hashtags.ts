/**
 * SPEC §5 hashtags: a # followed by characters other than whitespace and punctuation. Pure, so the
 * browser links and suggests them exactly as the pins service records them.
 */

/** SPEC §5: the autocomplete shows at most 5 suggestions. */
export const HASHTAG_SUGGESTIONS_MAX = 5;
/** A tag longer than this is not recorded (nor suggested). */
export const HASHTAG_MAX = 100;
/** How many tags of one description are recorded. */
export const HASHTAGS_PER_PIN_MAX = 30;

const HASHTAG = /#([^\s\p{P}]+)/gu;

export type HashtagPart = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string; tag: string };

/** The text cut into plain runs and hashtags ('#Summer' has the tag 'summer'), in order. */
export function hashtagParts(text: string): HashtagPart[] {
  const parts: HashtagPart[] = [];
  let at = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'hashtag', text: match[0], tag: match[1]!.toLowerCase() });
    at = start + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The distinct tags of a text, lower-cased, in order of first use. */
export function hashtagsIn(text: string): string[] {
  const tags = hashtagParts(text).flatMap((part) => (part.kind === 'hashtag' ? [part.tag] : []));
  return [...new Set(tags)].filter((tag) => tag.length <= HASHTAG_MAX).slice(0, HASHTAGS_PER_PIN_MAX);
}

/**
 * The hashtag being typed just before `caret`: where its '#' is and what follows it so far (may be
 * empty right after the '#'). Null when the caret is not in a hashtag.
 */
export function hashtagBeingTyped(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /#([^\s\p{P}]*)$/u.exec(before);
  if (!match) return null;
  return { start: match.index, query: match[1]!.toLowerCase() };
}

/** The text with the hashtag being typed (from `start` to `caret`) replaced by `#tag `. */
export function withHashtag(
  text: string,
  start: number,
  caret: number,
  tag: string,
): { text: string; caret: number } {
  const inserted = `#${tag} `;
  const after = text
    .slice(caret)
    .replace(/^[^\s\p{P}]*/u, '')
    .replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + after, caret: start + inserted.length };
}

/** Where a hashtag leads: its Pin search (the search page comes with the search service). */
export const hashtagSearchUrl = (tag: string) =>
  `/search/pins/?q=${encodeURIComponent(`#${tag}`)}&rs=hashtag`;

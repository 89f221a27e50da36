/**
 * Keyword targeting in search. An ad group's targeting_spec may name KEYWORD (it competes for a
 * query holding one of them, whether its Pin matches the query or not) and NEGATIVE_KEYWORD (it
 * never competes for a query holding one). A keyword is held by a query as a phrase: the same
 * words, in order, next to each other, whatever the case and the punctuation between them.
 * Pure, so that search (which asks serving only when something can compete) and serving (which
 * decides) match alike.
 */
import { KEYWORD_WORDS_MAX } from './limits.js';

/** Letters (with their accents), digits: what words are made of; anything else parts them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * A keyword or a query as they are compared: its words, lower-case, one space apart
 * ('Trail-Running  Shoes' → 'trail running shoes').
 */
export function keywordForm(text: string): string {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).join(' ');
}

/** The phrases of a query a keyword can be: each run of up to KEYWORD_WORDS_MAX words, in keywordForm. */
export function phrasesOf(query: string): Set<string> {
  const words = keywordForm(query).split(' ').filter(Boolean);
  const phrases = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + KEYWORD_WORDS_MAX); end++) {
      phrases.add(words.slice(start, end).join(' '));
    }
  }
  return phrases;
}

/** Whether a query (its phrasesOf) holds one of these keywords (in keywordForm). */
export function holdsKeyword(phrases: ReadonlySet<string>, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => phrases.has(keyword));
}

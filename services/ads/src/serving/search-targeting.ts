import { holdsKeyword } from '@pinboard/contracts';

/** An ad group's search keywords (targeting_spec KEYWORD and NEGATIVE_KEYWORD), in keywordForm. */
export interface KeywordTargeting {
  pinId: string;
  keywords: readonly string[];
  negativeKeywords: readonly string[];
}

/** What a pick says about the search it is for. */
export interface SearchContext {
  /** The query's phrases (phrasesOf), or null when the pick carries no query. */
  phrases: ReadonlySet<string> | null;
  /** The Pins the query matches (only_pin_ids), or null when any Pin may compete. */
  matchingPins: ReadonlySet<string> | null;
}

/**
 * Whether an ad competes for a search: never for a query holding one of its negative keywords;
 * with keywords, when the query holds one of them (the advertiser chose the queries, so its Pin's
 * text does not matter); without, when its Pin is among those the query matches.
 */
export function competesInSearch(ad: KeywordTargeting, { phrases, matchingPins }: SearchContext): boolean {
  if (phrases !== null) {
    if (holdsKeyword(phrases, ad.negativeKeywords)) return false;
    if (ad.keywords.length > 0) return holdsKeyword(phrases, ad.keywords);
  }
  return matchingPins === null || matchingPins.has(ad.pinId);
}

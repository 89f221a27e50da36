/** Search limits (pure: the browser bundles this file). */

/** What a search may ask at most: longer queries are refused, not cut. */
export const QUERY_MAX = 300;
/** SPEC §9: typeahead and autocomplete answer 5 by default. */
export const TYPEAHEAD_COUNT_DEFAULT = 5;
export const TYPEAHEAD_COUNT_MAX = 20;
/** SPEC §9: highlighting only for queries longer than one character. */
export const HIGHLIGHT_MIN_LENGTH = 2;
/** How many brands the brands filter of a shopping search offers (the most Pins first). */
export const SHOPPING_BRANDS_MAX = 30;

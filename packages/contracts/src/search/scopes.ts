/** Search scopes and the rules that pick one (pure: the browser bundles this file). */

/** SPEC §3 scopes. */
export const SEARCH_SCOPES = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'boards',
  'users',
  'idea_pins',
  'my_content',
  'shop_tool',
] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** SPEC §3 numeric codes of the scopes that have one. */
export const SCOPE_CODES = {
  pins: 0,
  buyable_pins: 1,
  videos: 2,
  boards: 3,
  users: 4,
} as const satisfies Partial<Record<SearchScope, number>>;

/** The scope a SPEC §3 numeric code names (0 pins … 4 users), or undefined. */
export const scopeOfCode = (code: number): SearchScope | undefined =>
  (Object.keys(SCOPE_CODES) as (keyof typeof SCOPE_CODES)[]).find((scope) => SCOPE_CODES[scope] === code);

/** Scopes whose results are Pins (the rest: boards, users). */
export const PIN_SCOPES: readonly SearchScope[] = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'idea_pins',
  'my_content',
  'shop_tool',
];
/** Scopes that find product Pins only (a Pin whose link's page sells something, in stock). */
export const SHOPPING_SCOPES: readonly SearchScope[] = ['buyable_pins', 'shop_tool'];
/** Scopes that search the viewer's own Pins: a visitor is asked to log in. */
export const OWN_SCOPES: readonly SearchScope[] = ['my_pins', 'my_content'];

export const isSearchScope = (value: string): value is SearchScope =>
  (SEARCH_SCOPES as readonly string[]).includes(value);

/**
 * The scope of a search page (SPEC §2.1, §2 URL parameters): from the route's scope segment, unless
 * the path contains /_tools/shop (shop_tool) or commerce_only is 'true' (buyable Pins); an unknown
 * or missing segment is pins.
 */
export function scopeOf(path: string, segment: string | undefined, commerceOnly: string | null): SearchScope {
  if (commerceOnly === 'true') return 'buyable_pins';
  if (path.includes('/_tools/shop')) return 'shop_tool';
  return segment && isSearchScope(segment) ? segment : 'pins';
}

import {
  currencyOf,
  inPaletteOrder,
  QUERY_MAX,
  scopeOf,
  SHOPPING_SCOPES,
  type SearchColor,
  type SearchScope,
} from '@pinboard/contracts/web';
import type { PinSearch } from '@pinboard/host-contract';

/**
 * A search page's state, all of it in its URL (SPEC §2.1): a shared link reproduces the page.
 * Values that cannot mean anything are dropped here (the page still loads), never sent as errors.
 */
export interface SearchState {
  query: string;
  scope: SearchScope;
  /** Where the search came from: typed, ac (a suggestion), hashtag, filter… (default direct_navigation). */
  rs: string;
  domains?: string;
  user?: string;
  /** The colour filter (`colors=red,blue`): palette names, each once, in palette order. */
  colors?: SearchColor[];
  journeyDepth?: number;
  /** Shopping scopes only: a price range in units, Pins on sale, brands (comma-separated). */
  priceMin?: number;
  priceMax?: number;
  /** The price range's currency (ISO 4217), when the URL names one (else the viewer's, see localCurrency). */
  currency?: string;
  onSale?: boolean;
  brands?: string;
}

/** A price as the URL carries it: a number of units, at most two decimals. */
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const BRANDS = /^[^\p{Cc}]{1,400}$/u;
const CURRENCY = /^[A-Za-z]{3}$/;

/** The currency of the viewer's region (SPEC §9's table; USD where their locale names no region). */
export function localCurrency(locale = Intl.NumberFormat().resolvedOptions().locale): string {
  try {
    return currencyOf(new Intl.Locale(locale).maximize().region ?? 'US');
  } catch {
    return 'USD';
  }
}

const DOMAIN = /^[a-z0-9.-]{1,253}$/i;
const USERNAME = /^[A-Za-z0-9_]{1,30}$/;

/** Reads `/search/{scope}/…?q=…` (the scope segment is the first after /search/). */
export function readSearchUrl(pathname: string, search: string): SearchState {
  const params = new URLSearchParams(search);
  const segment = pathname.split('/').filter(Boolean)[1];
  const state: SearchState = {
    query: (params.get('q') ?? '').trim().slice(0, QUERY_MAX),
    scope: scopeOf(pathname, segment, params.get('commerce_only')),
    rs: params.get('rs')?.slice(0, 100) || 'direct_navigation',
  };
  const domains = params.get('domains');
  if (domains && domains.split(',').every((domain) => DOMAIN.test(domain))) state.domains = domains;
  const user = params.get('user');
  if (user && USERNAME.test(user)) state.user = user;
  // Unknown colours are left out one by one: the rest of the filter still applies.
  const colors = inPaletteOrder(params.get('colors')?.toLowerCase().split(',') ?? []);
  if (colors.length) state.colors = colors;
  const depth = params.get('journey_depth');
  if (depth !== null && /^\d{1,4}$/.test(depth)) state.journeyDepth = Number(depth);
  if (SHOPPING_SCOPES.includes(state.scope)) {
    const min = params.get('price_min');
    if (min !== null && PRICE.test(min)) state.priceMin = Number(min);
    const max = params.get('price_max');
    if (max !== null && PRICE.test(max)) state.priceMax = Number(max);
    const currency = params.get('currency');
    if (currency !== null && CURRENCY.test(currency)) state.currency = currency.toUpperCase();
    if (params.get('on_sale') === 'true') state.onSale = true;
    const brands = params.get('brands')?.trim();
    if (brands && BRANDS.test(brands)) state.brands = brands;
  }
  return state;
}

/**
 * What the page asks BaseSearchResource: its state under the request's field names (SPEC §3). A
 * price range is in the URL's currency, else in `currency` (the viewer's).
 */
export function searchRequest(state: SearchState, currency = localCurrency()): PinSearch {
  const priced = state.priceMin !== undefined || state.priceMax !== undefined;
  return {
    query: state.query,
    scope: state.scope,
    rs: state.rs,
    ...(state.domains && { domains: state.domains }),
    ...(state.user && { user: state.user }),
    ...(state.colors && { colors: state.colors }),
    ...(state.journeyDepth !== undefined && { journey_depth: state.journeyDepth }),
    ...(state.priceMin !== undefined && { price_min: state.priceMin }),
    ...(state.priceMax !== undefined && { price_max: state.priceMax }),
    ...(priced && { currency: state.currency ?? currency }),
    ...(state.onSale && { on_sale: true }),
    ...(state.brands && { brands: state.brands }),
  };
}

/** The url of a search: q and rs, plus the other parameters kept from the current one. */
export function searchUrl(
  scope: SearchScope,
  query: string,
  rs: string,
  keep: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams(keep);
  params.delete('commerce_only');
  params.set('q', query);
  params.set('rs', rs);
  // Lists read as lists (colors=red,blue): a comma needs no escaping in a query string.
  return `/search/${scope}/?${params.toString().replace(/%2C/gi, ',')}`;
}

/** The same search with the colour filter changed from the filter bar (none: no `colors`). */
export function colorsUrl(state: SearchState, colors: readonly SearchColor[], keep: URLSearchParams): string {
  return filteredUrl(state, { colors: colors.length ? colors.join(',') : null }, keep);
}

/** The brands a search filters by (its `brands`, comma-separated), each once. */
export function brandsOf(state: SearchState): string[] {
  const brands = (state.brands ?? '').split(',').map((brand) => brand.trim());
  return [...new Set(brands.filter(Boolean))];
}

/** The same search with the filter bar's parameters changed (null: left out). */
export function filteredUrl(
  state: SearchState,
  changes: Partial<
    Record<'colors' | 'price_min' | 'price_max' | 'currency' | 'on_sale' | 'brands', string | null>
  >,
  keep: URLSearchParams,
): string {
  const params = new URLSearchParams(keep);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) params.delete(name);
    else params.set(name, value);
  }
  return searchUrl(state.scope, state.query, 'filter', params);
}

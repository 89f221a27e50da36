import { QUERY_MAX, scopeOf, type SearchScope } from '@pinboard/contracts/web';

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
  journeyDepth?: number;
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
  const depth = params.get('journey_depth');
  if (depth !== null && /^\d{1,4}$/.test(depth)) state.journeyDepth = Number(depth);
  return state;
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
  return `/search/${scope}/?${params.toString()}`;
}

import { Box, Heading, Text } from 'gestalt';
import { Link, useLocation } from 'react-router';
import { SHOPPING_SCOPES, type SearchScope } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, RemoteRoot, useDocumentTitle } from '@pinboard/web-kit';
import { readSearchUrl, searchRequest, searchUrl } from '../common/search-url';
import { EntityResults } from './entity-results';
import { FilterBar } from './filter-bar';
import '../search.css';

/** The scope tabs, as Pinterest's web app names them; 'Your Pins' for a signed-in person only. */
const TABS: { scope: SearchScope; label: string; signedIn?: boolean }[] = [
  { scope: 'pins', label: 'All Pins' },
  { scope: 'my_pins', label: 'Your Pins', signedIn: true },
  { scope: 'buyable_pins', label: 'Shop' },
  { scope: 'videos', label: 'Videos' },
  { scope: 'idea_pins', label: 'Idea Pins' },
  { scope: 'boards', label: 'Boards' },
  { scope: 'users', label: 'Profiles' },
];

function ScopeTabs({ scope, query, signedIn }: { scope: SearchScope; query: string; signedIn: boolean }) {
  const location = useLocation();
  const keep = new URLSearchParams(location.search);
  return (
    <nav className="pb-scope-tabs" aria-label="Search in">
      {TABS.filter((tab) => signedIn || !tab.signedIn).map((tab) => {
        // The shop tool (a /_tools/shop path) is the Shop tab's too.
        const current = tab.scope === scope || (tab.scope === 'buyable_pins' && scope === 'shop_tool');
        return (
          <Link
            key={tab.scope}
            to={searchUrl(tab.scope, query, 'filter', keep)}
            className={`pb-scope-tab${current ? ' pb-scope-tab--active' : ''}`}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** '/search/{scope}/?q=…': the results of a search, the URL its whole state. */
function SearchView({ host }: HostProps) {
  const location = useLocation();
  const state = readSearchUrl(location.pathname, location.search);
  useDocumentTitle(state.query ? pageTitle(state.query) : pageTitle('Search'));
  const pinScope = state.scope !== 'boards' && state.scope !== 'users';
  return (
    <section className="pb-search" aria-labelledby="pb-search-title">
      <Heading size="400" accessibilityLevel={1} id="pb-search-title" align="center">
        {state.query ? `Results for “${state.query}”` : 'Search'}
      </Heading>
      <ScopeTabs scope={state.scope} query={state.query} signedIn={host.me !== null} />
      {pinScope && state.query !== '' ? <FilterBar api={host.api} state={state} /> : null}
      {state.query === '' ? (
        <Box padding={8}>
          <Text align="center">Type something in the search box to find Pins, boards and people.</Text>
        </Box>
      ) : pinScope ? (
        host.renderPinFeed({
          source: { kind: 'search', search: searchRequest(state) },
          emptyText: `No ${SHOPPING_SCOPES.includes(state.scope) ? 'products' : 'Pins'} found for “${state.query}”${
            state.colors ||
            state.priceMin !== undefined ||
            state.priceMax !== undefined ||
            state.onSale ||
            state.brands
              ? ' with the filters chosen'
              : ''
          }`,
        })
      ) : (
        <EntityResults api={host.api} state={state} />
      )}
    </section>
  );
}

/** Exposed as mfe_search/SearchPage: every path under /search/. */
export function SearchPage(props: HostProps) {
  return (
    <RemoteRoot>
      <SearchView {...props} />
    </RemoteRoot>
  );
}

import { QUERY_MAX } from '@pinboard/contracts/web';

/**
 * The header's search box when mfe-search cannot load (and while it loads): a plain form that
 * opens the Pin results page, so searching still works with no typeahead.
 */
export function PlainSearchForm() {
  return (
    <form className="pb-header__search" role="search" action="/search/pins/" method="get">
      <input
        className="pb-header__search-input"
        type="search"
        name="q"
        maxLength={QUERY_MAX}
        placeholder="Search"
        aria-label="Search"
        autoComplete="off"
      />
      <input type="hidden" name="rs" value="typed" />
    </form>
  );
}

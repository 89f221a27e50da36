import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QUERY_MAX, type TypeaheadItem } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { RemoteRoot } from '@pinboard/web-kit';
import { highlight } from '../common/highlight';
import { readSearchUrl, searchUrl } from '../common/search-url';
import { readRecent, remember, writeRecent } from './recent-searches';
import { useTypeahead } from './use-typeahead';
import '../search.css';

/** One run of text (the flex rows around it must not split it), the typed part in bold. */
function Highlighted({ label, term }: { label: string; term: string }) {
  return (
    <span className="pb-typeahead__label">
      {highlight(label, term).map((part, i) =>
        part.match ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
      )}
    </span>
  );
}

/** A line of the list: a suggestion, or (the box empty) one of the person's recent searches. */
type Option = TypeaheadItem | { type: 'recent'; query: string };

function hrefOf(item: Option): string {
  if (item.type === 'recent') return searchUrl('pins', item.query, 'recent');
  if (item.type === 'query') return searchUrl('pins', item.query, 'ac');
  if (item.type === 'user') return `/${item.username}/`;
  return item.url;
}

function Suggestion({ item, term }: { item: Option; term: string }) {
  if (item.type === 'recent') {
    return (
      <span className="pb-typeahead__query">
        <span className="pb-typeahead__icon" aria-hidden="true">
          ↺
        </span>
        <span className="pb-typeahead__label">{item.query}</span>
      </span>
    );
  }
  if (item.type === 'query') {
    return (
      <span className="pb-typeahead__query">
        <span className="pb-typeahead__icon" aria-hidden="true">
          ⌕
        </span>
        <Highlighted label={item.query} term={term} />
      </span>
    );
  }
  const image = item.type === 'user' ? item.image_medium_url : item.image_thumbnail_url;
  const label = item.type === 'user' ? item.full_name || item.username : item.name;
  return (
    <span className="pb-typeahead__entity">
      {image ? (
        <img className={`pb-typeahead__image pb-typeahead__image--${item.type}`} src={image} alt="" />
      ) : (
        <span className={`pb-typeahead__image pb-typeahead__image--${item.type}`} aria-hidden="true" />
      )}
      <span className="pb-typeahead__text">
        <Highlighted label={label} term={term} />
        <span className="pb-typeahead__kind">
          {item.type === 'user' ? `@${item.username}` : `Board by ${item.owner_username}`}
        </span>
      </span>
    </span>
  );
}

/**
 * The header's search box (an ARIA combobox): suggestions as one types, arrows to move through
 * them, Enter to open one or search for what was typed, Escape to close.
 */
function SearchBoxView({ host }: HostProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname.startsWith('/search/');
  const urlQuery = onSearchPage ? readSearchUrl(location.pathname, location.search).query : '';
  const [term, setTerm] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items: suggestions, term: answered } = useTypeahead(host.api, term);
  const [recent, setRecent] = useState(readRecent);
  const showingRecent = term.trim() === '';
  const items: Option[] = showingRecent ? recent.map((query) => ({ type: 'recent', query })) : suggestions;
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  // The box shows the query of the results page it is on (a shared link, back and forward).
  useEffect(() => setTerm(urlQuery), [urlQuery]);
  useEffect(() => setActive(-1), [suggestions, showingRecent]);

  const shown = open && items.length > 0;
  const go = (href: string, query?: string) => {
    if (query !== undefined) {
      const next = remember(recent, query);
      setRecent(next);
      writeRecent(next);
    }
    setOpen(false);
    input.current?.blur();
    navigate(href);
  };
  const submit = () => {
    const typed = term.trim();
    if (typed === '') return;
    const scope = onSearchPage ? readSearchUrl(location.pathname, location.search).scope : 'pins';
    go(searchUrl(scope, typed, 'typed'), typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = shown && active >= 0 ? items[active] : undefined;
      if (chosen) go(hrefOf(chosen), 'query' in chosen ? chosen.query : undefined);
      else submit();
    }
  };

  return (
    <form
      className="pb-header__search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        ref={input}
        className="pb-header__search-input"
        type="search"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Search"
        autoComplete="off"
        maxLength={QUERY_MAX}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        // A click on a suggestion lands before the blur closes the list.
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={showingRecent ? 'Recent searches' : 'Search suggestions'}
        className="pb-typeahead"
        hidden={!shown}
      >
        {items.map((item, i) => (
          <li
            key={`${item.type}:${'query' in item ? item.query : item.id}`}
            id={`${listId}-${i}`}
            role="option"
            // A query's name is its text, whole (the highlight splits it); people and boards are named by their content.
            aria-label={'query' in item ? item.query : undefined}
            aria-selected={i === active}
            className={`pb-typeahead__item${i === active ? ' pb-typeahead__item--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(hrefOf(item), 'query' in item ? item.query : undefined)}
          >
            <Suggestion item={item} term={answered} />
          </li>
        ))}
      </ul>
    </form>
  );
}

/** Exposed as mfe_search/SearchBox: rendered in the shell's header. */
export function SearchBox(props: HostProps) {
  return (
    <RemoteRoot>
      <SearchBoxView {...props} />
    </RemoteRoot>
  );
}

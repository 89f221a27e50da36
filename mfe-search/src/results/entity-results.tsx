import { useEffect, useRef } from 'react';
import { Box, Button, Spinner, Text } from 'gestalt';
import { Link } from 'react-router';
import type { BoardResult, UserResult } from '@pinboard/contracts/web';
import type { ApiClient } from '@pinboard/host-contract';
import { errorText, followerCountText, pinCountText } from '@pinboard/web-kit';
import type { SearchState } from '../common/search-url';
import { useSearchResults } from './use-search-results';

function BoardCard({ board }: { board: BoardResult }) {
  return (
    <Link to={board.url} className="pb-result-board">
      <span className="pb-result-board__cover">
        {board.image_cover_url ? <img src={board.image_cover_url} alt="" loading="lazy" /> : null}
      </span>
      <Text weight="bold" lineClamp={1}>
        {board.name}
      </Text>
      <Text size="100" color="subtle">
        {pinCountText(board.pin_count)} · {board.owner.username}
      </Text>
    </Link>
  );
}

function PersonRow({ user }: { user: UserResult }) {
  const name = user.full_name || user.username;
  return (
    <Link to={`/${user.username}/`} className="pb-result-person">
      {user.image_medium_url ? (
        <img className="pb-result-person__avatar" src={user.image_medium_url} alt="" />
      ) : (
        <span className="pb-result-person__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <span>
        <Text weight="bold">{name}</Text>
        <Text size="100" color="subtle">
          @{user.username} · {followerCountText(user.follower_count)}
        </Text>
      </span>
    </Link>
  );
}

/** Loads the next page when the end of the list comes within two viewport heights (SPEC §9). */
function useLoadMoreNear(load: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: `0px 0px ${2 * window.innerHeight}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, enabled]);
  return sentinel;
}

/** Boards or people found: a grid of board cards, or a list of people. */
export function EntityResults({ api, state }: { api: ApiClient; state: SearchState }) {
  const { query, results } = useSearchResults(api, state);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const sentinel = useLoadMoreNear(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, hasNextPage);

  if (query.isPending) return <Spinner show accessibilityLabel="Loading results" />;
  if (query.isError && results.length === 0) {
    return (
      <Box display="flex" direction="column" alignItems="center" padding={8}>
        <Text align="center">{errorText(query.error)}</Text>
        <Box marginTop={3}>
          <Button text="Try again" onClick={() => void query.refetch()} />
        </Box>
      </Box>
    );
  }
  if (results.length === 0) {
    return (
      <Box padding={8}>
        <Text align="center" size="400" weight="bold">
          {state.scope === 'users' ? 'No people found' : 'No boards found'}
        </Text>
      </Box>
    );
  }
  const boards = results.flatMap((item) => (item.type === 'board' ? [item] : []));
  const people = results.flatMap((item) => (item.type === 'user' ? [item] : []));
  return (
    <>
      {boards.length ? (
        <ul className="pb-result-boards" aria-label="Boards">
          {boards.map((board) => (
            <li key={board.id}>
              <BoardCard board={board} />
            </li>
          ))}
        </ul>
      ) : null}
      {people.length ? (
        <ul className="pb-result-people" aria-label="People">
          {people.map((user) => (
            <li key={user.id}>
              <PersonRow user={user} />
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={sentinel} />
      {isFetchingNextPage ? <Spinner show accessibilityLabel="Loading more results" /> : null}
    </>
  );
}

import { useCallback, useRef } from 'react';
import { FEED_FETCH_THROTTLE_MS } from '@pinboard/contracts/web';

/** What `useLoadMore` uses of a TanStack infinite query. */
interface PagedQuery {
  fetchNextPage(options: { cancelRefetch: boolean }): Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
}

/**
 * `loadMore` for a bookmark-paged list (a Pin grid, a follow list): the next page, when there is
 * one and none is on its way, at most once per FEED_FETCH_THROTTLE_MS (SPEC §9: 200 ms).
 */
export function useLoadMore({ fetchNextPage, hasNextPage, isFetchingNextPage }: PagedQuery) {
  const lastFetchAt = useRef(0);
  return useCallback(async () => {
    if (!hasNextPage || isFetchingNextPage) return;
    const wait = lastFetchAt.current + FEED_FETCH_THROTTLE_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastFetchAt.current = Date.now();
    await fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
}

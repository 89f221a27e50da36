import { useCallback, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_FETCH_THROTTLE_MS } from '@pinboard/contracts/web';
import type { ApiClient } from '@pinboard/host-contract';
import { followListKey, pageOf, type FollowListKind } from '@pinboard/web-kit';

const RESOURCE = { followers: 'UserFollowersResource', following: 'UserFollowingResource' } as const;

/** Who follows `username`, or whom they follow: bookmark-paged, the next page at most every 200 ms (SPEC §9). */
export function useFollowList(api: ApiClient, username: string, kind: FollowListKind) {
  const list = useInfiniteQuery({
    queryKey: followListKey(username, kind),
    queryFn: ({ pageParam }) =>
      pageOf(api.get(RESOURCE[kind], pageParam ? { username, bookmark: pageParam } : { username })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const lastFetchAt = useRef(0);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;

  const loadMore = useCallback(async () => {
    if (!hasNextPage || isFetchingNextPage) return;
    const wait = lastFetchAt.current + FEED_FETCH_THROTTLE_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastFetchAt.current = Date.now();
    await fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  return { list, loadMore };
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/host-contract';
import { followListKey, pageOf, useLoadMore, type FollowListKind } from '@pinboard/web-kit';

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
  return { list, loadMore: useLoadMore(list) };
}

import { useQuery } from '@tanstack/react-query';
import type { BoardView } from '@pinboard/contracts/web';
import type { ApiClient } from '@pinboard/host-contract';
import { boardViewKey, dataOf } from '@pinboard/web-kit';

/**
 * What a query takes to start from data that came in the page's HTML: as fresh as the page's load
 * for a minute (or the query would ask again at once); once fetched or changed, stale at once as
 * before. Nothing without it.
 */
export function bootQueryOptions<T>(initial: T | null) {
  if (!initial) return {};
  return {
    initialData: initial,
    initialDataUpdatedAt: performance.timeOrigin,
    staleTime: (query: { state: { dataUpdatedAt: number } }) =>
      query.state.dataUpdatedAt === performance.timeOrigin ? 60_000 : 0,
  };
}

/**
 * A board by its owner and slug, with its follower count and whether the viewer follows it;
 * `initial`: the board as it came in the page's HTML, shown without asking for it.
 */
export function useBoard(api: ApiClient, username: string, slug: string, initial?: BoardView | null) {
  return useQuery({
    queryKey: boardViewKey(username, slug),
    queryFn: () => dataOf(api.get('BoardResource', { username, slug })),
    ...bootQueryOptions(initial ?? null),
  });
}

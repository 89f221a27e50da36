import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResult } from '@pinboard/contracts/web';
import type { ApiClient } from '@pinboard/host-contract';
import { ApiFailure, type ListPage } from '@pinboard/web-kit';
import type { SearchState } from '../common/search-url';

/** Boards or people found, page by page (BaseSearchResource answers data.results and a bookmark). */
export function useSearchResults(api: ApiClient, state: SearchState) {
  const query = useInfiniteQuery({
    queryKey: ['search', state],
    enabled: state.query !== '',
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<SearchResult>) => last.next,
    queryFn: async ({ pageParam }): Promise<ListPage<SearchResult>> => {
      const result = await api.get('BaseSearchResource', {
        query: state.query,
        scope: state.scope,
        rs: state.rs,
        ...(state.user && { user: state.user }),
        ...(pageParam && { bookmark: pageParam }),
      });
      if (!result.ok) throw new ApiFailure(result.error);
      const next = result.bookmark && result.bookmark !== '-end-' ? result.bookmark : null;
      return { items: result.data.results, next };
    },
  });
  const results = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { query, results };
}

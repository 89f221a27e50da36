import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResult } from '@pinboard/contracts/web';
import type { ApiClient } from '@pinboard/host-contract';
import { pageOf, type ListPage } from '@pinboard/web-kit';
import { searchRequest, type SearchState } from '../common/search-url';

/** Boards or people found, page by page (BaseSearchResource answers data.results and a bookmark). */
export function useSearchResults(api: ApiClient, state: SearchState) {
  const query = useInfiniteQuery({
    queryKey: ['search', state],
    enabled: state.query !== '',
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<SearchResult>) => last.next,
    // SPEC §7: the search answers data.results and the usual bookmark.
    queryFn: ({ pageParam }): Promise<ListPage<SearchResult>> =>
      pageOf(
        api
          .get('BaseSearchResource', { ...searchRequest(state), ...(pageParam && { bookmark: pageParam }) })
          .then((result) => (result.ok ? { ...result, data: result.data.results } : result)),
      ),
  });
  const results = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { query, results };
}

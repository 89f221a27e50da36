import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, FeedFirstPage, HostApi, PinFeedSource } from '@pinboard/host-contract';
import { pageOf, useLoadMore } from '@pinboard/web-kit';
import { feedPins } from './feed-pins';

/** A board's feeds (all its Pins, and each section's) sit under this key. */
export const boardFeedsKey = (boardId: string) => ['pin-feed', 'board', boardId] as const;

export function feedKey(source: PinFeedSource) {
  if (source.kind === 'home') return ['pin-feed', 'home'] as const;
  if (source.kind === 'search') return ['pin-feed', 'search', JSON.stringify(source.search)] as const;
  if (source.kind === 'related') return ['pin-feed', 'related', source.pinId] as const;
  return [...boardFeedsKey(source.boardId), source.sectionId ?? ''] as const;
}

function fetchPage(api: ApiClient, source: PinFeedSource, bookmark: string | null) {
  const page = bookmark ? { bookmark } : {};
  if (source.kind === 'home') return pageOf(api.get('UserHomefeedResource', page));
  if (source.kind === 'related')
    return pageOf(api.get('RelatedPinFeedResource', { pin_id: source.pinId, ...page }));
  if (source.kind === 'search') {
    // SPEC §7: the search answers data.results; every result of a Pin scope is a Pin. The search
    // page's request goes as it is (its fields are the resource's), filters and all.
    const answer = api
      .get('BaseSearchResource', { ...source.search, ...page })
      .then((result) =>
        result.ok
          ? { ...result, data: result.data.results.flatMap((item) => (item.type === 'pin' ? [item] : [])) }
          : result,
      );
    return pageOf(answer);
  }
  const section = source.sectionId ? { section_id: source.sectionId } : {};
  return pageOf(api.get('BoardFeedResource', { board_id: source.boardId, ...section, ...page }));
}

/**
 * Loaded pages stay fresh this long: back from a closeup, the grid shows the same Pins where they
 * were instead of refetching every page (saves invalidate the feeds they change).
 */
const FEED_FRESH_MS = 5 * 60_000;

/**
 * Bookmark-paginated Pins; the next page is fetched at most once per 200 ms (SPEC §9). `returning`:
 * the grid is shown again for a history entry it was shown for (back from a closeup), so its
 * loaded pages are reused; a new visit starts from a fresh first page, the one that came in the
 * page's HTML when there is one (`takeBootPage`, the host's).
 */
export function usePinFeed(
  api: ApiClient,
  source: PinFeedSource,
  returning: boolean,
  takeBootPage?: HostApi['takeBootFeedPage'],
) {
  const queryClient = useQueryClient();
  // Before the query subscribes, so that a new visit never flashes the pages of the last one.
  const [bootPage] = useState<FeedFirstPage | null>(() => {
    const page = takeBootPage?.(source) ?? null;
    if (returning) return null;
    queryClient.removeQueries({ queryKey: feedKey(source), exact: true });
    return page;
  });
  const feed = useInfiniteQuery({
    queryKey: feedKey(source),
    queryFn: ({ pageParam }) => fetchPage(api, source, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: FEED_FRESH_MS,
    ...(bootPage ? { initialData: { pages: [bootPage], pageParams: [null] } } : {}),
  });
  const pins = useMemo(() => feedPins(feed.data), [feed.data]);
  const loadMore = useLoadMore(feed);
  const { hasNextPage, refetch } = feed;

  const retry = useCallback(
    () => void (pins.length ? loadMore() : refetch()),
    [pins.length, loadMore, refetch],
  );
  return { feed, pins, done: !hasNextPage, loadMore, retry };
}

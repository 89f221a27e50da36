import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/host-contract';
import { dataOf } from '@pinboard/web-kit';

/** SPEC §7 board_title_suggestions: names for a new board (or section) for this Pin. */
async function fetchSuggestions(api: ApiClient, pinId: string): Promise<string[]> {
  const titles = await dataOf(api.boardTitleSuggestions(pinId));
  return titles.map((suggestion) => suggestion.title);
}

/** Asked for once a form that offers them opens; none while loading or when the call fails. */
export function useBoardTitleSuggestions(api: ApiClient, pinId: string, enabled: boolean): string[] {
  const query = useQuery({
    queryKey: ['board-title-suggestions', pinId],
    queryFn: () => fetchSuggestions(api, pinId),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? [];
}

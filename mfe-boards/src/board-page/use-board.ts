import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/host-contract';
import { boardViewKey, dataOf } from '@pinboard/web-kit';

/** A board by its owner and slug, with its follower count and whether the viewer follows it. */
export function useBoard(api: ApiClient, username: string, slug: string) {
  return useQuery({
    queryKey: boardViewKey(username, slug),
    queryFn: () => dataOf(api.get('BoardResource', { username, slug })),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/host-contract';
import { dataOf } from '@pinboard/web-kit';

export const boardKey = (username: string, slug: string) => ['board', username, slug] as const;

/** A board by its owner and slug (the board page, and a section page's way back). */
export function useBoard(api: ApiClient, username: string, slug: string) {
  return useQuery({
    queryKey: boardKey(username, slug),
    queryFn: () => dataOf(api.get('BoardResource', { username, slug })),
  });
}

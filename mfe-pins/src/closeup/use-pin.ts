import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/host-contract';
import { dataOf } from '@pinboard/web-kit';

export const pinKey = (pinId: string) => ['pin', pinId] as const;

/**
 * The Pin as its closeup reads it, with where the viewer saved it (saved_to). `staleTime` lets a
 * second reader (the repin modal) use what the closeup just loaded.
 */
export function usePin(api: ApiClient, pinId: string, staleTime = 0) {
  return useQuery({
    queryKey: pinKey(pinId),
    queryFn: () => dataOf(api.get('PinResource', { id: pinId })),
    staleTime,
  });
}

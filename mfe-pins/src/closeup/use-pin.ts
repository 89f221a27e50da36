import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/host-contract';
import { dataOf } from '@pinboard/web-kit';

export const pinKey = (pinId: string) => ['pin', pinId] as const;

/** The Pin of the closeup. */
export function usePin(api: ApiClient, pinId: string) {
  return useQuery({ queryKey: pinKey(pinId), queryFn: () => dataOf(api.get('PinResource', { id: pinId })) });
}

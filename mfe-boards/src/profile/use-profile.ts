import { useQuery } from '@tanstack/react-query';
import type { HostApi } from '@pinboard/host-contract';
import { dataOf, useUserBoards } from '@pinboard/web-kit';

/** A profile: the user and the boards the viewer may see, loading or failing as one. */
export function useProfile(host: HostApi, username: string) {
  const user = useQuery({
    queryKey: ['user', username],
    queryFn: () => dataOf(host.api.get('UserResource', { username })),
  });
  const boards = useUserBoards(host.api, username);
  const error = user.error ?? boards.error;
  if (error) return { status: 'error' as const, error };
  if (!user.data || !boards.data) return { status: 'loading' as const };
  return { status: 'ready' as const, user: user.data, boards: boards.data };
}

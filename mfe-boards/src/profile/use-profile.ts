import type { HostApi } from '@pinboard/host-contract';
import { useProfileQuery, useUserBoards } from '@pinboard/web-kit';

/** A profile: the user with their counts, and the boards the viewer may see, loading or failing as one. */
export function useProfile(host: HostApi, username: string) {
  const profile = useProfileQuery(host.api, username);
  const boards = useUserBoards(host.api, username);
  const error = profile.error ?? boards.error;
  if (error) return { status: 'error' as const, error };
  if (!profile.data || !boards.data) return { status: 'loading' as const };
  return { status: 'ready' as const, profile: profile.data, boards: boards.data };
}

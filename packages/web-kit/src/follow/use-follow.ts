/**
 * The follow and block hooks both remotes use. A visitor is asked to log in (SPEC §8 'Log in to
 * follow') and nothing is sent; the shell's HostApi is what `host` is, seen through FollowHost.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/api-client';
import { CommonTexts } from '@pinboard/contracts/web';
import { dataOf } from '../api-query';
import { useToast } from '../toast';
import { BOARD_VIEWS_KEY, FOLLOW_LISTS_KEY, PROFILES_KEY, profileKey } from './follow-cache';
import {
  blockUserMutation,
  followBoardMutation,
  followLoginText,
  followUserMutation,
  type FollowEffects,
  type PersonRef,
} from './follow-mutations';

/** What the follow hooks use of the shell's HostApi. */
export interface FollowHost {
  me: { id: string; username: string } | null;
  api: ApiClient;
  requireLogin(message: string, then?: () => void): void;
}

function useFollowEffects(host: FollowHost): FollowEffects {
  const toast = useToast();
  const { me, requireLogin } = host;
  return useMemo(
    () => ({ viewer: me, requireLogin, showError: (text: string) => toast.show({ type: 'error', text }) }),
    [me, requireLogin, toast],
  );
}

/** A person's profile: the user, their counts, and whether the viewer follows or blocked them. */
export function useProfileQuery(api: ApiClient, username: string, enabled = true) {
  return useQuery({
    queryKey: profileKey(username),
    queryFn: () => dataOf(api.get('UserResource', { username })),
    enabled,
  });
}

/**
 * `follow(true)` follows, `follow(false)` unfollows; a visitor is asked to log in first (SPEC §8
 * 'Log in to follow'), and once signed in from that prompt the follow goes on.
 */
function followOnceSignedIn(host: FollowHost, mutate: (followed: boolean) => void) {
  return (followed: boolean) => {
    if (!host.me) return host.requireLogin(followLoginText(followed), () => mutate(followed));
    mutate(followed);
  };
}

/** `follow(true)` follows `person`, `follow(false)` unfollows them. */
export function useFollowUser(host: FollowHost, person: PersonRef) {
  const effects = useFollowEffects(host);
  const mutation = useMutation(followUserMutation(useQueryClient(), host.api, person, effects));
  return { follow: followOnceSignedIn(host, mutation.mutate), mutation };
}

/** `block(true)` blocks `person`, `block(false)` unblocks them. */
export function useBlockUser(host: FollowHost, person: PersonRef) {
  const effects = useFollowEffects(host);
  const mutation = useMutation(blockUserMutation(useQueryClient(), host.api, person, effects));
  const { mutate } = mutation;
  const block = (blocked: boolean) => {
    if (!host.me) return host.requireLogin(CommonTexts.loginRequired);
    mutate(blocked);
  };
  return { block, mutation };
}

/** `follow(true)` follows the board `boardId`, `follow(false)` unfollows it. */
export function useFollowBoard(host: FollowHost, boardId: string) {
  const effects = useFollowEffects(host);
  const mutation = useMutation(followBoardMutation(useQueryClient(), host.api, boardId, effects));
  return { follow: followOnceSignedIn(host, mutation.mutate), mutation };
}

/**
 * Follow state depends on who is looking: when someone logs in (or out) on this page, every
 * profile, board and follow list the remote holds is loaded again.
 */
export function useRefreshFollowsOnViewerChange(viewerId: string | null): void {
  const queryClient = useQueryClient();
  const seen = useRef(viewerId);
  useEffect(() => {
    if (seen.current === viewerId) return;
    seen.current = viewerId;
    for (const queryKey of [PROFILES_KEY, BOARD_VIEWS_KEY, FOLLOW_LISTS_KEY])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, viewerId]);
}

/**
 * Follow, unfollow, block and unblock (SPEC §4: optimistic, reverted on failure). Each shows its
 * result at once in every cached profile, board and follow list, takes it back if the server
 * refuses (with the server's message as an error toast, or the login prompt when the session
 * lapsed), and then refetches what the server may have changed beyond it.
 *
 * The changes to one person (or board) share a mutation scope, so that a quick follow-unfollow
 * reaches the server in the order it was pressed; only the last of them writes the server's
 * answer and refetches, so that an earlier answer never flips the button back in between.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/api-client';
import {
  LoginTexts,
  CommonTexts,
  type BlockState,
  type BoardFollowState,
  type BoardView,
  type Profile,
  type UserFollowState,
} from '@pinboard/contracts/web';
import { apiErrorOf, dataOf, errorText } from '../api-query';
import {
  BOARD_VIEWS_KEY,
  FOLLOW_LISTS_KEY,
  PROFILES_KEY,
  changeWhereId,
  followListKey,
  profileKey,
  withBlocked,
  withFollowState,
  withFollowed,
  withFollowingMoved,
  withListFollowed,
  type FollowListData,
} from './follow-cache';

/** What these mutations need besides the API: who is looking, and how to tell them it failed. */
export interface FollowEffects {
  /** The signed-in viewer: their own profile's following count moves with each follow. */
  viewer: { id: string; username: string } | null;
  requireLogin(message: string): void;
  showError(text: string): void;
}

/** A person as a follow or block needs them: the id to send, the username their lists are under. */
export interface PersonRef {
  id: string;
  username: string;
}

export const followUserKey = (userId: string) => ['follow-user', userId] as const;
export const blockUserKey = (userId: string) => ['block-user', userId] as const;
export const followBoardKey = (boardId: string) => ['follow-board', boardId] as const;
/** Follows and blocks of one person run one after another, in the order they were asked for. */
const personScope = (userId: string) => ({ id: `person:${userId}` });

function report(effects: FollowEffects, error: unknown, loginText: string): void {
  if (apiErrorOf(error).http_status === 401) effects.requireLogin(loginText);
  else effects.showError(errorText(error));
}

/** True while no other change of the same thing waits behind the one now settling. */
const isLast = (queryClient: QueryClient, mutationKey: QueryKey) =>
  queryClient.isMutating({ mutationKey, exact: true }) <= 1;

/** Shows `person` followed (or not) everywhere the cache has them, and the viewer's count moved. */
function showUserFollowed(
  queryClient: QueryClient,
  person: PersonRef,
  followed: boolean,
  viewer: FollowEffects['viewer'],
): void {
  queryClient.setQueriesData<Profile>(
    { queryKey: PROFILES_KEY },
    changeWhereId(person.id, (profile) => withFollowed(profile, followed)),
  );
  queryClient.setQueriesData<FollowListData>({ queryKey: FOLLOW_LISTS_KEY }, (data) =>
    data ? withListFollowed(data, person.id, followed) : data,
  );
  if (viewer) {
    queryClient.setQueryData<Profile>(profileKey(viewer.username), (profile) =>
      profile ? withFollowingMoved(profile, followed ? 1 : -1) : profile,
    );
  }
}

/** Following (true) or unfollowing (false) `person`; the button showed the opposite until now. */
export function followUserMutation(
  queryClient: QueryClient,
  api: ApiClient,
  person: PersonRef,
  effects: FollowEffects,
) {
  const mutationKey = followUserKey(person.id);
  return {
    mutationKey,
    scope: personScope(person.id),
    mutationFn: (follow: boolean): Promise<UserFollowState> =>
      dataOf(
        follow
          ? api.create('UserFollowResource', { user_id: person.id })
          : api.delete('UserFollowResource', { user_id: person.id }),
      ),
    onMutate: async (follow: boolean) => {
      await queryClient.cancelQueries({ queryKey: PROFILES_KEY });
      showUserFollowed(queryClient, person, follow, effects.viewer);
    },
    onError: (error: Error, follow: boolean) => {
      showUserFollowed(queryClient, person, !follow, effects.viewer);
      report(effects, error, follow ? LoginTexts.toFollow : LoginTexts.toUnfollow);
    },
    onSuccess: (state: UserFollowState) => {
      if (!isLast(queryClient, mutationKey)) return;
      queryClient.setQueriesData<Profile>(
        { queryKey: PROFILES_KEY },
        changeWhereId(person.id, (profile) => withFollowState(profile, state)),
      );
    },
    onSettled: async () => {
      if (!isLast(queryClient, mutationKey)) return;
      const lists = [followListKey(person.username, 'followers')];
      if (effects.viewer) lists.push(followListKey(effects.viewer.username, 'following'));
      // An open list keeps its rows (an unfollowed person stays, with 'Follow'); it reloads next time.
      for (const queryKey of lists) await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
    },
  };
}

/** Blocking (true) or unblocking (false) `person`. A block also ends the follows between you. */
export function blockUserMutation(
  queryClient: QueryClient,
  api: ApiClient,
  person: PersonRef,
  effects: FollowEffects,
) {
  const mutationKey = blockUserKey(person.id);
  return {
    mutationKey,
    scope: personScope(person.id),
    mutationFn: (block: boolean): Promise<BlockState> =>
      dataOf(
        block
          ? api.create('UserBlockResource', { blocked_user_id: person.id })
          : api.delete('UserBlockResource', { blocked_user_id: person.id }),
      ),
    onMutate: async (block: boolean) => {
      await queryClient.cancelQueries({ queryKey: PROFILES_KEY });
      // Every profile as it was: a block changes more than one of them, and is taken back whole.
      const before = queryClient.getQueriesData<Profile>({ queryKey: PROFILES_KEY });
      const wasFollowed = before.some(([, profile]) => profile?.id === person.id && profile.followed_by_me);
      queryClient.setQueriesData<Profile>(
        { queryKey: PROFILES_KEY },
        changeWhereId(person.id, (profile) => withBlocked(profile, block)),
      );
      if (block && wasFollowed && effects.viewer) {
        queryClient.setQueryData<Profile>(profileKey(effects.viewer.username), (profile) =>
          profile ? withFollowingMoved(profile, -1) : profile,
        );
      }
      if (block) {
        queryClient.setQueriesData<FollowListData>({ queryKey: FOLLOW_LISTS_KEY }, (data) =>
          data ? withListFollowed(data, person.id, false) : data,
        );
      }
      return { before };
    },
    onError: (error: Error, _block: boolean, context?: { before: [QueryKey, Profile | undefined][] }) => {
      for (const [queryKey, profile] of context?.before ?? []) queryClient.setQueryData(queryKey, profile);
      report(effects, error, CommonTexts.loginRequired);
    },
    onSuccess: (state: BlockState) => {
      if (!isLast(queryClient, mutationKey)) return;
      queryClient.setQueriesData<Profile>(
        { queryKey: PROFILES_KEY },
        changeWhereId(person.id, (profile) => ({ ...profile, blocked_by_me: state.blocked_by_me })),
      );
    },
    onSettled: async () => {
      if (!isLast(queryClient, mutationKey)) return;
      // Follows both ways, and follows of each other's boards, may have ended: every count refetches.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
        queryClient.invalidateQueries({ queryKey: BOARD_VIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: FOLLOW_LISTS_KEY }),
      ]);
    },
  };
}

/** Following (true) or unfollowing (false) a board (PUT or DELETE /v3/boards/{id}/follow/). */
export function followBoardMutation(
  queryClient: QueryClient,
  api: ApiClient,
  boardId: string,
  effects: FollowEffects,
) {
  const mutationKey = followBoardKey(boardId);
  const showFollowed = (followed: boolean) =>
    queryClient.setQueriesData<BoardView>(
      { queryKey: BOARD_VIEWS_KEY },
      changeWhereId(boardId, (board) => withFollowed(board, followed)),
    );
  return {
    mutationKey,
    scope: { id: `board:${boardId}` },
    mutationFn: (follow: boolean): Promise<BoardFollowState> =>
      dataOf(follow ? api.followBoard(boardId) : api.unfollowBoard(boardId)),
    onMutate: async (follow: boolean) => {
      await queryClient.cancelQueries({ queryKey: BOARD_VIEWS_KEY });
      showFollowed(follow);
    },
    onError: (error: Error, follow: boolean) => {
      showFollowed(!follow);
      report(effects, error, follow ? LoginTexts.toFollow : LoginTexts.toUnfollow);
    },
    onSuccess: (state: BoardFollowState) => {
      if (!isLast(queryClient, mutationKey)) return;
      queryClient.setQueriesData<BoardView>(
        { queryKey: BOARD_VIEWS_KEY },
        changeWhereId(boardId, (board) => withFollowState(board, state)),
      );
    },
    onSettled: async () => {
      if (isLast(queryClient, mutationKey))
        await queryClient.invalidateQueries({ queryKey: BOARD_VIEWS_KEY });
    },
  };
}

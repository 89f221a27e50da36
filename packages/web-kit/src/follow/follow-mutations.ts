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
import type { ApiClient, ApiResult } from '@pinboard/api-client';
import {
  LoginTexts,
  CommonTexts,
  type BlockState,
  type BoardFollowState,
  type Profile,
  type UserFollowState,
} from '@pinboard/contracts/web';
import { apiErrorOf, dataOf, errorText } from '../api-query';
import {
  BOARD_VIEWS_KEY,
  FOLLOW_LISTS_KEY,
  PROFILES_KEY,
  changeBoardView,
  changeProfile,
  followListKey,
  moveViewerFollowing,
  showFollowedInLists,
  withBlocked,
  withFollowState,
  withFollowed,
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

/** SPEC §8's login prompt for a follow (true) or an unfollow (false) of a person or a board. */
export const followLoginText = (follow: boolean) => (follow ? LoginTexts.toFollow : LoginTexts.toUnfollow);

function report(effects: FollowEffects, error: unknown, loginText: string): void {
  if (apiErrorOf(error).http_status === 401) effects.requireLogin(loginText);
  else effects.showError(errorText(error));
}

/** True while no other change of the same thing waits behind the one now settling. */
const isLast = (queryClient: QueryClient, mutationKey: QueryKey) =>
  queryClient.isMutating({ mutationKey, exact: true }) <= 1;

/**
 * A follow or a block as these mutations differ: `on` is true to follow (block) and false to undo
 * it; what `show` returns is handed to `takeBack` if the server refuses.
 */
interface Toggle<State, Shown> {
  mutationKey: QueryKey;
  /** The queue the change waits in behind earlier changes of the same person or board. */
  scope: { id: string };
  /** The queries the change shows in: fetches of them in flight are cancelled, not to overwrite it. */
  shownIn: QueryKey;
  show(on: boolean): Shown;
  takeBack(on: boolean, shown: Shown | undefined): void;
  send(on: boolean): Promise<ApiResult<State>>;
  /** The login prompt's words for a lapsed session. */
  loginText(on: boolean): string;
  /** The server's answer written where the guess was. */
  answered(state: State): void;
  /** What the server may have changed beyond the change, loaded again. */
  refetch(): Promise<unknown>;
}

/** The mutation options of a toggle: shown at once, taken back on failure, settled by the last one. */
function toggleMutation<State, Shown>(
  queryClient: QueryClient,
  effects: FollowEffects,
  toggle: Toggle<State, Shown>,
) {
  const { mutationKey } = toggle;
  return {
    mutationKey,
    scope: toggle.scope,
    mutationFn: (on: boolean): Promise<State> => dataOf(toggle.send(on)),
    onMutate: async (on: boolean) => {
      await queryClient.cancelQueries({ queryKey: toggle.shownIn });
      return toggle.show(on);
    },
    onError: (error: Error, on: boolean, shown?: Shown) => {
      toggle.takeBack(on, shown);
      report(effects, error, toggle.loginText(on));
    },
    onSuccess: (state: State) => {
      if (isLast(queryClient, mutationKey)) toggle.answered(state);
    },
    onSettled: async () => {
      if (isLast(queryClient, mutationKey)) await toggle.refetch();
    },
  };
}

/** Shows `person` followed (or not) everywhere the cache has them, and the viewer's count moved. */
function showUserFollowed(
  queryClient: QueryClient,
  person: PersonRef,
  followed: boolean,
  viewer: FollowEffects['viewer'],
): void {
  changeProfile(queryClient, person.id, (profile) => withFollowed(profile, followed));
  showFollowedInLists(queryClient, person.id, followed);
  moveViewerFollowing(queryClient, viewer, followed ? 1 : -1);
}

/** Following (true) or unfollowing (false) `person`; the button showed the opposite until now. */
export function followUserMutation(
  queryClient: QueryClient,
  api: ApiClient,
  person: PersonRef,
  effects: FollowEffects,
) {
  const show = (follow: boolean) => showUserFollowed(queryClient, person, follow, effects.viewer);
  return toggleMutation(queryClient, effects, {
    mutationKey: followUserKey(person.id),
    scope: personScope(person.id),
    shownIn: PROFILES_KEY,
    show,
    takeBack: (follow) => show(!follow),
    send: (follow) =>
      follow
        ? api.create('UserFollowResource', { user_id: person.id })
        : api.delete('UserFollowResource', { user_id: person.id }),
    loginText: followLoginText,
    answered: (state: UserFollowState) =>
      changeProfile(queryClient, person.id, (profile) => withFollowState(profile, state)),
    refetch: async () => {
      const lists = [followListKey(person.username, 'followers')];
      if (effects.viewer) lists.push(followListKey(effects.viewer.username, 'following'));
      // An open list keeps its rows (an unfollowed person stays, with 'Follow'); it reloads next time.
      for (const queryKey of lists) await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
    },
  });
}

/** Blocking (true) or unblocking (false) `person`. A block also ends the follows between you. */
export function blockUserMutation(
  queryClient: QueryClient,
  api: ApiClient,
  person: PersonRef,
  effects: FollowEffects,
) {
  return toggleMutation(queryClient, effects, {
    mutationKey: blockUserKey(person.id),
    scope: personScope(person.id),
    shownIn: PROFILES_KEY,
    show: (block) => {
      // Every profile as it was: a block changes more than one of them, and is taken back whole.
      const before = queryClient.getQueriesData<Profile>({ queryKey: PROFILES_KEY });
      const wasFollowed = before.some(([, profile]) => profile?.id === person.id && profile.followed_by_me);
      changeProfile(queryClient, person.id, (profile) => withBlocked(profile, block));
      if (block && wasFollowed) moveViewerFollowing(queryClient, effects.viewer, -1);
      if (block) showFollowedInLists(queryClient, person.id, false);
      return before;
    },
    takeBack: (_block, before) => {
      for (const [queryKey, profile] of before ?? []) queryClient.setQueryData(queryKey, profile);
    },
    send: (block) =>
      block
        ? api.create('UserBlockResource', { blocked_user_id: person.id })
        : api.delete('UserBlockResource', { blocked_user_id: person.id }),
    loginText: () => CommonTexts.loginRequired,
    answered: (state: BlockState) =>
      changeProfile(queryClient, person.id, (profile) => ({
        ...profile,
        blocked_by_me: state.blocked_by_me,
      })),
    // Follows both ways, and follows of each other's boards, may have ended: every count refetches.
    refetch: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
        queryClient.invalidateQueries({ queryKey: BOARD_VIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: FOLLOW_LISTS_KEY }),
      ]),
  });
}

/** Following (true) or unfollowing (false) a board (PUT or DELETE /v3/boards/{id}/follow/). */
export function followBoardMutation(
  queryClient: QueryClient,
  api: ApiClient,
  boardId: string,
  effects: FollowEffects,
) {
  const show = (follow: boolean) =>
    changeBoardView(queryClient, boardId, (board) => withFollowed(board, follow));
  return toggleMutation(queryClient, effects, {
    mutationKey: followBoardKey(boardId),
    scope: { id: `board:${boardId}` },
    shownIn: BOARD_VIEWS_KEY,
    show,
    takeBack: (follow) => show(!follow),
    send: (follow): Promise<ApiResult<BoardFollowState>> =>
      follow ? api.followBoard(boardId) : api.unfollowBoard(boardId),
    loginText: followLoginText,
    answered: (state) => changeBoardView(queryClient, boardId, (board) => withFollowState(board, state)),
    refetch: () => queryClient.invalidateQueries({ queryKey: BOARD_VIEWS_KEY }),
  });
}

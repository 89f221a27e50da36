/**
 * Where follow state lives in a remote's query cache, the pure changes a follow, an unfollow or a
 * block makes to it, and those changes written to every cached copy. Each change is idempotent
 * (following someone followed changes nothing), so taking an optimistic change back is applying
 * the state shown before it.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { BoardView, FollowListUser, Profile } from '@pinboard/contracts/web';
import type { ListPage } from '../api-query';

/** Every profile (UserResource) sits under this key; one per username. */
export const PROFILES_KEY = ['profile'] as const;
export const profileKey = (username: string) => [...PROFILES_KEY, username] as const;

/** Every board as its page reads it (BoardResource, with followed_by_me); one per owner and slug. */
export const BOARD_VIEWS_KEY = ['board-view'] as const;
export const boardViewKey = (username: string, slug: string) => [...BOARD_VIEWS_KEY, username, slug] as const;

export type FollowListKind = 'followers' | 'following';
/** Every list of followers or followings; one per person and kind. */
export const FOLLOW_LISTS_KEY = ['follow-list'] as const;
export const followListKey = (username: string, kind: FollowListKind) =>
  [...FOLLOW_LISTS_KEY, username, kind] as const;

export type FollowListData = InfiniteData<ListPage<FollowListUser>>;

/** Anything with a follow button and a follower count: a profile, a board. */
export interface Followable {
  followed_by_me: boolean;
  follower_count: number;
}

/** `item` followed (or not) by the viewer; the count moves only when the state does. */
export function withFollowed<T extends Followable>(item: T, followed: boolean): T {
  if (item.followed_by_me === followed) return item;
  const follower_count = Math.max(0, item.follower_count + (followed ? 1 : -1));
  return { ...item, followed_by_me: followed, follower_count };
}

/** `item` as the server's answer to a follow or unfollow has it. */
export function withFollowState<T extends Followable>(item: T, state: Followable): T {
  return { ...item, followed_by_me: state.followed_by_me, follower_count: state.follower_count };
}

/** The viewer's own profile after they followed (+1) or unfollowed (-1) someone. */
export function withFollowingMoved(profile: Profile, by: number): Profile {
  return { ...profile, following_count: Math.max(0, profile.following_count + by) };
}

/**
 * A profile once the viewer blocked (or unblocked) them. A block ends the viewer's follow at once;
 * whether they followed the viewer is not known here, so that count waits for the refetch.
 */
export function withBlocked(profile: Profile, blocked: boolean): Profile {
  const unfollowed = blocked ? withFollowed(profile, false) : profile;
  return { ...unfollowed, blocked_by_me: blocked };
}

/** A list of followers or followings with one person's row followed (or not) by the viewer. */
export function withListFollowed(data: FollowListData, userId: string, followed: boolean): FollowListData {
  const changes = (person: FollowListUser) => person.id === userId && person.followed_by_me !== followed;
  if (!data.pages.some((page) => page.items.some(changes))) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some(changes)
        ? { ...page, items: page.items.map((p) => (changes(p) ? { ...p, followed_by_me: followed } : p)) }
        : page,
    ),
  };
}

/** The people of a paged list in order, each once (a follow between two pages can repeat one). */
export function followListPeople(data: FollowListData | undefined): FollowListUser[] {
  const seen = new Set<string>();
  const people: FollowListUser[] = [];
  for (const page of data?.pages ?? []) {
    for (const person of page.items) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      people.push(person);
    }
  }
  return people;
}

/** Changes the one profile (or board) with id `id` among those cached, leaving the rest alone. */
export function changeWhereId<T extends { id: string }>(id: string, change: (item: T) => T) {
  return (item: T | undefined) => (item && item.id === id ? change(item) : item);
}

/** Changes the profile of `userId` wherever it is cached. */
export function changeProfile(
  queryClient: QueryClient,
  userId: string,
  change: (profile: Profile) => Profile,
) {
  queryClient.setQueriesData<Profile>({ queryKey: PROFILES_KEY }, changeWhereId(userId, change));
}

/** Changes the board `boardId` wherever its page is cached. */
export function changeBoardView(
  queryClient: QueryClient,
  boardId: string,
  change: (board: BoardView) => BoardView,
) {
  queryClient.setQueriesData<BoardView>({ queryKey: BOARD_VIEWS_KEY }, changeWhereId(boardId, change));
}

/** `userId`'s row followed (or not) in every cached list of followers or followings. */
export function showFollowedInLists(queryClient: QueryClient, userId: string, followed: boolean) {
  queryClient.setQueriesData<FollowListData>({ queryKey: FOLLOW_LISTS_KEY }, (data) =>
    data ? withListFollowed(data, userId, followed) : data,
  );
}

/** The viewer's own cached profile after they followed (+1) or unfollowed (-1) someone. */
export function moveViewerFollowing(
  queryClient: QueryClient,
  viewer: { username: string } | null,
  by: number,
) {
  if (!viewer) return;
  queryClient.setQueryData<Profile>(profileKey(viewer.username), (profile) =>
    profile ? withFollowingMoved(profile, by) : profile,
  );
}

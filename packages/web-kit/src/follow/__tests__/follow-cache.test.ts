import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FollowListUser, Profile } from '@pinboard/contracts/web';
import { followerCountText, followingCountText } from '../follow-counts';
import {
  changeWhereId,
  followListPeople,
  withBlocked,
  withFollowState,
  withFollowed,
  withFollowingMoved,
  withListFollowed,
  type FollowListData,
} from '../follow-cache';

const ada: Profile = {
  id: '7',
  username: 'ada',
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  image_medium_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  follower_count: 3,
  following_count: 5,
  followed_by_me: false,
  blocked_by_me: false,
};

const person = (id: string, followed = false): FollowListUser => ({
  id,
  username: `user${id}`,
  full_name: `User ${id}`,
  image_medium_url: null,
  followed_by_me: followed,
});

const list = (...pages: FollowListUser[][]): FollowListData => ({
  pages: pages.map((items, i) => ({ items, next: i < pages.length - 1 ? `b${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `b${i - 1}`)),
});

test("counts read '1 follower', 'N followers' and 'N following'", () => {
  assert.equal(followerCountText(1), '1 follower');
  assert.equal(followerCountText(0), '0 followers');
  assert.equal(followerCountText(2), '2 followers');
  assert.equal(followerCountText(12_345), '12,345 followers');
  assert.equal(followingCountText(1), '1 following');
  assert.equal(followingCountText(0), '0 following');
});

test('a follow adds one follower, an unfollow takes one away, and neither twice', () => {
  const followed = withFollowed(ada, true);
  assert.deepEqual([followed.followed_by_me, followed.follower_count], [true, 4]);
  assert.equal(withFollowed(followed, true), followed, 'following again changes nothing');
  const back = withFollowed(followed, false);
  assert.deepEqual([back.followed_by_me, back.follower_count], [false, 3]);
  assert.equal(withFollowed({ ...ada, follower_count: 0, followed_by_me: true }, false).follower_count, 0);
});

test("the server's answer replaces the guess", () => {
  const guessed = withFollowed(ada, true);
  const answered = withFollowState(guessed, { followed_by_me: true, follower_count: 10 });
  assert.deepEqual([answered.followed_by_me, answered.follower_count], [true, 10]);
  assert.equal(answered.username, 'ada');
});

test("the viewer's following count moves, never below 0", () => {
  assert.equal(withFollowingMoved(ada, 1).following_count, 6);
  assert.equal(withFollowingMoved({ ...ada, following_count: 0 }, -1).following_count, 0);
});

test('a block ends the follow at once; an unblock changes no count', () => {
  const blocked = withBlocked({ ...ada, followed_by_me: true, follower_count: 4 }, true);
  assert.deepEqual([blocked.blocked_by_me, blocked.followed_by_me, blocked.follower_count], [true, false, 3]);
  const unblocked = withBlocked(blocked, false);
  assert.deepEqual([unblocked.blocked_by_me, unblocked.follower_count], [false, 3]);
});

test("a list's row follows with the person, on whichever page it is", () => {
  const data = list([person('1'), person('2')], [person('3')]);
  const changed = withListFollowed(data, '3', true);
  assert.deepEqual(
    followListPeople(changed).map((p) => p.followed_by_me),
    [false, false, true],
  );
  assert.equal(changed.pages[0], data.pages[0], 'untouched pages are kept as they were');
  assert.equal(withListFollowed(data, '9', true), data, 'nobody to change: the same data');
});

test('a paged list reads in order, each person once', () => {
  const data = list([person('1'), person('2')], [person('2'), person('3')]);
  assert.deepEqual(
    followListPeople(data).map((p) => p.id),
    ['1', '2', '3'],
  );
  assert.deepEqual(followListPeople(undefined), []);
});

test('changeWhereId changes only the item with that id', () => {
  const change = changeWhereId<Profile>('7', (p) => withFollowed(p, true));
  assert.equal(change(ada)?.followed_by_me, true);
  const other = { ...ada, id: '8' };
  assert.equal(change(other), other);
  assert.equal(change(undefined), undefined);
});

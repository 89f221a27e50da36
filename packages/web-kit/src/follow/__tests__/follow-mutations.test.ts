import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '@pinboard/api-client';
import type { BoardView, FollowListUser, Profile } from '@pinboard/contracts/web';
import {
  boardViewKey,
  followListKey,
  followListPeople,
  profileKey,
  type FollowListData,
} from '../follow-cache';
import { blockUserMutation, followBoardMutation, followUserMutation } from '../follow-mutations';

interface Call {
  what: string;
  answer(result: ApiResult<unknown>): void;
}

/** An ApiClient whose follow and block calls answer when the test says so, in the order sent. */
function fakeApi() {
  const calls: Call[] = [];
  const pending = (what: string) =>
    new Promise<ApiResult<unknown>>((resolve) => calls.push({ what, answer: resolve }));
  const api = {
    create: (name: string) => pending(`create ${name}`),
    delete: (name: string) => pending(`delete ${name}`),
    followBoard: () => pending('PUT board follow'),
    unfollowBoard: () => pending('DELETE board follow'),
    get: () => new Promise<never>(() => undefined),
  } as unknown as ApiClient;
  return { api, calls };
}

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data, bookmark: null });
const failed = (status: number, message: string): ApiResult<never> => ({
  ok: false,
  status,
  error: { http_status: status, message, message_detail: null, api_error_code: 0 },
});

const profile = (id: string, username: string, counts: Partial<Profile> = {}): Profile => ({
  id,
  username,
  full_name: username,
  first_name: username,
  last_name: '',
  image_medium_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  follower_count: 0,
  following_count: 0,
  followed_by_me: false,
  blocked_by_me: false,
  ...counts,
});

const viewer = { id: '1', username: 'me' };
const ada = profile('7', 'ada', { follower_count: 3 });
const row: FollowListUser = { ...ada, followed_by_me: false };

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileKey('ada'), ada);
  client.setQueryData(profileKey('me'), profile('1', 'me', { following_count: 2 }));
  const lists: FollowListData = { pages: [{ items: [row], next: null }], pageParams: [null] };
  client.setQueryData(followListKey('me', 'followers'), lists);
  const { api, calls } = fakeApi();
  const errors: string[] = [];
  const logins: string[] = [];
  const effects = {
    viewer,
    requireLogin: (text: string) => logins.push(text),
    showError: (text: string) => errors.push(text),
  };
  const adaNow = () => client.getQueryData<Profile>(profileKey('ada'))!;
  const meNow = () => client.getQueryData<Profile>(profileKey('me'))!;
  const rowNow = () =>
    followListPeople(client.getQueryData<FollowListData>(followListKey('me', 'followers')))[0]!;
  return { client, api, calls, errors, logins, effects, adaNow, meNow, rowNow };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a follow shows at once everywhere; the server refusing takes it back and says why', async () => {
  const { client, api, calls, errors, effects, adaNow, meNow, rowNow } = setUp();
  const observer = new MutationObserver(client, followUserMutation(client, api, ada, effects));
  const done = observer.mutate(true).catch(() => undefined);
  await tick();
  assert.deepEqual([adaNow().followed_by_me, adaNow().follower_count], [true, 4]);
  assert.equal(meNow().following_count, 3, "the viewer's following count");
  assert.equal(rowNow().followed_by_me, true, 'the row in a follow list');
  assert.deepEqual(
    calls.map((c) => c.what),
    ['create UserFollowResource'],
  );

  calls[0]!.answer(failed(503, 'Something is temporarily unavailable. Try again in a moment.'));
  await done;
  assert.deepEqual([adaNow().followed_by_me, adaNow().follower_count], [false, 3]);
  assert.equal(meNow().following_count, 2);
  assert.equal(rowNow().followed_by_me, false);
  assert.deepEqual(errors, ['Something is temporarily unavailable. Try again in a moment.']);
  client.clear();
});

test("the server's count replaces the guess once the follow is done", async () => {
  const { client, api, calls, adaNow, effects } = setUp();
  const observer = new MutationObserver(client, followUserMutation(client, api, ada, effects));
  const done = observer.mutate(true);
  await tick();
  calls[0]!.answer(ok({ user_id: '7', followed_by_me: true, follower_count: 10 }));
  await done;
  assert.deepEqual([adaNow().followed_by_me, adaNow().follower_count], [true, 10]);
  client.clear();
});

test('a lapsed session asks to log in, with the words for what was pressed', async () => {
  const { client, api, calls, logins, errors, effects, adaNow } = setUp();
  client.setQueryData(profileKey('ada'), { ...ada, followed_by_me: true, follower_count: 4 });
  const observer = new MutationObserver(client, followUserMutation(client, api, ada, effects));
  const done = observer.mutate(false).catch(() => undefined);
  await tick();
  assert.equal(adaNow().followed_by_me, false);
  calls[0]!.answer(failed(401, 'Log in to unfollow'));
  await done;
  assert.deepEqual(logins, ['Log in to unfollow']);
  assert.deepEqual(errors, []);
  assert.deepEqual([adaNow().followed_by_me, adaNow().follower_count], [true, 4]);
  client.clear();
});

test('follow then unfollow at once: sent in order, and the first answer does not flip the button', async () => {
  const { client, api, calls, effects, adaNow } = setUp();
  const first = new MutationObserver(client, followUserMutation(client, api, ada, effects));
  const second = new MutationObserver(client, followUserMutation(client, api, ada, effects));
  const followed = first.mutate(true);
  await tick();
  const unfollowed = second.mutate(false);
  await tick();
  assert.equal(adaNow().followed_by_me, false, 'the last press shows');
  assert.equal(calls.length, 1, 'the unfollow waits for the follow');

  calls[0]!.answer(ok({ user_id: '7', followed_by_me: true, follower_count: 4 }));
  await followed;
  await tick();
  assert.equal(adaNow().followed_by_me, false, 'still the last press');
  assert.deepEqual(
    calls.map((c) => c.what),
    ['create UserFollowResource', 'delete UserFollowResource'],
  );
  calls[1]!.answer(ok({ user_id: '7', followed_by_me: false, follower_count: 3 }));
  await unfollowed;
  assert.deepEqual([adaNow().followed_by_me, adaNow().follower_count], [false, 3]);
  client.clear();
});

test('a board follow that fails goes back', async () => {
  const { client, api, calls, errors, effects } = setUp();
  const board = { id: '42', follower_count: 1, followed_by_me: false } as BoardView;
  client.setQueryData(boardViewKey('ada', 'garden'), board);
  const boardNow = () => client.getQueryData<BoardView>(boardViewKey('ada', 'garden'))!;
  const observer = new MutationObserver(client, followBoardMutation(client, api, '42', effects));
  const done = observer.mutate(true).catch(() => undefined);
  await tick();
  assert.deepEqual([boardNow().followed_by_me, boardNow().follower_count], [true, 2]);
  assert.deepEqual(
    calls.map((c) => c.what),
    ['PUT board follow'],
  );
  calls[0]!.answer(failed(403, "You can't follow this account."));
  await done;
  assert.deepEqual([boardNow().followed_by_me, boardNow().follower_count], [false, 1]);
  assert.deepEqual(errors, ["You can't follow this account."]);
  client.clear();
});

test('a block shows blocked and unfollowed at once, and a refused block is taken back whole', async () => {
  const { client, api, calls, errors, effects, adaNow, meNow } = setUp();
  client.setQueryData(profileKey('ada'), { ...ada, followed_by_me: true, follower_count: 4 });
  const observer = new MutationObserver(client, blockUserMutation(client, api, ada, effects));
  const done = observer.mutate(true).catch(() => undefined);
  await tick();
  assert.deepEqual(
    [adaNow().blocked_by_me, adaNow().followed_by_me, adaNow().follower_count],
    [true, false, 3],
  );
  assert.equal(meNow().following_count, 1);
  calls[0]!.answer(failed(500, 'Uh oh! Something went wrong.'));
  await done;
  assert.deepEqual(
    [adaNow().blocked_by_me, adaNow().followed_by_me, adaNow().follower_count],
    [false, true, 4],
  );
  assert.equal(meNow().following_count, 2);
  assert.deepEqual(errors, ['Uh oh! Something went wrong.']);
  client.clear();
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '@pinboard/api-client';
import type { Board } from '@pinboard/contracts/web';
import { createBoardMutation, isPendingBoard, pendingBoard, userBoardsKey } from '../user-boards';

const existing = pendingBoard({ name: 'Kitchen', privacy: 'public' }, 'ada', new Date(0));
const saved: Board = { ...existing, id: '42', name: 'Garden', url: '/ada/garden/', slug: 'garden' };

/** An ApiClient whose BoardResource create answers when the test says so. */
function fakeApi() {
  let answer: (result: ApiResult<Board>) => void = () => undefined;
  const api = {
    create: () => new Promise<ApiResult<Board>>((resolve) => (answer = resolve)),
    get: () => new Promise<never>(() => undefined),
  } as unknown as ApiClient;
  return { api, answer: (result: ApiResult<Board>) => answer(result) };
}

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userBoardsKey('ada'), [{ ...existing, id: '1' }]);
  const { api, answer } = fakeApi();
  const observer = new MutationObserver(client, createBoardMutation(client, api, 'ada'));
  const names = () => (client.getQueryData<Board[]>(userBoardsKey('ada')) ?? []).map((b) => b.name);
  return { client, observer, answer, names };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a board being created shows first at once, and the server refusing takes it back', async () => {
  const { observer, answer, names, client } = setUp();
  const done = observer.mutate({ name: 'Garden', privacy: 'secret' }).catch(() => undefined);
  await tick();
  assert.deepEqual(names(), ['Garden', 'Kitchen']);
  assert.ok(isPendingBoard(client.getQueryData<Board[]>(userBoardsKey('ada'))![0]!));
  const error = { http_status: 409, message: 'Taken', message_detail: null, api_error_code: 40 };
  answer({ ok: false, status: 409, error });
  await done;
  assert.deepEqual(names(), ['Kitchen']);
  assert.equal(observer.getCurrentResult().status, 'error');
  client.clear();
});

test("once created, the server's board takes the pending one's place", async () => {
  const { observer, answer, names, client } = setUp();
  const done = observer.mutate({ name: 'Garden', privacy: 'public' });
  await tick();
  answer({ ok: true, status: 200, data: saved, bookmark: null });
  assert.equal((await done).id, '42');
  const boards = client.getQueryData<Board[]>(userBoardsKey('ada'))!;
  assert.deepEqual(names(), ['Garden', 'Kitchen']);
  assert.equal(boards.some(isPendingBoard), false);
  client.clear();
});

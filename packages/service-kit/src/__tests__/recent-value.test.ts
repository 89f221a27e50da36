import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RecentValue, RecentValues } from '../recent-value.js';

/** A read the test answers by hand, counting how often it was asked. */
function manualRead() {
  const pending: { resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  const read = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  return { pending, read };
}
const settled = () => new Promise((r) => setImmediate(r));

test('the first caller waits; later ones get the last value while it is read again once', async () => {
  let clock = 0;
  const { pending, read } = manualRead();
  const value = new RecentValue(1_000, read, -1, () => clock);

  const first = value.get();
  const second = value.get();
  assert.equal(pending.length, 1, 'one read for callers that come together');
  pending[0]!.resolve(1);
  assert.deepEqual(await Promise.all([first, second]), [1, 1]);

  clock = 999;
  assert.equal(await value.get(), 1);
  assert.equal(pending.length, 1, 'young enough: not read again');

  clock = 1_000;
  assert.equal(await value.get(), 1, 'old: the last value at once...');
  assert.equal(await value.get(), 1);
  assert.equal(pending.length, 2, '...and one read again in the background');
  pending[1]!.resolve(2);
  await settled();
  assert.equal(await value.get(), 2);
});

test('a failed read counts as the fallback until the next read', async () => {
  let clock = 0;
  const { pending, read } = manualRead();
  const value = new RecentValue<number>(1_000, read, -1, () => clock);

  const first = value.get();
  pending[0]!.reject(new Error('down'));
  assert.equal(await first, -1);
  assert.equal(await value.get(), -1, 'not asked again while the failure is young');
  assert.equal(pending.length, 1);

  clock = 1_500;
  assert.equal(await value.get(), -1);
  pending[1]!.resolve(7);
  await settled();
  assert.equal(await value.get(), 7, 'back once a read succeeds');
});

test('values by key: read once per age and shared meanwhile, a failure not kept, the oldest forgotten', async () => {
  const reads: string[] = [];
  const values = new RecentValues<string, string>(1_000, 2);
  const read =
    (key: string, fail = false) =>
    () => {
      reads.push(key);
      return fail ? Promise.reject(new Error('down')) : Promise.resolve(key.toUpperCase());
    };
  const [a, b] = await Promise.all([values.get('a', read('a'), 0), values.get('a', read('a'), 10)]);
  assert.deepEqual([a, b], ['A', 'A']);
  assert.equal(await values.get('a', read('a'), 999), 'A');
  assert.equal(await values.get('a', read('a'), 1_000), 'A', 'read again once old');
  await assert.rejects(values.get('b', read('b', true), 1_000));
  await settled();
  assert.equal(await values.get('b', read('b'), 1_001), 'B', 'the failure was not kept');
  // Two kept at most: reading c forgets a, the least recently read.
  await values.get('c', read('c'), 1_002);
  await values.get('a', read('a'), 1_003);
  assert.deepEqual(reads, ['a', 'a', 'b', 'b', 'c', 'a']);
});

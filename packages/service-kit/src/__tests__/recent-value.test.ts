import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RecentValue } from '../recent-value.js';

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

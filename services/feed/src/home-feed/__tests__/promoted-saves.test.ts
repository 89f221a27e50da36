import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PinIndexService } from '../../pin-index/pin-index.service.js';
import { PROMOTED_SAVES_TTL_MS, PromotedSaves } from '../promoted-saves.js';

/** The index's answer as a table, counting the reads (the cache's policy is what is tested). */
function indexOf(saves: Map<bigint, number>) {
  const reads: bigint[][] = [];
  const index = {
    savesOfPins: async (ids: readonly bigint[]) => {
      reads.push([...ids]);
      return new Map(ids.flatMap((id) => (saves.has(id) ? [[id, saves.get(id)!] as const] : [])));
    },
  } as unknown as PinIndexService;
  return { index, reads };
}

test("a promoted Pin's saves are read once per TTL, a Pin the index lacks included", async () => {
  const saves = new Map([
    [1n, 7],
    [2n, 3],
  ]);
  const { index, reads } = indexOf(saves);
  const cache = new PromotedSaves(index);
  assert.deepEqual(await cache.of([1n, 9n], 0), new Map([[1n, 7]]));
  saves.set(1n, 8);
  // Within the TTL: nothing read again, 9 (unknown to the index) stays unknown.
  assert.deepEqual(await cache.of([1n, 9n], PROMOTED_SAVES_TTL_MS - 1), new Map([[1n, 7]]));
  // Only what is missing is read.
  assert.deepEqual(
    await cache.of([1n, 2n], 10),
    new Map([
      [1n, 7],
      [2n, 3],
    ]),
  );
  // Past the TTL: read again, the new count.
  assert.deepEqual(await cache.of([1n], PROMOTED_SAVES_TTL_MS), new Map([[1n, 8]]));
  assert.deepEqual(reads, [[1n, 9n], [2n], [1n]]);
  assert.deepEqual(await cache.of([], 0), new Map());
  assert.equal(reads.length, 3);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FeedConfig } from '../../config.js';
import type { PinIndexService, PopularCursor } from '../../pin-index/pin-index.service.js';
import { PopularPages } from '../popular-pages.js';

/** An index whose reads are counted, failing when told (the cache's policy is what is tested). */
function indexOf() {
  const reads: string[] = [];
  let failing = false;
  const index = {
    popularPage: async (after: PopularCursor | null, take: number) => {
      reads.push(`${after === null ? 'first' : after.rootId}:${take}`);
      if (failing) throw new Error('index down');
      return [{ pinId: 1n, rootId: 1n, hot: 5 }];
    },
    savesOf: async (roots: readonly bigint[]) => new Map(roots.map((root) => [root, 3])),
  } as unknown as PinIndexService;
  return { index, reads, fail: (on: boolean) => (failing = on) };
}
const config = (ms: number) => ({ POPULAR_PAGE_CACHE_MS: ms }) as FeedConfig;

test('a popular page is read once per TTL, by every reader at once, with its saves', async () => {
  const { index, reads } = indexOf();
  const pages = new PopularPages(index, config(1000));
  const [a, b] = await Promise.all([pages.get(null, 26, 0), pages.get(null, 26, 10)]);
  assert.equal(a, b, 'concurrent readers share one read');
  assert.deepEqual(a.saves, new Map([[1n, 3]]));
  await pages.get(null, 26, 999);
  await pages.get({ hot: 5, rootId: 1n }, 26, 999);
  await pages.get(null, 26, 1000);
  assert.deepEqual(reads, ['first:26', '1:26', 'first:26']);
});

test('a failed read is not kept, and 0 reads every time', async () => {
  const { index, reads, fail } = indexOf();
  const pages = new PopularPages(index, config(1000));
  fail(true);
  await assert.rejects(pages.get(null, 26, 0));
  fail(false);
  await pages.get(null, 26, 1);
  assert.equal(reads.length, 2);
  const uncached = new PopularPages(index, config(0));
  await uncached.get(null, 26, 2);
  await uncached.get(null, 26, 2);
  assert.equal(reads.length, 4);
});

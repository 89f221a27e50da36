import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergeNewestFirst, type FeedEntry } from '../feed-merge.js';

const e = (rootId: number, pinId: number): FeedEntry => ({ rootId: BigInt(rootId), pinId: BigInt(pinId) });
const ids = (entries: FeedEntry[]) => entries.map((x) => Number(x.pinId));

test('merges newest first across lists', () => {
  assert.deepEqual(
    ids(
      mergeNewestFirst(
        [
          [e(1, 9), e(2, 5)],
          [e(3, 7), e(4, 1)],
        ],
        10,
      ),
    ),
    [9, 7, 5, 1],
  );
});

test('shows an original once, as its newest save', () => {
  const merged = mergeNewestFirst(
    [
      [e(1, 9), e(2, 5)],
      [e(1, 8), e(2, 6)],
    ],
    10,
  );
  assert.deepEqual(ids(merged), [9, 6]);
});

test('stops at the limit and leaves out excluded originals', () => {
  assert.deepEqual(ids(mergeNewestFirst([[e(1, 9), e(2, 8), e(3, 7)]], 2)), [9, 8]);
  assert.deepEqual(ids(mergeNewestFirst([[e(1, 9), e(2, 8), e(3, 7)]], 2, new Set([2n]))), [9, 7]);
});

test('nothing in, nothing out', () => {
  assert.deepEqual(mergeNewestFirst([], 5), []);
  assert.deepEqual(mergeNewestFirst([[], []], 5), []);
});

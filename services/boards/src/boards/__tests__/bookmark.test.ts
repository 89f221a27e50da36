import { END_BOOKMARK, ErrorCode } from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeBookmark, encodeBookmark } from '../bookmark.js';

test('a bookmark round-trips the sort keys and is URL-safe', () => {
  const cursor = { modifiedAt: new Date('2026-11-22T10:11:12.345Z'), id: 9007199254740993n };
  const bookmark = encodeBookmark(cursor);
  assert.match(bookmark, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(decodeBookmark(bookmark), cursor);
});

test('no bookmark means the first page', () => {
  assert.equal(decodeBookmark(undefined), null);
  assert.equal(decodeBookmark(''), null);
});

test('garbage and the end marker are refused as validation errors', () => {
  for (const bad of [
    'not-base64-json',
    Buffer.from('{"m":"x","id":"1"}').toString('base64url'),
    END_BOOKMARK,
  ]) {
    assert.throws(() => decodeBookmark(bad), { code: ErrorCode.ValidationFailed });
  }
});

import { END_BOOKMARK, ErrorCode } from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { readBookmark, toPage, writeBookmark } from '../keyset-page.js';

const cursor = z
  .strictObject({ m: z.iso.datetime(), id: z.string().regex(/^[1-9][0-9]*$/) })
  .transform(({ m, id }) => ({ at: new Date(m), id: BigInt(id) }));

test('a bookmark round-trips the sort keys and is URL-safe', () => {
  const bookmark = writeBookmark({ m: '2026-11-22T10:11:12.345Z', id: '9007199254740993' });
  assert.match(bookmark, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(readBookmark(bookmark, cursor), {
    first: false,
    after: { at: new Date('2026-11-22T10:11:12.345Z'), id: 9007199254740993n },
  });
});

test('no bookmark is the first page; the end marker is the end', () => {
  assert.deepEqual(readBookmark(undefined, cursor), { first: true });
  assert.deepEqual(readBookmark('', cursor), { first: true });
  assert.equal(readBookmark(END_BOOKMARK, cursor), 'end');
});

test('garbage and cursors of another shape are validation errors', () => {
  for (const bad of [
    'not-base64-json',
    writeBookmark({ m: 'x', id: '1' }),
    writeBookmark({ id: '1' }),
    writeBookmark({ m: '2026-11-22T10:11:12.345Z', id: '1', extra: 'y' }),
  ]) {
    assert.throws(() => readBookmark(bad, cursor), { code: ErrorCode.ValidationFailed });
  }
});

test('a page keeps pageSize rows and bookmarks the last one only when more follow', () => {
  const rows = [5, 4, 3].map((id) => ({ id }));
  const keys = (row: { id: number }) => ({ id: String(row.id) });
  const more = toPage(rows, 2, (row) => row.id, keys);
  assert.deepEqual(more.items, [5, 4]);
  assert.deepEqual(JSON.parse(Buffer.from(more.bookmark, 'base64url').toString()), { id: '4' });
  assert.deepEqual(
    toPage(rows, 3, (row) => row.id, keys),
    { items: [5, 4, 3], bookmark: END_BOOKMARK },
  );
});

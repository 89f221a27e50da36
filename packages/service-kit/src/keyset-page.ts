import { CommonTexts, END_BOOKMARK, type Page } from '@pinboard/contracts';
import { z } from 'zod';
import { ServiceError } from './service-error.js';

/** What a bookmark asks for: the first page, the rows after a cursor, or nothing (the end marker). */
export type PageStart<Cursor> = { first: true } | { first: false; after: Cursor } | 'end';

/**
 * Keyset paging. A bookmark is the sort keys of the previous page's last row as base64url JSON,
 * opaque to clients so the keys can change without breaking anyone who just passes it back.
 * `keys` parses the JSON (strings only) into the cursor; anything else is a validation error.
 */
export function readBookmark<Cursor>(
  bookmark: string | undefined,
  keys: z.ZodType<Cursor>,
): PageStart<Cursor> {
  if (bookmark === undefined || bookmark === '') return { first: true };
  if (bookmark === END_BOOKMARK) return 'end';
  try {
    return {
      first: false,
      after: keys.parse(JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'))),
    };
  } catch {
    throw ServiceError.validation(CommonTexts.invalidBookmark);
  }
}

export function writeBookmark(keys: Record<string, string>): string {
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

/**
 * A page from rows fetched with `take: pageSize + 1`: the extra row only says that more follow,
 * and the bookmark names the last row kept.
 */
export function toPage<Row, Item>(
  rows: readonly Row[],
  pageSize: number,
  toItem: (row: Row) => Item,
  keysOf: (row: Row) => Record<string, string>,
): Page<Item> {
  const kept = rows.slice(0, pageSize);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    bookmark: rows.length > pageSize && last ? writeBookmark(keysOf(last)) : END_BOOKMARK,
  };
}

export const emptyPage = <Item>(): Page<Item> => ({ items: [], bookmark: END_BOOKMARK });

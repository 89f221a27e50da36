import { CommonTexts, END_BOOKMARK, ID_PATTERN } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { z } from 'zod';

/** Sort keys of the last row of a page: board_order_modified_at (ISO) and id. */
export interface BoardCursor {
  modifiedAt: Date;
  id: bigint;
}

const cursorSchema = z.strictObject({ m: z.iso.datetime(), id: z.string().regex(ID_PATTERN) });

/** Opaque to clients: base64url JSON, so the sort keys can change without breaking the API shape. */
export function encodeBookmark(cursor: BoardCursor): string {
  const json = JSON.stringify({ m: cursor.modifiedAt.toISOString(), id: cursor.id.toString() });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** null for the first page; END_BOOKMARK and garbage are refused. */
export function decodeBookmark(bookmark: string | undefined): BoardCursor | null {
  if (bookmark === undefined || bookmark === '') return null;
  if (bookmark === END_BOOKMARK) throw ServiceError.validation(CommonTexts.invalidBookmark);
  try {
    const parsed = cursorSchema.parse(JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')));
    return { modifiedAt: new Date(parsed.m), id: BigInt(parsed.id) };
  } catch {
    throw ServiceError.validation(CommonTexts.invalidBookmark);
  }
}

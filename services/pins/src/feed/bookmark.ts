import { CommonTexts, END_BOOKMARK, ID_PATTERN } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';

/**
 * Keyset cursors: a bookmark names the last id of the previous page. Opaque to clients (base64url
 * of a small JSON), so its form can change without breaking anyone who just passes it back.
 */
export function encodeBookmark(lastId: bigint): string {
  return Buffer.from(JSON.stringify({ id: lastId.toString() })).toString('base64url');
}

/** null for the first page; END_BOOKMARK for "nothing more"; a bad bookmark is a validation error. */
export function decodeBookmark(bookmark: string | undefined): bigint | null | typeof END_BOOKMARK {
  if (!bookmark) return null;
  if (bookmark === END_BOOKMARK) return END_BOOKMARK;
  try {
    const value: unknown = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'));
    const id = (value as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && ID_PATTERN.test(id)) return BigInt(id);
  } catch {
    // fall through to the validation error below
  }
  throw ServiceError.validation(CommonTexts.invalidBookmark);
}

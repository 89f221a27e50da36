/** Paging shared by every list: a bookmark names where the next page starts. */
export const END_BOOKMARK = '-end-';
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
export const BOOKMARK_MAX = 200;
/** Decimal string id as used on the wire (Postgres BIGINT). */
export const ID_PATTERN = /^[1-9][0-9]{0,18}$/;

/** One page of a cursor-paginated list. bookmark is END_BOOKMARK on the last page. */
export interface Page<T> {
  items: T[];
  bookmark: string;
}

/**
 * v5 answers times as unix seconds and money as micro-currency numbers; the tables keep
 * timestamps and BIGINTs. These convert both ways, null staying null.
 */
import { END_BOOKMARK, type AdsPage, type Page } from '@pinboard/contracts';

export const unixOf = (date: Date): number => Math.floor(date.getTime() / 1000);
export const unixOrNull = (date: Date | null): number | null => (date ? unixOf(date) : null);
/** undefined (not sent) stays undefined, so an update leaves the column as it is. */
export function dateOf(seconds: number | null | undefined): Date | null | undefined {
  return seconds == null ? seconds : new Date(seconds * 1000);
}
export const microOrNull = (value: bigint | null): number | null => (value === null ? null : Number(value));
export function bigintOf(value: number | null | undefined): bigint | null | undefined {
  return value == null ? value : BigInt(value);
}

/** A service-kit page as v5 answers it: bookmark null on the last page. */
export function toAdsPage<T>(page: Page<T>): AdsPage<T> {
  return { items: page.items, bookmark: page.bookmark === END_BOOKMARK ? null : page.bookmark };
}

import { idSchema, type AdsPage } from '@pinboard/contracts';
import { emptyPage, readBookmark, toPage } from '@pinboard/service-kit';
import { z } from 'zod';
import { toAdsPage } from './wire-values.js';

const idCursor = z.object({ id: idSchema });

export type ListOrder = 'ASCENDING' | 'DESCENDING';

/** Where a page starts, in the list's order: past the id the last page ended with. */
export interface IdCursor {
  past: bigint;
  order: ListOrder;
}

/**
 * A v5 list by id, newest first unless ASCENDING: `fetch` reads `take` rows past the cursor (all
 * when undefined), and the bookmark names the last id kept.
 */
export async function pageById<Row extends { id: bigint }, Item>(
  bookmark: string | undefined,
  pageSize: number,
  order: ListOrder,
  fetch: (cursor: IdCursor | undefined, take: number) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<AdsPage<Item>> {
  const start = readBookmark(bookmark, idCursor);
  if (start === 'end') return toAdsPage(emptyPage<Item>());
  const cursor = start.first ? undefined : { past: BigInt(start.after.id), order };
  const rows = await fetch(cursor, pageSize + 1);
  return toAdsPage(toPage(rows, pageSize, toItem, (row) => ({ id: row.id.toString() })));
}

/** Prisma's id order for a list's order. */
export const idOrder = (order: ListOrder) => (order === 'ASCENDING' ? 'asc' : 'desc');

/** The where-clause parts every list shares: past the cursor, and among the ids asked for. */
export function idFilter(cursor: IdCursor | undefined, ids: readonly string[] | undefined) {
  if (cursor === undefined && ids === undefined) return undefined;
  return {
    ...(cursor !== undefined ? { [cursor.order === 'ASCENDING' ? 'gt' : 'lt']: cursor.past } : {}),
    ...(ids !== undefined ? { in: ids.map(BigInt) } : {}),
  };
}

import { idSchema, type AdsPage } from '@pinboard/contracts';
import { emptyPage, readBookmark, toPage } from '@pinboard/service-kit';
import { z } from 'zod';
import { toAdsPage } from './wire-values.js';

const idCursor = z.object({ id: idSchema });

/**
 * A v5 list, newest first: `fetch` reads `take` rows with ids below `before` (all when undefined),
 * and the bookmark names the last id kept.
 */
export async function pageById<Row extends { id: bigint }, Item>(
  bookmark: string | undefined,
  pageSize: number,
  fetch: (before: bigint | undefined, take: number) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<AdsPage<Item>> {
  const start = readBookmark(bookmark, idCursor);
  if (start === 'end') return toAdsPage(emptyPage<Item>());
  const rows = await fetch(start.first ? undefined : BigInt(start.after.id), pageSize + 1);
  return toAdsPage(toPage(rows, pageSize, toItem, (row) => ({ id: row.id.toString() })));
}

/** The where-clause parts every list shares: below the cursor, and among the ids asked for. */
export function idFilter(before: bigint | undefined, ids: readonly string[] | undefined) {
  if (before === undefined && ids === undefined) return undefined;
  return {
    ...(before !== undefined ? { lt: before } : {}),
    ...(ids !== undefined ? { in: ids.map(BigInt) } : {}),
  };
}

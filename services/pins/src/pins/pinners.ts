import type { PrismaClient } from '../generated/prisma/client.js';

/**
 * Of these people, those who save (or make) a Pin for the first time: each one's row in `pinners`
 * is written in the save's transaction, so of two first saves at once exactly one is first.
 */
export async function firstSavers(
  tx: Pick<PrismaClient, '$queryRaw'>,
  pinnerIds: readonly bigint[],
): Promise<Set<bigint>> {
  const inserted = await tx.$queryRaw<{ user_id: bigint }[]>`
    INSERT INTO "pins"."pinners" (user_id) SELECT unnest(${[...new Set(pinnerIds)].map(String)}::bigint[])
    ON CONFLICT DO NOTHING RETURNING user_id`;
  return new Set(inserted.map((row) => BigInt(row.user_id)));
}

import type { PgTransaction } from '@pinboard/db';
import type { PrismaClient } from '../generated/prisma/client.js';

const FIRST_SAVERS = `INSERT INTO "pins"."pinners" (user_id) SELECT unnest($1::bigint[])
  ON CONFLICT DO NOTHING RETURNING user_id`;

/**
 * Of these people, those who save (or make) a Pin for the first time: each one's row in `pinners`
 * is written in the save's transaction, so of two first saves at once exactly one is first.
 * `tx`: a Prisma transaction (a Pin made) or a node-postgres one (saves, save-writer.ts).
 */
export async function firstSavers(
  tx: Pick<PrismaClient, '$queryRawUnsafe'> | PgTransaction,
  pinnerIds: readonly bigint[],
): Promise<Set<bigint>> {
  const ids = [...new Set(pinnerIds)].map(String);
  const inserted =
    '$queryRawUnsafe' in tx
      ? await tx.$queryRawUnsafe<{ user_id: bigint }[]>(FIRST_SAVERS, ids)
      : (
          await tx.query<{ user_id: string }>({
            name: 'pins.first-savers',
            text: FIRST_SAVERS,
            values: [ids],
          })
        ).rows;
  return new Set(inserted.map((row) => BigInt(row.user_id)));
}

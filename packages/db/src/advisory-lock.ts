/** Something that runs a tagged-template SQL statement: a Prisma transaction client. */
export interface RawExecutor {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
}

/** An advisory-lock key half from an id (collisions only make unrelated work take turns). */
export const advisoryLockKey = (id: bigint | string): number => Number(BigInt(id) % 2_147_483_647n);

/**
 * Holds a transaction-scoped advisory lock on a pair of ids until the commit. Ordered pairs
 * (`unordered: false`) lock (a, b); unordered ones lock the same key for (a, b) and (b, a), for
 * work about two people whichever of them acts.
 */
export async function lockPair(
  tx: RawExecutor,
  a: bigint | string,
  b: bigint | string,
  { unordered = false }: { unordered?: boolean } = {},
): Promise<void> {
  let [first, second] = [advisoryLockKey(a), advisoryLockKey(b)];
  if (unordered && first > second) [first, second] = [second, first];
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${first}::int4, ${second}::int4)`;
}

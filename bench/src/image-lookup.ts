/**
 * More like this's look-up of near pictures on a million *different* ones, side by side in one run:
 * the hash's bytes as bands (as search indexed them until 2026-11-27) against its 16-bit quarters
 * probed with their one-bit neighbours (image-signature.ts). The bench's own corpus cannot show this:
 * its million Pins share a few hundred pictures, so nearly every closeup finds 25 copies of its own
 * picture before it looks for near ones. Both schemes find every hash up to 7 bits away; what differs
 * is how many candidates the GIN index hands over to be compared.
 */
import { pgbench, type LoadResult } from './measure.js';
import { sql } from './corpus.js';

const SCRATCH = 'bench_scratch';
const PICTURES = 1_000_000;

/** bytes: (i << 8) | byte i; quarters: (i << 16) | quarter i; probes: each quarter and its one-bit neighbours. */
const SCHEMES = `
CREATE OR REPLACE FUNCTION ${SCRATCH}.bytes(h bigint) RETURNS int[] LANGUAGE sql IMMUTABLE AS
  $$ SELECT ARRAY(SELECT ((i << 8) | ((h >> (8 * (7 - i))) & 255))::int FROM generate_series(0, 7) i) $$;
CREATE OR REPLACE FUNCTION ${SCRATCH}.quarters(h bigint) RETURNS int[] LANGUAGE sql IMMUTABLE AS
  $$ SELECT ARRAY(SELECT ((i << 16) | ((h >> (16 * (3 - i))) & 65535))::int FROM generate_series(0, 3) i) $$;
CREATE OR REPLACE FUNCTION ${SCRATCH}.probes(h bigint) RETURNS int[] LANGUAGE sql IMMUTABLE AS
  $$ SELECT ARRAY(SELECT ((i << 16) | (((h >> (16 * (3 - i))) & 65535) # (CASE WHEN b < 16 THEN 1 << b ELSE 0 END)))::int
                  FROM generate_series(0, 3) i, generate_series(0, 16) b) $$;`;

/** A million uniformly random hashes with both kinds of bands, made once and kept with the bench database. */
function ensurePictures(): void {
  const made = sql(
    `SELECT count(*) FROM pg_tables WHERE schemaname = '${SCRATCH}' AND tablename = 'pictures'`,
  )[0];
  if (made === '1') return;
  sql(`CREATE SCHEMA IF NOT EXISTS ${SCRATCH}; ${SCHEMES}
    CREATE TABLE ${SCRATCH}.pictures AS
      SELECT g AS id, ('x' || substr(md5(g::text), 1, 16))::bit(64)::bigint AS phash
      FROM generate_series(1, ${PICTURES}) g;
    ALTER TABLE ${SCRATCH}.pictures ADD PRIMARY KEY (id),
      ADD COLUMN bytes int[], ADD COLUMN quarters int[];
    UPDATE ${SCRATCH}.pictures SET bytes = ${SCRATCH}.bytes(phash), quarters = ${SCRATCH}.quarters(phash);
    CREATE INDEX ON ${SCRATCH}.pictures USING gin (bytes);
    CREATE INDEX ON ${SCRATCH}.pictures USING gin (quarters);`);
  sql(`VACUUM ANALYZE ${SCRATCH}.pictures`); // not in a multi-statement string
}

/**
 * A closeup's look-up as search runs it (pg-search-index.ts similar(), its near tier): the picture of
 * a random Pin with 7 of its bits changed, so that one near picture is there to be found.
 */
const lookup = (match: string) =>
  [
    `\\set id random(1, ${PICTURES})`,
    `SELECT p.id FROM ${SCRATCH}.pictures p,`,
    `  (SELECT phash # 3 # 196608 # 12884901888 # 4611686018427387904 AS h FROM ${SCRATCH}.pictures WHERE id = :id) q`,
    `WHERE ${match} AND bit_count((p.phash # q.h)::bit(64)) <= 12`,
    `ORDER BY bit_count((p.phash # q.h)::bit(64)) LIMIT 25;`,
  ].join('\n');

export function benchImageLookups(
  connections: readonly number[],
  seconds: number,
): Record<string, LoadResult[]> {
  ensurePictures();
  const bytes = lookup(`p.bytes && ${SCRATCH}.bytes(q.h)`);
  const quarters = lookup(`p.quarters && ${SCRATCH}.probes(q.h)`);
  const results: Record<string, LoadResult[]> = { pgbench_near_by_bytes: [], pgbench_near_by_quarters: [] };
  for (const c of connections) {
    results.pgbench_near_by_bytes!.push(pgbench(bytes, c, seconds));
    results.pgbench_near_by_quarters!.push(pgbench(quarters, c, seconds));
  }
  return results;
}

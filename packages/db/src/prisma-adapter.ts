import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

/** A pool of connections to Postgres (node-postgres). */
export const PgPool = pg.Pool;
export type PgPool = pg.Pool;

/**
 * Type parsers for a query whose rows should read as Prisma's do: int8 as bigint (node-postgres
 * reads it as text), every other type as usual.
 */
export const INT8_AS_BIGINT: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (text: string) => BigInt(text)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Connections a service keeps to Postgres unless told. */
const MAX_CONNECTIONS = 10;

/** The URL without its `?schema=`, which node-postgres does not read. */
function withoutSchema(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.delete('schema');
  return url.toString();
}

/** A pool for `databaseUrl` (its `?schema=` left out: node-postgres does not read it). */
export function createPgPool(databaseUrl: string, maxConnections = MAX_CONNECTIONS): PgPool {
  const pool = new PgPool({ connectionString: withoutSchema(databaseUrl), max: maxConnections });
  // An idle connection lost (Postgres restarting) is dropped by the pool, which then emits 'error':
  // unheard, that would end the process (Prisma listens only once it has connected). The next
  // query opens a new connection.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * The driver adapter a service's generated PrismaClient takes, on a pool of its own or on one it
 * shares with the service's plain SQL reads (closed by its owner, not by Prisma). `?schema=` in
 * the URL is ignored by the pg adapter, so the service's schema is passed explicitly.
 */
export function createPrismaAdapter(
  database: string | PgPool,
  schema: string,
  maxConnections = MAX_CONNECTIONS,
): PrismaPg {
  return typeof database === 'string'
    ? new PrismaPg({ connectionString: withoutSchema(database), max: maxConnections }, { schema })
    : new PrismaPg(database, { schema });
}

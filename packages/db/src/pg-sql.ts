import type pg from 'pg';
import { INT8_AS_BIGINT } from './prisma-adapter.js';

/** A connection in a transaction (node-postgres): what `inPgTransaction` hands its work. */
export type PgTransaction = pg.PoolClient;

/**
 * Runs `work` in a transaction on one of the pool's connections: committed when it returns,
 * rolled back when it throws. For the few hot writes in plain SQL, where Prisma's interactive
 * transaction costs more CPU than the statements (bench/results/history.md, "Saves in plain SQL").
 */
export async function inPgTransaction<T>(pool: pg.Pool, work: (tx: PgTransaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A connection lost while it is checked out (Postgres restarting) emits 'error' on the client,
  // which unheard would end the process: the statement in flight fails with it anyway, and the
  // client is discarded on release. The pool listens only while a client is idle.
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      // A connection that cannot even roll back is not given back to the pool.
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw err;
    }
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * Runs a statement prepared once per connection under `name` (a name stands for one text only),
 * its rows read as Prisma's would: int8 as bigint.
 */
export function preparedQuery<R extends pg.QueryResultRow>(
  db: pg.Pool | PgTransaction,
  name: string,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<R>> {
  return db.query<R>({ name, text, values, types: INT8_AS_BIGINT });
}

/**
 * A service's statements, each prepared once per connection as `${prefix}-${key}`: answers the
 * function that runs one by its key.
 */
export function preparedStatements<K extends string>(
  prefix: string,
  statements: Readonly<Record<K, string>>,
) {
  return <R extends pg.QueryResultRow>(
    db: pg.Pool | PgTransaction,
    key: K,
    values: unknown[],
  ): Promise<pg.QueryResult<R>> => preparedQuery<R>(db, `${prefix}-${key}`, statements[key], values);
}

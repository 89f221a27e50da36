/** inPgTransaction and preparedQuery against the real test Postgres. */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { testEnv } from '@pinboard/test-kit';
import { createPgPool, inPgTransaction, preparedQuery, type PgPool } from '@pinboard/db';

const { databaseUrl } = testEnv();
const table = `pg_sql_test_${randomBytes(4).toString('hex')}`;
let pool: PgPool;

before(async () => {
  pool = createPgPool(databaseUrl, 3);
  await pool.query(`CREATE TABLE public.${table} (id int8 PRIMARY KEY)`);
});
after(async () => {
  await pool.query(`DROP TABLE IF EXISTS public.${table}`);
  await pool.end();
});

const ids = async () =>
  (
    await preparedQuery<{ id: bigint }>(
      pool,
      `${table}-ids`,
      `SELECT id FROM public.${table} ORDER BY id`,
      [],
    )
  ).rows.map((row) => row.id);

test('commits what the work wrote, rolls all of it back when the work throws, reads int8 as bigint', async () => {
  await inPgTransaction(pool, (tx) => tx.query(`INSERT INTO public.${table} VALUES (1), (2)`));
  await assert.rejects(
    inPgTransaction(pool, async (tx) => {
      await tx.query(`INSERT INTO public.${table} VALUES (3)`);
      throw new Error('half-way');
    }),
    /half-way/,
  );
  assert.deepEqual(await ids(), [1n, 2n]);
});

test('a connection lost in the middle fails the work, not the process, and the pool goes on', async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  process.on('uncaughtException', onUncaught);
  try {
    await assert.rejects(
      inPgTransaction(pool, async (tx) => {
        await tx.query(`INSERT INTO public.${table} VALUES (4)`);
        // As when Postgres restarts: the server ends this connection while it is checked out.
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.query('SELECT 1');
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(uncaught, [], 'no error event went unheard');
    assert.deepEqual(await ids(), [1n, 2n], 'nothing of the lost transaction is kept');
    await inPgTransaction(pool, (tx) => tx.query(`INSERT INTO public.${table} VALUES (5)`));
    assert.deepEqual(await ids(), [1n, 2n, 5n]);
  } finally {
    process.off('uncaughtException', onUncaught);
  }
});

test('an idle connection lost is dropped by the pool without ending the process', async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  process.on('uncaughtException', onUncaught);
  const idle = createPgPool(databaseUrl, 1);
  try {
    const { rows } = await idle.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(uncaught, [], 'no error event went unheard');
    const again = await idle.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    assert.notEqual(again.rows[0]!.pid, rows[0]!.pid, 'a new connection');
  } finally {
    process.off('uncaughtException', onUncaught);
    await idle.end();
  }
});

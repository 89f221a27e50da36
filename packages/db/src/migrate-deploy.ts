import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

export interface MigrateOptions {
  databaseUrl: string;
  /** The Postgres schema the service owns; its _prisma_migrations table lives there too. */
  schema: string;
  /** A Prisma `migrations/` folder: one subfolder per migration holding migration.sql. */
  migrationsDir: string;
  log?: (line: string) => void;
}

/** Same key Prisma's migrate uses, so this tool and `prisma migrate deploy` never run at once. */
const PRISMA_ADVISORY_LOCK = 72707369;

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function listMigrations(
  migrationsDir: string,
): Promise<{ name: string; sql: string; checksum: string }[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies pending migrations exactly as `prisma migrate deploy` records them (same table, names
 * and checksums), without Prisma's native engine. Each migration runs in its own transaction, so
 * a failing one leaves nothing half-applied. Returns the names applied.
 */
export async function migrateDeploy(options: MigrateOptions): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const schema = assertIdentifier(options.schema);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query(`SET search_path TO "${schema}"`);
    await client.query(MIGRATIONS_TABLE);
    const done = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const applied = new Map(done.rows.map((r) => [r.migration_name, r]));
    const ran: string[] = [];
    for (const migration of await listMigrations(options.migrationsDir)) {
      const previous = applied.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          log(`warning: ${schema}/${migration.name} was edited after it was applied`);
        }
        continue;
      }
      if (previous)
        throw new Error(`${schema}/${migration.name} failed earlier; resolve it before migrating`);
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`${schema}/${migration.name}: ${err instanceof Error ? err.message : String(err)}`);
      }
      log(`applied ${schema}/${migration.name}`);
      ran.push(migration.name);
    }
    return ran;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export function assertIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a schema name: ${name}`);
  return name;
}

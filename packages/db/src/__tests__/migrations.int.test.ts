/** The offline migration tool against the real test Postgres, in throwaway schemas. */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { testEnv } from '@pinboard/test-kit';
import pg from 'pg';
import { createMigration, migrateDeploy, migrationFolderName } from '@pinboard/db';

const { databaseUrl } = testEnv();
const schemas: string[] = [];
let dir = '';
let client: pg.Client;

const newSchema = () => {
  const name = `migrate_test_${randomBytes(4).toString('hex')}`;
  schemas.push(name);
  return name;
};

async function writeMigration(name: string, sql: string): Promise<void> {
  await mkdir(join(dir, 'migrations', name), { recursive: true });
  await writeFile(join(dir, 'migrations', name, 'migration.sql'), sql);
}

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'migrate-test-'));
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
});
after(async () => {
  for (const s of schemas) await client.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

test('deploy applies pending migrations once and records them as Prisma does', async () => {
  const schema = newSchema();
  const sql = 'CREATE TABLE "things" ("id" BIGSERIAL PRIMARY KEY, "name" TEXT NOT NULL);\n';
  await writeMigration('20260101000000_init', sql);
  assert.deepEqual(await migrateDeploy({ databaseUrl, schema, migrationsDir: join(dir, 'migrations') }), [
    '20260101000000_init',
  ]);
  assert.deepEqual(await migrateDeploy({ databaseUrl, schema, migrationsDir: join(dir, 'migrations') }), []);
  const rows = await client.query(
    `SELECT migration_name, checksum, finished_at FROM "${schema}"."_prisma_migrations"`,
  );
  assert.equal(rows.rowCount, 1);
  assert.equal(rows.rows[0].checksum, createHash('sha256').update(sql).digest('hex'));
  assert.ok(rows.rows[0].finished_at);
  await client.query(`INSERT INTO "${schema}"."things" (name) VALUES ('ok')`);
});

test('a failing migration leaves nothing half-applied', async () => {
  const schema = newSchema();
  await writeMigration(
    '20260102000000_broken',
    'CREATE TABLE "half" ("id" INT);\nSELECT no_such_function();\n',
  );
  await assert.rejects(
    migrateDeploy({ databaseUrl, schema, migrationsDir: join(dir, 'migrations') }),
    /no_such_function/,
  );
  const tables = await client.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1`,
    [schema],
  );
  assert.deepEqual(tables.rows.map((r) => r.table_name).sort(), ['_prisma_migrations', 'things']);
  await rm(join(dir, 'migrations', '20260102000000_broken'), { recursive: true });
});

test('create writes the difference between the migrations and schema.prisma, or nothing', async () => {
  const schema = newSchema();
  const prismaSchemaPath = join(dir, 'schema.prisma');
  const model = (extra: string) =>
    `datasource db {\n  provider = "postgresql"\n}\n\nmodel Thing {\n  id   BigInt @id @default(autoincrement())\n  name String\n${extra}\n  @@map("things")\n}\n`;
  await writeFile(prismaSchemaPath, model(''));
  const options = {
    databaseUrl,
    schema,
    migrationsDir: join(dir, 'migrations'),
    prismaSchemaPath,
    name: 'add color',
  };
  assert.equal(await createMigration(options), null, 'the schema matches the existing migration');

  await writeFile(prismaSchemaPath, model('  color String?'));
  const folder = await createMigration({ ...options, now: new Date('2026-11-22T10:00:00Z') });
  assert.ok(folder?.endsWith('20261122100000_add_color'), String(folder));
  const sql = await readFile(join(folder!, 'migration.sql'), 'utf8');
  assert.match(sql, /ALTER TABLE "things" ADD COLUMN\s+"color" TEXT;/);
  assert.ok((await readdir(join(dir, 'migrations'))).includes('migration_lock.toml'));
  const scratch = await client.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name LIKE $1`, [
    `${schema}_scratch_%`,
  ]);
  assert.equal(scratch.rowCount, 0, 'the scratch schema is dropped');
});

test('migration folder names follow Prisma', () => {
  assert.equal(
    migrationFolderName('Add Pin sections!', new Date('2026-01-02T03:04:05Z')),
    '20260102030405_add_pin_sections',
  );
});

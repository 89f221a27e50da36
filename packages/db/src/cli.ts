#!/usr/bin/env node
/**
 * Offline stand-in for the Prisma CLI's migrate commands (whose native engine cannot be downloaded
 * here). Works on Prisma's own migrations/ format, so `prisma migrate deploy` still works elsewhere.
 *   pinboard-migrate deploy --schema pins --dir services/pins/prisma/migrations
 * DATABASE_URL gives the database.
 */
import { parseArgs } from 'node:util';
import { migrateDeploy } from './migrate-deploy.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { schema: { type: 'string' }, dir: { type: 'string' } },
});
const command = positionals[0];
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set');
  process.exit(2);
}
if (command === 'deploy' && values.schema && values.dir) {
  const applied = await migrateDeploy({
    databaseUrl,
    schema: values.schema,
    migrationsDir: values.dir,
    log: (l) => console.log(l),
  });
  console.log(`${values.schema}: ${applied.length} migration(s) applied`);
} else {
  console.error('usage: pinboard-migrate deploy --schema NAME --dir MIGRATIONS_DIR');
  process.exit(2);
}

#!/usr/bin/env node
/**
 * Offline stand-in for the Prisma CLI's migrate commands (whose native engine cannot be downloaded
 * here). Works on Prisma's own migrations/ format, so `prisma migrate deploy` still works elsewhere.
 *   pinboard-migrate deploy --schema pins --dir services/pins/prisma/migrations
 *   pinboard-migrate create --schema pins --dir services/pins/prisma/migrations \
 *     --prisma-schema services/pins/prisma/schema.prisma --name add_pin_sections
 * DATABASE_URL gives the database.
 */
import { parseArgs } from 'node:util';
import { createMigration } from './migrate-create.js';
import { migrateDeploy } from './migrate-deploy.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    schema: { type: 'string' },
    dir: { type: 'string' },
    'prisma-schema': { type: 'string' },
    name: { type: 'string' },
  },
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
} else if (command === 'create' && values.schema && values.dir && values['prisma-schema'] && values.name) {
  const folder = await createMigration({
    databaseUrl,
    schema: values.schema,
    migrationsDir: values.dir,
    prismaSchemaPath: values['prisma-schema'],
    name: values.name,
  });
  console.log(folder ? `created ${folder}` : 'no changes: schema.prisma matches the migrations');
} else {
  console.error('usage: pinboard-migrate deploy --schema NAME --dir MIGRATIONS_DIR');
  console.error(
    '       pinboard-migrate create --schema NAME --dir MIGRATIONS_DIR --prisma-schema FILE --name WORDS',
  );
  process.exit(2);
}

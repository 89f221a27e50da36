// The Prisma CLI's configuration for a service (prisma.config.ts: `export default servicePrismaConfig('boards')`).
// Plain JavaScript: the CLI loads it to generate clients before anything is compiled.
import { defineConfig } from 'prisma/config';

/** Prisma 7 reads the URL here; each service's tables live in the schema named after it. */
export function servicePrismaConfig(schema) {
  const base = process.env.DATABASE_URL ?? 'postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard';
  const url = base.includes('?') ? `${base}&schema=${schema}` : `${base}?schema=${schema}`;
  return defineConfig({
    schema: 'prisma/schema.prisma',
    migrations: { path: 'prisma/migrations' },
    datasource: { url },
  });
}

import { defineConfig } from 'prisma/config';

// Prisma 7 reads the URL here; the service's tables live in the `boards` schema.
const base = process.env.DATABASE_URL ?? 'postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard';
const url = base.includes('?') ? `${base}&schema=boards` : `${base}?schema=boards`;

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url },
});

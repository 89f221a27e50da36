import { PrismaPg } from '@prisma/adapter-pg';

/**
 * The driver adapter a service's generated PrismaClient takes. `?schema=` in the URL is ignored by
 * the pg adapter, so the service's schema is passed explicitly.
 */
export function createPrismaAdapter(databaseUrl: string, schema: string, maxConnections = 10): PrismaPg {
  const url = new URL(databaseUrl);
  url.searchParams.delete('schema');
  return new PrismaPg({ connectionString: url.toString(), max: maxConnections }, { schema });
}

import type { PrismaConfig } from 'prisma/config';

export function servicePrismaConfig(schema: string): PrismaConfig;

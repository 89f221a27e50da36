import { migrateDeploy } from '@pinboard/db';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { usersConfigSchema, type UsersConfig } from '../config.js';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard_test';
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4223';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

export function testConfig(): UsersConfig {
  return usersConfigSchema.parse({
    NATS_URL: TEST_NATS_URL,
    REDIS_URL: TEST_REDIS_URL,
    DATABASE_URL: TEST_DATABASE_URL,
    LOG_LEVEL: 'error',
  });
}

export async function migrateTestSchema(): Promise<void> {
  const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
  await migrateDeploy({ databaseUrl: TEST_DATABASE_URL, schema: 'users', migrationsDir });
}

/** Unique per call, so tests never collide with each other or with earlier runs. */
export const suffix = () => randomBytes(4).toString('hex');

export function newUser(overrides: Partial<{ email: string; username: string; birthday: string }> = {}) {
  const s = suffix();
  return {
    email: `ada_${s}@example.test`,
    password: 'correct horse',
    full_name: 'Ada King Lovelace',
    birthday: '1990-12-10',
    ...overrides,
  };
}

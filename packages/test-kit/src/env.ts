/**
 * The one place that says where tests find their infrastructure. scripts/test.sh exports these;
 * the defaults are what it uses: a database of its own, NATS on 4223, Redis db 1.
 */
import type { BaseConfigSchema, ServiceDefinition } from '@pinboard/service-kit';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';

export interface TestEnv {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
}

export function testEnv(): TestEnv {
  return {
    databaseUrl:
      process.env.TEST_DATABASE_URL ?? 'postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard_test',
    natsUrl: process.env.TEST_NATS_URL ?? 'nats://pinboard:pinboard@127.0.0.1:4223',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://default:pinboard@127.0.0.1:6379/1',
  };
}

/** The environment variables a part reads, pointed at the test infrastructure. */
export function testEnvVars(): Record<string, string> {
  const env = testEnv();
  return {
    NATS_URL: env.natsUrl,
    REDIS_URL: env.redisUrl,
    DATABASE_URL: env.databaseUrl,
    // Tests sign up thousands of people: scrypt at 2^12 instead of the 2^17 people get (users'
    // PASSWORD_HASH_COST), or the suites would spend minutes hashing.
    PASSWORD_HASH_COST: '12',
  };
}

/** Unique per call, so tests never collide with each other or with earlier runs. */
export const uniqueSuffix = () => randomBytes(4).toString('hex');

/**
 * A service's configuration for an in-process integration test: the test infrastructure, quiet
 * logs, and event consumers of its own that start at new events (no replay of the shared test
 * stream, and no other process takes its events). `cleanup` deletes those consumers.
 */
export function serviceTestConfig<S extends BaseConfigSchema>(
  definition: ServiceDefinition<S>,
  overrides: Record<string, string> = {},
): z.output<S> {
  return definition.config.parse({
    ...testEnvVars(),
    LOG_LEVEL: 'error',
    EVENT_CONSUMER_PREFIX: `test-${definition.name}-${uniqueSuffix()}`,
    EVENT_CONSUMER_START: 'new',
    ...overrides,
  });
}

/** Polls until check() is true: projections from events are eventually consistent. */
export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

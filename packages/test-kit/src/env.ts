/**
 * The one place that says where tests find their infrastructure. scripts/test.sh exports these;
 * the defaults are what it uses: a database of its own, NATS on 4223, Redis db 1.
 */
import {
  newActorKeyPair,
  RpcClient,
  type BaseConfigSchema,
  type ServiceDefinition,
} from '@pinboard/service-kit';
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

/**
 * The key pair that proves who acts on the bus (service-kit's acting-as.ts): the environment's
 * (infra/env.sh exports the machine's), else one made for this test process and put in its
 * environment, so that the parts it starts as child processes hold the same.
 */
export function testActorKeys(): { signingKey: string; verifyKey: string } {
  if (!process.env.ACTOR_SIGNING_KEY || !process.env.ACTOR_VERIFY_KEY) {
    const pair = newActorKeyPair();
    process.env.ACTOR_SIGNING_KEY = pair.signingKey;
    process.env.ACTOR_VERIFY_KEY = pair.verifyKey;
  }
  return { signingKey: process.env.ACTOR_SIGNING_KEY, verifyKey: process.env.ACTOR_VERIFY_KEY };
}

/** A client on the test NATS that acts as the gateway does: it signs who each call acts for. */
export function testRpcClient(timeoutMs = 10_000): RpcClient {
  return new RpcClient(testEnv().natsUrl, timeoutMs, { signingKey: testActorKeys().signingKey });
}

/** The environment variables a part reads, pointed at the test infrastructure. */
/** The pins service's key for naming stored images, in tests (a real deployment makes its own). */
const TEST_MEDIA_ADDRESS_KEY = 'test-media-address-key-0123456789abcdef';

export function testEnvVars(): Record<string, string> {
  const env = testEnv();
  const keys = testActorKeys();
  return {
    ACTOR_SIGNING_KEY: keys.signingKey,
    ACTOR_VERIFY_KEY: keys.verifyKey,
    NATS_URL: env.natsUrl,
    REDIS_URL: env.redisUrl,
    DATABASE_URL: env.databaseUrl,
    // Tests sign up thousands of people: scrypt at 2^12 instead of the 2^17 people get (users'
    // PASSWORD_HASH_COST), or the suites would spend minutes hashing.
    PASSWORD_HASH_COST: '12',
    MEDIA_ADDRESS_KEY: TEST_MEDIA_ADDRESS_KEY,
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

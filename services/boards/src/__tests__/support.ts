import { AckPolicy, DeliverPolicy, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { DOMAIN_EVENTS_STREAM, type Actor, type Pin, type Privacy } from '@pinboard/contracts';
import { ensureDomainEventsStream } from '@pinboard/service-kit';
import { migrateDeploy } from '@pinboard/db';
import { randomBytes, randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { boardsConfigSchema, type BoardsConfig } from '../config.js';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard_test';
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4223';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

export function testConfig(overrides: Record<string, string> = {}): BoardsConfig {
  return boardsConfigSchema.parse({
    ...overrides,
    NATS_URL: TEST_NATS_URL,
    REDIS_URL: TEST_REDIS_URL,
    DATABASE_URL: TEST_DATABASE_URL,
    LOG_LEVEL: 'error',
  });
}

export async function migrateTestSchema(): Promise<void> {
  const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
  await migrateDeploy({ databaseUrl: TEST_DATABASE_URL, schema: 'boards', migrationsDir });
}

export const suffix = () => randomBytes(4).toString('hex');

/** An actor as the gateway would pass it; ids far above real ones, so they never meet real users. */
export function newActor(): Actor {
  return {
    id: String(7_000_000_000_000 + randomInt(1_000_000_000)),
    username: `Owner_${suffix()}`,
    full_name: 'Test Owner',
    image_medium_url: null,
  };
}

let pinSeq = 0;
/** A Pin DTO as pins publishes it in pins.pin.created / pins.pin.saved. */
export function newPin(
  board: { id: string; name: string; url: string; privacy: Privacy },
  pinner: Actor,
): Pin {
  const id = String(6_000_000_000_000 + randomInt(1_000_000_000) * 100 + (pinSeq++ % 100));
  const image = (size: number) => ({ url: `https://img.test/${size}/${id}.jpg`, width: size, height: size });
  return {
    id,
    title: `Pin ${id}`,
    description: '',
    link: null,
    domain: null,
    dominant_color: '#aabbcc',
    images: { '236x': image(236), orig: image(1000) },
    board,
    pinner: { id: pinner.id, username: pinner.username, full_name: pinner.full_name, image_medium_url: null },
    repinned_from_id: null,
    is_promoted: false,
    created_at: new Date().toISOString(),
  };
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

/**
 * A private durable consumer that starts at new messages: the service under test then sees only
 * the events published from now on (no replay of the shared test stream), and no other process
 * (another suite's boards child, say) takes them.
 */
export async function createTestDurable(
  nc: NatsConnection,
): Promise<{ name: string; remove(): Promise<void> }> {
  await ensureDomainEventsStream(nc);
  const jsm = await jetstreamManager(nc);
  const name = `boards-pin-stats-test-${suffix()}`;
  await jsm.consumers.add(DOMAIN_EVENTS_STREAM, {
    durable_name: name,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.New,
    ack_wait: 30_000_000_000,
  });
  return { name, remove: async () => void (await jsm.consumers.delete(DOMAIN_EVENTS_STREAM, name)) };
}

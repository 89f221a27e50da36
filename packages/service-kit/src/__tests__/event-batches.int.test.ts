/**
 * Batched event consumption on a real NATS (the test server): the events waiting are applied
 * together, in stream order, and one that cannot be applied holds back none of the others.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DOMAIN_EVENTS_STREAM, Events } from '@pinboard/contracts';
import { DomainEventConsumer, DomainEventPublisher } from '../domain-events.js';
import { natsOptions } from '../nats-url.js';

const natsUrl = process.env.TEST_NATS_URL ?? 'nats://pinboard:pinboard@127.0.0.1:4223';
const durable = `test-batches-${randomUUID().slice(0, 8)}`;
let consumer: DomainEventConsumer | null = null;

after(async () => {
  await consumer?.stop();
  const nc = await connect(natsOptions(natsUrl));
  await (await jetstreamManager(nc)).consumers.delete(DOMAIN_EVENTS_STREAM, durable).catch(() => undefined);
  await nc.drain();
});

test('waiting events are applied in batches, in order; a failing one is retried alone', async () => {
  const run = randomUUID().slice(0, 8);
  const followers = Array.from({ length: 30 }, (_, i) => `${run}-${String(i).padStart(2, '0')}`);
  const poison = followers[15]!;
  const since = new Date(Date.now() - 1000).toISOString();
  const publisher = await DomainEventPublisher.connect(natsUrl);
  for (const follower_id of followers) {
    await publisher.publish(Events.users.userFollowed, { follower_id, followee_id: '1' });
  }
  await publisher.close();

  const applied: string[] = [];
  const sizes: number[] = [];
  consumer = await DomainEventConsumer.start({
    natsUrl,
    durable,
    start: since,
    events: [Events.users.userFollowed],
    batch: 10,
    handle: async (_event, body) => {
      const { follower_id } = body as { follower_id: string };
      if (!follower_id.startsWith(run)) return;
      if (follower_id === poison) throw new Error('cannot apply this one');
      applied.push(follower_id);
    },
    applyBatch: async (runs) => {
      sizes.push(runs.length);
      for (const apply of runs) await apply();
    },
  });
  const deadline = Date.now() + 15_000;
  while (new Set(applied).size < followers.length - 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.deepEqual(
    [...new Set(applied)].sort(),
    followers.filter((f) => f !== poison),
    'every other event applied',
  );
  assert.ok(Math.max(...sizes) > 1, `batches of more than one event (${sizes.join(', ')})`);
  assert.ok(!applied.includes(poison));
  // In stream order: each event's first application comes after the one before it.
  const firsts = followers.filter((f) => f !== poison).map((f) => applied.indexOf(f));
  assert.deepEqual(
    firsts,
    [...firsts].sort((a, b) => a - b),
  );
});

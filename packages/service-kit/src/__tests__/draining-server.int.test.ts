/**
 * The NATS server side of every service, on a real NATS (the test server): once it has started, a
 * call made at once from another connection reaches it. Before, start returned as soon as the
 * subscriptions were written to the socket, and a call in that moment could meet "no responders"
 * (a replayed search index's first query did, in CI).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { connect } from '@nats-io/transport-node';
import { DrainingServerNats } from '../draining-server.js';
import { natsOptions } from '../nats-url.js';

const natsUrl = process.env.TEST_NATS_URL ?? 'nats://pinboard:pinboard@127.0.0.1:4223';

test('a call made as soon as the server has started is answered', async () => {
  const caller = await connect(natsOptions(natsUrl));
  try {
    for (let round = 0; round < 10; round++) {
      // A subject nobody else listens on: a call before the subscription reaches NATS has no responder.
      const subject = `test.draining.${randomUUID().slice(0, 8)}`;
      const server = new DrainingServerNats({ ...natsOptions(natsUrl), queue: 'test-draining' });
      server.addHandler(subject, (data: unknown) => Promise.resolve({ echo: data }));
      await new Promise<void>((resolve, reject) =>
        server.listen((err?: unknown) => (err ? reject(err as Error) : resolve())),
      );
      try {
        const reply = await caller.request(
          subject,
          JSON.stringify({ pattern: subject, data: { round }, id: String(round) }),
          { timeout: 2_000 },
        );
        assert.deepEqual((reply.json() as { response: unknown }).response, { echo: { round } });
      } finally {
        await server.close();
      }
    }
  } finally {
    await caller.close();
  }
});

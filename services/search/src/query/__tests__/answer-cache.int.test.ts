/**
 * The answer cache on a real Redis, as two replicas of search share it: each keeps what it read in
 * memory, and a change to the index is never answered from an older answer (at once in the
 * replica that made it, within VERSION_MAX_AGE_MS in the others).
 */
import { testEnv } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { AnswerCache, VERSION_MAX_AGE_MS } from '../answer-cache.js';

describe('answer cache', () => {
  const redis = new Redis(testEnv().redisUrl);
  after(() => redis.quit());
  const answer = z.object({ n: z.number() });

  /** A cache whose answers count how often they were computed. */
  const counting = () => {
    let computed = 0;
    return {
      get count() {
        return computed;
      },
      compute: async () => ({ n: ++computed }),
    };
  };

  test('an answer is computed once, then read from memory and by other replicas from Redis', async () => {
    const name = `test:${randomUUID()}`;
    const [one, two] = [new AnswerCache(redis), new AnswerCache(redis)];
    const counter = counting();
    assert.deepEqual(await one.get(name, answer, 60, counter.compute), { n: 1 });
    assert.deepEqual(await one.get(name, answer, 60, counter.compute), { n: 1 });
    assert.deepEqual(await two.get(name, answer, 60, counter.compute), { n: 1 });
    assert.equal(counter.count, 1);
    // Many callers at once share one version read.
    const many = await Promise.all(
      Array.from({ length: 20 }, () => two.get(name, answer, 60, counter.compute)),
    );
    assert.ok(many.every((value) => value.n === 1));
  });

  test('a change to the index is seen at once where it was made, and soon by the other replicas', async () => {
    const name = `test:${randomUUID()}`;
    const [one, two] = [new AnswerCache(redis), new AnswerCache(redis)];
    const counter = counting();
    await one.get(name, answer, 60, counter.compute);
    await two.get(name, answer, 60, counter.compute);
    await one.invalidate();
    assert.deepEqual(await one.get(name, answer, 60, counter.compute), { n: 2 }, 'recomputed at once');
    await sleep(VERSION_MAX_AGE_MS + 20);
    // Not the older answer (another suite sharing this Redis may have changed the index again).
    assert.notDeepEqual(await two.get(name, answer, 60, counter.compute), { n: 1 });
  });

  test('an answer is kept no longer than its time to live, in memory as in Redis', async () => {
    const name = `test:${randomUUID()}`;
    const cache = new AnswerCache(redis);
    const counter = counting();
    await cache.get(name, answer, 1, counter.compute);
    await sleep(1_100);
    assert.deepEqual(await cache.get(name, answer, 1, counter.compute), { n: 2 });
  });

  test('an answer in Redis that no longer parses is computed again', async () => {
    const name = `test:${randomUUID()}`;
    const cache = new AnswerCache(redis);
    const version = (await redis.get('search:index:version')) ?? '0';
    await redis.set(`search:${version}:${name}`, JSON.stringify({ n: 'not a number' }), 'EX', 60);
    assert.deepEqual(await cache.get(name, answer, 60, async () => ({ n: 7 })), { n: 7 });
  });
});

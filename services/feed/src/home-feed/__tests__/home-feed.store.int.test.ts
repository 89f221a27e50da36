/**
 * The Redis side of home feeds on a real Redis: a rebuild never overwrites what changed while it
 * read Postgres (a drop, or a Pin fanned out meanwhile), and fan-out keeps feeds bounded.
 */
import { testEnv } from '@pinboard/test-kit';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FeedConfig } from '../../config.js';
import type { FeedEntry } from '../feed-merge.js';
import { HomeFeedStore, homeFeedKey } from '../home-feed.store.js';

const entry = (pinId: number, rootId = pinId): FeedEntry => ({
  pinId: BigInt(pinId),
  rootId: BigInt(rootId),
});
const config = { HOME_FEED_MAX_ITEMS: 10, HOME_FEED_TTL_SECONDS: 600 } as FeedConfig;

describe('home feed store (Redis)', () => {
  let redis: Redis;
  let store: HomeFeedStore;
  // A user id no other test run uses, far above real ones.
  let nextUser = BigInt(9_000_000_000 + randomInt(1_000_000_000));
  const user = () => nextUser++;
  const pinIds = async (userId: bigint) => (await store.read(userId, null, 100)).map((e) => Number(e.pinId));

  before(() => {
    redis = new Redis(testEnv().redisUrl);
    store = new HomeFeedStore(redis, config);
  });
  after(async () => {
    await redis.quit();
  });

  test('a rebuild writes the feed; fan-out adds to it, newest first, one tile per original', async () => {
    const id = user();
    assert.equal(await store.readIfThere(id, null, 10), null, 'no feed yet');
    assert.equal(await store.rebuild(id, async () => [entry(5), entry(3)]), true);
    await redis.expire(homeFeedKey(id), 5);
    assert.deepEqual(
      (await store.readIfThere(id, null, 10))?.map((e) => Number(e.pinId)),
      [5, 3],
    );
    assert.ok((await redis.ttl(homeFeedKey(id))) > 5, 'a read keeps the feed a while longer');
    await store.addToFeeds([id], entry(8, 3)); // a newer save of original 3
    await store.addToFeeds([id], entry(4, 5)); // an older save of original 5 changes nothing
    assert.deepEqual(await pinIds(id), [8, 5]);
    assert.deepEqual([...(await store.originals(id))].sort(), [3n, 5n]);
  });

  test('fan-out skips feeds nobody rebuilt, and trims to HOME_FEED_MAX_ITEMS', async () => {
    const [cold, warm] = [user(), user()];
    await store.rebuild(warm, async () => []);
    for (let pin = 1; pin <= 15; pin++) await store.addToFeeds([cold, warm], entry(pin));
    assert.equal(await redis.exists(homeFeedKey(cold)), 0);
    assert.deepEqual(await pinIds(warm), [15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
  });

  test('a drop while a rebuild reads makes it write nothing', async () => {
    const id = user();
    const written = await store.rebuild(id, async () => {
      await store.drop(id);
      return [entry(1)];
    });
    assert.equal(written, false);
    assert.equal(await redis.exists(homeFeedKey(id)), 0);
  });

  test('a Pin fanned out while a rebuild reads makes it write nothing; the next rebuild sees it', async () => {
    const id = user();
    const written = await store.rebuild(id, async () => {
      await store.addToFeeds([id], entry(7));
      return [entry(1)];
    });
    assert.equal(written, false, 'the rebuild read before Pin 7 existed');
    assert.equal(await store.rebuild(id, async () => [entry(7), entry(1)]), true);
    assert.deepEqual(await pinIds(id), [7, 1]);
  });
});

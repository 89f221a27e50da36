import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import type { FeedConfig } from '../config.js';
import type { FeedEntry } from './feed-merge.js';

/**
 * A person's home feed in Redis: a sorted set of originals (member) scored by the id of the newest
 * followed save of each (ids grow with time, so the score orders newest first and ZADD GT keeps an
 * original once, at its newest save). A sentinel scored 0 marks a feed that exists but is empty.
 */
export const homeFeedKey = (userId: bigint | string) => `feed:home:${userId}`;
/**
 * Bumped whenever the feed is dropped, or changed while a rebuild runs: a rebuild that started
 * before must not write what it read.
 */
const generationKey = (userId: bigint | string) => `feed:home:${userId}:generation`;
/** How many rebuilds are reading Postgres: a Pin fanned out meanwhile bumps the generation. */
const buildingKey = (userId: bigint | string) => `feed:home:${userId}:building`;
/** How long a rebuild may take before its marker lapses (it then writes, if nothing changed). */
const BUILDING_MS = 30_000;
const SENTINEL = '-';

/** KEYS: feed, generation. ARGV: generation read before the rebuild, ttl, then scores and members. */
const REPLACE_IF_CURRENT = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZADD', KEYS[1], 0, '${SENTINEL}')
for i = 3, #ARGV, 2 do redis.call('ZADD', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Adds entries only to a feed that exists (one nobody reads is rebuilt when read, not kept warm),
 * then trims it to the newest ARGV[1] (the sentinel, rank 0, stays). A feed being rebuilt is told
 * through its generation that it may have missed this entry. KEYS: feed, building, generation.
 */
const ADD_IF_EXISTS = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then
    redis.call('INCR', KEYS[3])
    redis.call('PEXPIRE', KEYS[3], ${BUILDING_MS * 2})
  end
  return 0
end
for i = 2, #ARGV, 2 do redis.call('ZADD', KEYS[1], 'GT', ARGV[i], ARGV[i + 1]) end
redis.call('ZREMRANGEBYRANK', KEYS[1], 1, -(tonumber(ARGV[1]) + 1))
return 1`;

/** Feeds written per pipeline when one Pin goes to many followers. */
const FANOUT_PIPELINE = 1_000;

interface FeedRedis extends Redis {
  feedAddIfExists(
    key: string,
    building: string,
    generation: string,
    max: number,
    ...scoresAndMembers: string[]
  ): Promise<number>;
  feedReplaceIfCurrent(
    key: string,
    generation: string,
    expected: string,
    ttl: number,
    ...scoresAndMembers: string[]
  ): Promise<number>;
}

@Injectable()
export class HomeFeedStore {
  private readonly redis: FeedRedis;

  constructor(
    redis: Redis,
    @InjectConfig() private readonly config: FeedConfig,
  ) {
    redis.defineCommand('feedAddIfExists', { numberOfKeys: 3, lua: ADD_IF_EXISTS });
    redis.defineCommand('feedReplaceIfCurrent', { numberOfKeys: 2, lua: REPLACE_IF_CURRENT });
    this.redis = redis as FeedRedis;
  }

  /**
   * Rebuilds the person's feed with what `build` reads from Postgres, unless it was dropped or a
   * Pin was fanned out meanwhile; false then (read again, `build` would see what is true by now).
   */
  async rebuild(userId: bigint, build: () => Promise<readonly FeedEntry[]>): Promise<boolean> {
    await this.redis.multi().incr(buildingKey(userId)).pexpire(buildingKey(userId), BUILDING_MS).exec();
    const generation = (await this.redis.get(generationKey(userId))) ?? '0';
    try {
      const entries = await build();
      const members = entries
        .slice(0, this.config.HOME_FEED_MAX_ITEMS)
        .flatMap((entry) => [entry.pinId.toString(), entry.rootId.toString()]);
      const written = await this.redis.feedReplaceIfCurrent(
        homeFeedKey(userId),
        generationKey(userId),
        generation,
        this.config.HOME_FEED_TTL_SECONDS,
        ...members,
      );
      return written === 1;
    } finally {
      if ((await this.redis.decr(buildingKey(userId))) <= 0) await this.redis.del(buildingKey(userId));
    }
  }

  /** Up to `count` entries older than the save `before` (the newest when null), newest first. */
  async read(userId: bigint, before: bigint | null, count: number): Promise<FeedEntry[]> {
    return entriesOf(await this.redis.zrevrangebyscore(...rangeArgs(userId, before, count)));
  }

  /**
   * As `read`, keeping the feed in Redis a while longer, in one round trip (what `touch` then
   * `read` do); null when the person has no feed there (it is to be rebuilt).
   */
  async readIfThere(userId: bigint, before: bigint | null, count: number): Promise<FeedEntry[] | null> {
    const answers = await this.redis
      .pipeline()
      .expire(homeFeedKey(userId), this.config.HOME_FEED_TTL_SECONDS)
      .zrevrangebyscore(...rangeArgs(userId, before, count))
      .exec();
    const [[expireError, kept] = [], [rangeError, flat] = []] = answers ?? [];
    if (expireError) throw expireError;
    if (rangeError) throw rangeError;
    return kept === 1 ? entriesOf(flat as string[]) : null;
  }

  /** Every original in the person's feed (popular pages leave them out: they were shown already). */
  async originals(userId: bigint): Promise<Set<bigint>> {
    const members = await this.redis.zrangebyscore(homeFeedKey(userId), '(0', '+inf');
    return new Set(members.map(BigInt));
  }

  /** Fan-out on write: the entry joins each of these people's feeds that exist. */
  async addToFeeds(userIds: Iterable<bigint>, entry: FeedEntry): Promise<void> {
    const args = [entry.pinId.toString(), entry.rootId.toString()];
    let pipeline = this.redis.pipeline();
    let queued = 0;
    for (const userId of userIds) {
      (pipeline as unknown as FeedRedis).feedAddIfExists(
        homeFeedKey(userId),
        buildingKey(userId),
        generationKey(userId),
        this.config.HOME_FEED_MAX_ITEMS,
        ...args,
      );
      if (++queued % FANOUT_PIPELINE === 0) {
        await pipeline.exec();
        pipeline = this.redis.pipeline();
      }
    }
    if (queued % FANOUT_PIPELINE !== 0) await pipeline.exec();
  }

  /** Forgets feeds that no longer match what their owners follow: each is rebuilt when read. */
  async drop(...userIds: bigint[]): Promise<void> {
    const transaction = this.redis.multi();
    for (const userId of userIds) {
      transaction
        .incr(generationKey(userId))
        .expire(generationKey(userId), this.config.HOME_FEED_TTL_SECONDS)
        .del(homeFeedKey(userId));
    }
    await transaction.exec();
  }
}

/** ZREVRANGEBYSCORE's arguments for `count` entries older than the save `before`, with their scores. */
const rangeArgs = (userId: bigint, before: bigint | null, count: number) =>
  [
    homeFeedKey(userId),
    before === null ? '+inf' : `(${before}`,
    '(0',
    'WITHSCORES',
    'LIMIT',
    0,
    count,
  ] as const;

/** Entries from ZREVRANGEBYSCORE … WITHSCORES: each member (the original) then its score (the save). */
function entriesOf(flat: readonly string[]): FeedEntry[] {
  const entries: FeedEntry[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    entries.push({ rootId: BigInt(flat[i]!), pinId: BigInt(flat[i + 1]!) });
  }
  return entries;
}

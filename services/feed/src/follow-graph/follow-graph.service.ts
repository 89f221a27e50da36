import { Injectable } from '@nestjs/common';
import { PgPool, preparedStatements } from '@pinboard/db';
import { InjectConfig } from '@pinboard/service-kit';
import type { FeedConfig } from '../config.js';
import { Prisma, PrismaClient, type FollowTarget } from '../generated/prisma/client.js';

/** What someone follows, split by how its Pins reach them. */
export interface FollowedSources {
  userIds: bigint[];
  boardIds: bigint[];
}

// Raw SQL is not given the service's schema (the adapter qualifies model queries only).
const FOLLOWS = Prisma.raw('"feed"."follows"');
const SOURCES = Prisma.raw('"feed"."sources"');

/** Followers read in pages of this many when a Pin is copied into their feeds. */
const FOLLOWERS_BATCH = 5_000;

/**
 * What every Pin made or saved asks, in plain SQL on prepared statements (through Prisma they cost
 * the service more CPU than Postgres: bench/results/history.md, "Saves in plain SQL").
 */
const SQL = {
  blockedWith: `SELECT blocked_id AS id FROM "feed"."blocks" WHERE blocker_id = $1::bigint
    UNION SELECT blocker_id FROM "feed"."blocks" WHERE blocked_id = $1::bigint`,
  withFollowers: `SELECT s.target::text AS target, s.target_id FROM "feed"."sources" s
    JOIN unnest($1::"feed"."FollowTarget"[], $2::bigint[]) AS k(target, target_id)
      ON s.target = k.target AND s.target_id = k.target_id
    WHERE s.follower_count > 0 AND s.follower_count < $3::int`,
  followerCount: `SELECT follower_count FROM "feed"."sources"
    WHERE target = $1::"feed"."FollowTarget" AND target_id = $2::bigint`,
  followers: `SELECT follower_id FROM "feed"."follows"
    WHERE target = $1::"feed"."FollowTarget" AND target_id = $2::bigint AND follower_id > $3::bigint
    ORDER BY follower_id LIMIT ${FOLLOWERS_BATCH}`,
};
const statement = preparedStatements('feed.graph', SQL);

/**
 * Who follows which people and boards, and who blocked whom: the feed's copy, kept from users and
 * boards events (the users and boards services own the real thing). Each source knows its follower
 * count, which decides fan-out on write or fan-in on read.
 */
@Injectable()
export class FollowGraphService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: PgPool,
    @InjectConfig() private readonly config: FeedConfig,
  ) {}

  private async run<R extends object>(key: keyof typeof SQL, values: unknown[]): Promise<R[]> {
    return (await statement<R>(this.pool, key, values)).rows;
  }

  /** Records a follow; false when it was already known (a redelivered event). */
  async follow(followerId: bigint, target: FollowTarget, targetId: bigint): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      await tx.source.createMany({ data: [{ target, targetId }], skipDuplicates: true });
      const { count } = await tx.follow.createMany({
        data: [{ followerId, target, targetId }],
        skipDuplicates: true,
      });
      if (count > 0) {
        await tx.source.update({
          where: { target_targetId: { target, targetId } },
          data: { followerCount: { increment: 1 } },
        });
      }
      return count > 0;
    });
  }

  async unfollow(followerId: bigint, target: FollowTarget, targetId: bigint): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.follow.deleteMany({ where: { followerId, target, targetId } });
      if (count > 0) {
        await tx.source.update({
          where: { target_targetId: { target, targetId } },
          data: { followerCount: { decrement: 1 } },
        });
      }
      return count > 0;
    });
  }

  /** A deleted board: its follows go with it (the boards service deletes them without events). */
  async dropSource(target: FollowTarget, targetId: bigint): Promise<void> {
    await this.prisma.source.deleteMany({ where: { target, targetId } });
  }

  async block(blockerId: bigint, blockedId: bigint): Promise<void> {
    await this.prisma.block.createMany({ data: [{ blockerId, blockedId }], skipDuplicates: true });
  }

  async unblock(blockerId: bigint, blockedId: bigint): Promise<void> {
    await this.prisma.block.deleteMany({ where: { blockerId, blockedId } });
  }

  /** Everyone who blocked `userId` or whom they blocked. */
  async blockedWith(userId: bigint): Promise<Set<bigint>> {
    const rows = await this.run<{ id: bigint }>('blockedWith', [userId.toString()]);
    return new Set(rows.map((row) => row.id));
  }

  /** Whether a source has so many followers that its Pins are read, not copied (fan-in). */
  isHeavy(followerCount: number): boolean {
    return followerCount >= this.config.FANOUT_MAX_FOLLOWERS;
  }

  /** Which of these sources have followers to copy a new Pin to (light ones with at least one). */
  async withFollowersToFanOut(
    sources: readonly { target: FollowTarget; targetId: bigint }[],
  ): Promise<Set<string>> {
    if (sources.length === 0) return new Set();
    const rows = await this.run<{ target: FollowTarget; target_id: bigint }>('withFollowers', [
      sources.map((source) => source.target),
      sources.map((source) => source.targetId.toString()),
      this.config.FANOUT_MAX_FOLLOWERS,
    ]);
    return new Set(rows.map((row) => sourceKey(row.target, row.target_id)));
  }

  /**
   * The followers a new Pin of this source is copied to, in batches; nothing for a heavy source
   * (its followers read its Pins when they read their feed).
   */
  async *followersToFanOut(target: FollowTarget, targetId: bigint): AsyncGenerator<bigint[]> {
    const [source] = await this.run<{ follower_count: number }>('followerCount', [
      target,
      targetId.toString(),
    ]);
    if (!source || source.follower_count === 0 || this.isHeavy(source.follower_count)) return;
    let after = 0n;
    for (;;) {
      const rows = await this.run<{ follower_id: bigint }>('followers', [
        target,
        targetId.toString(),
        after.toString(),
      ]);
      if (rows.length === 0) return;
      yield rows.map((row) => row.follower_id);
      if (rows.length < FOLLOWERS_BATCH) return;
      after = rows.at(-1)!.follower_id;
    }
  }

  /**
   * The heavy sources `followerId` follows: those every read of their feed merges in (fan-in). One
   * statement that answers only them, as each feed page asks it: a person following hundreds of
   * boards no longer has every follow and its source read and mapped per page.
   */
  async heavySourcesOf(followerId: bigint): Promise<FollowedSources> {
    const rows = await this.prisma.$queryRaw<{ target: FollowTarget; target_id: bigint }[]>`
      SELECT f.target::text AS target, f.target_id FROM ${FOLLOWS} f
      JOIN ${SOURCES} s ON s.target = f.target AND s.target_id = f.target_id
      WHERE f.follower_id = ${followerId} AND s.follower_count >= ${this.config.FANOUT_MAX_FOLLOWERS}`;
    const heavy: FollowedSources = { userIds: [], boardIds: [] };
    for (const row of rows) (row.target === 'user' ? heavy.userIds : heavy.boardIds).push(row.target_id);
    return heavy;
  }

  /** What `followerId` follows, split into light sources (copied into their feed) and heavy ones. */
  async sourcesOf(followerId: bigint): Promise<{ light: FollowedSources; heavy: FollowedSources }> {
    const rows = await this.prisma.follow.findMany({
      where: { followerId },
      select: { target: true, targetId: true, source: { select: { followerCount: true } } },
    });
    const light: FollowedSources = { userIds: [], boardIds: [] };
    const heavy: FollowedSources = { userIds: [], boardIds: [] };
    for (const row of rows) {
      const into = this.isHeavy(row.source.followerCount) ? heavy : light;
      (row.target === 'user' ? into.userIds : into.boardIds).push(row.targetId);
    }
    return { light, heavy };
  }
}

/** A source as a set member: 'user:12', 'board:34'. */
export const sourceKey = (target: FollowTarget, targetId: bigint): string => `${target}:${targetId}`;

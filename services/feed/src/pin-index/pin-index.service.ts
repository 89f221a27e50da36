import { Injectable } from '@nestjs/common';
import type { Pin } from '@pinboard/contracts';
import { PgPool, preparedStatements } from '@pinboard/db';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { FeedEntry } from '../home-feed/feed-merge.js';
import { hotScore } from './hot-score.js';

/** Raw SQL is not given the service's schema (the adapter qualifies model queries only). */
const FEED_PINS = Prisma.raw('"feed"."feed_pins"');
/**
 * What every Pin made or saved runs, in plain SQL on prepared statements (through Prisma's raw
 * queries they cost the service more CPU than Postgres: bench/results/history.md, "Saves in plain SQL").
 */
const SQL = {
  record: `INSERT INTO "feed"."feed_pins" (pin_id, root_id, pinner_id, board_id, public, created_at)
    SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::boolean[], $6::timestamptz[])
    ON CONFLICT DO NOTHING`,
  counts: `SELECT root_id, count(*) AS saves, min(created_at) AS first, min(pin_id) FILTER (WHERE public) AS pin_id
    FROM "feed"."feed_pins" WHERE root_id = ANY($1::bigint[])
    GROUP BY root_id`,
  popular: `WITH gone AS (
      DELETE FROM "feed"."popular_pins"
      WHERE root_id = ANY($1::bigint[]) AND root_id <> ALL($2::bigint[])
    )
    INSERT INTO "feed"."popular_pins" (root_id, pin_id, saves, hot)
    SELECT * FROM unnest($2::bigint[], $3::bigint[], $4::int[], $5::float8[])
    ON CONFLICT (root_id) DO UPDATE SET pin_id = excluded.pin_id, saves = excluded.saves, hot = excluded.hot`,
};
const statement = preparedStatements('feed.pin-index', SQL);

/** Originals recounted per statement when a whole board changes. */
const RECOUNT_BATCH = 500;

/** Where a popular page starts: after this (hot, root). */
export interface PopularCursor {
  hot: number;
  rootId: bigint;
}

/**
 * Every Pin the feeds may show, kept from pins and boards events, and the popularity of each
 * original. Popularity is recounted from feed_pins rather than incremented, so a redelivered or
 * replayed event cannot skew it.
 */
@Injectable()
export class PinIndexService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: PgPool,
  ) {}

  private run<R extends object>(key: keyof typeof SQL, values: unknown[]) {
    return statement<R>(this.pool, key, values);
  }

  /** New Pins and saves, each with its original (idempotent). */
  async record(entries: readonly { pin: Pin; rootId: bigint }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.run('record', [
      entries.map(({ pin }) => pin.id),
      entries.map(({ rootId }) => rootId.toString()),
      entries.map(({ pin }) => pin.pinner.id),
      entries.map(({ pin }) => pin.pinned_to_board.id),
      entries.map(({ pin }) => pin.pinned_to_board.privacy === 'public'),
      entries.map(({ pin }) => pin.created_at),
    ]);
    await this.recount(entries.map((entry) => entry.rootId));
  }

  /** The Pin moved to another board (maybe of another privacy). */
  async move(pin: Pin): Promise<void> {
    const row = await this.prisma.feedPin.findUnique({ where: { pinId: BigInt(pin.id) } });
    if (!row) return;
    await this.prisma.feedPin.update({
      where: { pinId: row.pinId },
      data: { boardId: BigInt(pin.pinned_to_board.id), public: pin.pinned_to_board.privacy === 'public' },
    });
    await this.recount([row.rootId]);
  }

  async remove(pinId: bigint): Promise<void> {
    const row = await this.prisma.feedPin.findUnique({ where: { pinId } });
    if (!row) return;
    await this.prisma.feedPin.delete({ where: { pinId } });
    await this.recount([row.rootId]);
  }

  /** A board made secret hides its Pins from every feed; made public, brings them back. */
  async setBoardPublic(boardId: bigint, isPublic: boolean): Promise<void> {
    const { count } = await this.prisma.feedPin.updateMany({
      where: { boardId, public: !isPublic },
      data: { public: isPublic },
    });
    if (count > 0) await this.recount(await this.rootsOnBoard(boardId));
  }

  async dropBoard(boardId: bigint): Promise<void> {
    const roots = await this.rootsOnBoard(boardId);
    await this.prisma.feedPin.deleteMany({ where: { boardId } });
    await this.recount(roots);
  }

  /** How many times each Pin's original was saved, by Pin (one query: Pins it has not seen count once). */
  async savesOfPins(pinIds: readonly bigint[]): Promise<Map<bigint, number>> {
    if (pinIds.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<{ pin_id: bigint; saves: number }[]>`
      SELECT f.pin_id, p.saves FROM ${FEED_PINS} f
      JOIN "feed"."popular_pins" p ON p.root_id = f.root_id
      WHERE f.pin_id = ANY(${pinIds.map(String)}::bigint[])`;
    return new Map(rows.map((row) => [row.pin_id, row.saves]));
  }

  /** How many times each original was saved (an original seen by no event counts once). */
  async savesOf(rootIds: readonly bigint[]): Promise<Map<bigint, number>> {
    const rows = await this.prisma.popularPin.findMany({
      where: { rootId: { in: [...rootIds] } },
      select: { rootId: true, saves: true },
    });
    return new Map(rows.map((row) => [row.rootId, row.saves]));
  }

  /** A page of the popular feed: hot first, then by original. */
  async popularPage(after: PopularCursor | null, take: number): Promise<(FeedEntry & { hot: number })[]> {
    return this.prisma.popularPin.findMany({
      where: after
        ? { OR: [{ hot: { lt: after.hot } }, { hot: after.hot, rootId: { lt: after.rootId } }] }
        : {},
      orderBy: [{ hot: 'desc' }, { rootId: 'desc' }],
      take,
      select: { rootId: true, pinId: true, hot: true },
    });
  }

  /** Public Pins of these people and boards, newest first, before `before` (fan-in on read). */
  async latestOf(
    sources: { userIds: bigint[]; boardIds: bigint[] },
    before: bigint | null,
    take: number,
  ): Promise<FeedEntry[]> {
    if (sources.userIds.length === 0 && sources.boardIds.length === 0) return [];
    return this.prisma.feedPin.findMany({
      where: {
        public: true,
        OR: [{ pinnerId: { in: sources.userIds } }, { boardId: { in: sources.boardIds } }],
        ...(before !== null && { pinId: { lt: before } }),
      },
      orderBy: { pinId: 'desc' },
      take,
      select: { rootId: true, pinId: true },
    });
  }

  /**
   * A home feed rebuilt from Postgres: the newest `perSource` public Pins of each person and board
   * followed (one index range each), each original once as its newest save, newest first.
   */
  async rebuildEntries(
    sources: { userIds: bigint[]; boardIds: bigint[] },
    perSource: number,
    limit: number,
  ): Promise<FeedEntry[]> {
    if (perSource === 0 || (sources.userIds.length === 0 && sources.boardIds.length === 0)) return [];
    // The newest `perSource` of each source: one index range scan per board or person.
    const newestOf = (column: 'board_id' | 'pinner_id', ids: bigint[]) => Prisma.sql`
        SELECT p.root_id, p.pin_id
        FROM unnest(${ids.map(String)}::bigint[]) AS followed(id)
        CROSS JOIN LATERAL (
          SELECT root_id, pin_id FROM ${FEED_PINS}
          WHERE ${Prisma.raw(column)} = followed.id AND public ORDER BY pin_id DESC LIMIT ${perSource}
        ) p`;
    const rows = await this.prisma.$queryRaw<{ root_id: bigint; pin_id: bigint }[]>`
      SELECT latest.root_id, max(latest.pin_id) AS pin_id
      FROM (
        ${newestOf('board_id', sources.boardIds)}
        UNION ALL
        ${newestOf('pinner_id', sources.userIds)}
      ) latest
      GROUP BY latest.root_id
      ORDER BY 2 DESC
      LIMIT ${limit}`;
    return rows.map((row) => ({ rootId: BigInt(row.root_id), pinId: BigInt(row.pin_id) }));
  }

  private async rootsOnBoard(boardId: bigint): Promise<bigint[]> {
    const rows = await this.prisma.feedPin.findMany({
      where: { boardId },
      distinct: ['rootId'],
      select: { rootId: true },
    });
    return rows.map((row) => row.rootId);
  }

  /**
   * Recomputes each original's popular row from its saves; one with no public save has none. Two
   * statements per batch of originals: their counts, then their rows written or removed.
   */
  private async recount(rootIds: readonly bigint[]): Promise<void> {
    for (let i = 0; i < rootIds.length; i += RECOUNT_BATCH) {
      const batch = [...new Set(rootIds.slice(i, i + RECOUNT_BATCH))].map(String);
      const { rows: counts } = await this.run<{
        root_id: bigint;
        saves: bigint;
        first: Date;
        pin_id: bigint | null;
      }>('counts', [batch]);
      const shown = counts.filter((row) => row.pin_id !== null);
      await this.run('popular', [
        batch,
        shown.map((r) => String(r.root_id)),
        shown.map((r) => String(r.pin_id)),
        shown.map((r) => Number(r.saves)),
        shown.map((r) => hotScore(Number(r.saves), new Date(r.first))),
      ]);
    }
  }
}

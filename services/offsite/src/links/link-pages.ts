import { Injectable } from '@nestjs/common';
import { Events, linkProductSchema, type LinkProduct } from '@pinboard/contracts';
import { DomainEvents } from '@pinboard/service-kit';
import { isDeepStrictEqual } from 'node:util';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** A page read is read again this much later (prices and stock change). */
const REREAD_AFTER_MS = 7 * 24 * 3600_000;
/** A page seen on a new Pin is read again sooner than that if its last read is this old. */
const FRESH_FOR_MS = 24 * 3600_000;
/** A page that could not be read is tried again after 5 minutes, then 25, ... then a week. */
const RETRY_AFTER_MS = [5 * 60_000, 25 * 60_000, 2 * 3600_000, REREAD_AFTER_MS];
/** How long a reader holds a claimed link before another may take it (a reader that died). */
const CLAIM_MS = 5 * 60_000;

export interface ClaimedLink {
  url: string;
  attempts: number;
}

const productOf = (json: Prisma.JsonValue | null): LinkProduct | null => {
  const parsed = linkProductSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
};

/** The links to read and what was read, in the `offsite` schema. */
@Injectable()
export class LinkPages {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly events: DomainEvents,
  ) {}

  /** New links are due now; a known one is due again if its last read is a day old. */
  async note(urls: readonly string[]): Promise<void> {
    const unique = [...new Set(urls)];
    if (unique.length === 0) return;
    await this.prisma.$executeRaw`
      INSERT INTO "offsite"."link_pages" (url)
      SELECT unnest(${unique}::text[]) ORDER BY 1
      ON CONFLICT (url) DO UPDATE SET due_at = now()
      WHERE link_pages.state = 'read' AND link_pages.read_at < now() - ${`${FRESH_FOR_MS} milliseconds`}::interval
        AND link_pages.due_at > now()`;
  }

  /**
   * Claims up to `count` links due (oldest first) by moving them on, so that no other reader
   * takes them while they are read; a reader that dies leaves them due again later.
   */
  async claim(count: number): Promise<ClaimedLink[]> {
    return this.prisma.$queryRaw<ClaimedLink[]>`
      UPDATE "offsite"."link_pages" SET due_at = now() + ${`${CLAIM_MS} milliseconds`}::interval
      WHERE url IN (
        SELECT url FROM "offsite"."link_pages" WHERE due_at <= now()
        ORDER BY due_at LIMIT ${count} FOR UPDATE SKIP LOCKED
      )
      RETURNING url, attempts`;
  }

  /**
   * What a read found: announced when it changes what is known (a product found, changed or gone),
   * in the same transaction as the row (the outbox).
   */
  async read(url: string, product: LinkProduct | null): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const before = await tx.$queryRaw<{ product: Prisma.JsonValue | null }[]>`
        SELECT product FROM "offsite"."link_pages" WHERE url = ${url} FOR UPDATE`;
      const known = before.length > 0 ? productOf(before[0]!.product) : null;
      const now = new Date();
      await tx.linkPage.update({
        where: { url },
        data: {
          state: 'read',
          product: product ?? Prisma.DbNull,
          attempts: 0,
          readAt: now,
          dueAt: new Date(now.getTime() + REREAD_AFTER_MS),
        },
      });
      if (!isDeepStrictEqual(known, product)) {
        await this.events.record(tx, Events.offsite.linkScraped, {
          url,
          product,
          read_at: now.toISOString(),
        });
      }
    });
    await this.events.flush();
  }

  /** Not read this time: what was known stays, and it is tried again later. */
  async failed({ url, attempts }: ClaimedLink): Promise<void> {
    const wait = RETRY_AFTER_MS[Math.min(attempts, RETRY_AFTER_MS.length - 1)]!;
    await this.prisma.linkPage.update({
      where: { url },
      data: { state: 'failed', attempts: attempts + 1, dueAt: new Date(Date.now() + wait) },
    });
  }
}

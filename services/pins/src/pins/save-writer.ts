import { Injectable } from '@nestjs/common';
import { Events, hashtagsIn, type EventBody } from '@pinboard/contracts';
import { DomainEvents } from '@pinboard/service-kit';
import { advisoryLockKey } from '@pinboard/db';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { pinSelect, toPin, type PinRow } from './pin.mapper.js';
import { firstSavers } from './pinners.js';

/** One save to write: where, what it copies, and what its event says besides the Pin. */
export interface SaveToWrite {
  place: { pinnerId: bigint; boardId: bigint; sectionId: bigint | null };
  /** The original every save of the Pin goes back to. */
  root: bigint;
  sourceId: bigint;
  /** The new row's columns (its hashtags apart). */
  data: Prisma.PinCreateManyInput;
  description: string;
}

export interface SaveWritten {
  row: PinRow;
  already_saved: boolean;
  first_save: boolean;
}

interface Waiting {
  save: SaveToWrite;
  resolve: (written: SaveWritten) => void;
  reject: (err: unknown) => void;
}

/** Saves written in one transaction at most. */
const MAX_BATCH = 100;
// Raw SQL is not given the service's schema (the adapter qualifies model queries only).
const PINS = Prisma.raw('"pins"."pins"');
const HASHTAGS = Prisma.raw('"pins"."pin_hashtags"');

const placeKey = (save: SaveToWrite) =>
  `${save.place.pinnerId}:${save.place.boardId}:${save.place.sectionId ?? ''}:${save.root}`;

/**
 * Writes saves (group commit): saves that arrive while a transaction of saves is being written go
 * together into the next one, so under load many saves share one lock statement, one look for
 * earlier saves, one insert, one outbox row statement and one commit instead of seven statements
 * each. Alone, a save is written as before, at once. A batch that fails is written again one save
 * at a time, so one bad save fails only itself.
 */
@Injectable()
export class SaveWriter {
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly events: DomainEvents,
  ) {}

  write(save: SaveToWrite): Promise<SaveWritten> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ save, resolve, reject });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        try {
          const written = await this.writeBatch(batch.map((w) => w.save));
          batch.forEach((w, i) => w.resolve(written[i]!));
        } catch (err) {
          if (batch.length === 1) batch[0]!.reject(err);
          else await this.writeAlone(batch);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeAlone(batch: Waiting[]): Promise<void> {
    for (const w of batch) {
      try {
        const [written] = await this.writeBatch([w.save]);
        w.resolve(written!);
      } catch (err) {
        w.reject(err);
      }
    }
  }

  /** One transaction for the saves, answered in their order. */
  private writeBatch(saves: SaveToWrite[]): Promise<SaveWritten[]> {
    return this.prisma.$transaction(async (tx) => {
      // Two identical saves at once would both find no earlier save: one person's saves of one
      // Pin take turns (locks held until the commit, taken in one order so batches never deadlock).
      const pairs = [
        ...new Map(
          saves.map((s) => {
            const pair = [advisoryLockKey(s.place.pinnerId), advisoryLockKey(s.root)] as const;
            return [`${pair[0]}:${pair[1]}`, pair];
          }),
        ).values(),
      ].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
      await tx.$executeRaw`
        SELECT pg_advisory_xact_lock(k.a, k.b)
        FROM unnest(${pairs.map((p) => p[0])}::int4[], ${pairs.map((p) => p[1])}::int4[]) WITH ORDINALITY AS k(a, b, n)
        ORDER BY k.n`;

      // Earlier saves of the same Pin to the same place; a place asked for twice in the batch is
      // written once (the second is told it was already saved).
      const places = [...new Map(saves.map((s) => [placeKey(s), s])).values()];
      const earlierRows = await tx.$queryRaw<{ n: bigint; id: bigint }[]>`
        SELECT k.n, e.id
        FROM unnest(
          ${places.map((s) => s.place.pinnerId.toString())}::bigint[],
          ${places.map((s) => s.place.boardId.toString())}::bigint[],
          ${places.map((s) => s.place.sectionId?.toString() ?? null)}::bigint[],
          ${places.map((s) => s.root.toString())}::bigint[]) WITH ORDINALITY AS k(pinner, board, section, root, n)
        CROSS JOIN LATERAL (
          SELECT p.id FROM ${PINS} p
          WHERE p.pinner_id = k.pinner AND p.board_id = k.board
            AND p.section_id IS NOT DISTINCT FROM k.section AND (p.id = k.root OR p.root_pin_id = k.root)
          LIMIT 1) e`;
      const earlierIdOf = new Map(earlierRows.map((r) => [placeKey(places[Number(r.n) - 1]!), r.id]));
      const fresh = places.filter((s) => !earlierIdOf.has(placeKey(s)));

      const rows = new Map<string, PinRow>();
      if (earlierIdOf.size > 0) {
        const found = await tx.pin.findMany({
          where: { id: { in: [...earlierIdOf.values()] } },
          select: pinSelect,
        });
        const byId = new Map(found.map((row) => [row.id, row]));
        for (const [key, id] of earlierIdOf) rows.set(key, byId.get(id)!);
      }
      const firstSaving = new Set<bigint>();
      if (fresh.length > 0) {
        const created = await tx.pin.createManyAndReturn({
          data: fresh.map((s) => s.data),
          select: pinSelect,
        });
        // RETURNING answers in the order the rows were given.
        fresh.forEach((s, i) => rows.set(placeKey(s), created[i]!));
        const tags = fresh.flatMap((s, i) =>
          hashtagsIn(s.description).map((tag) => [created[i]!.id, tag] as const),
        );
        if (tags.length > 0) {
          await tx.$executeRaw`
            INSERT INTO ${HASHTAGS} (pin_id, tag)
            SELECT * FROM unnest(${tags.map((t) => t[0].toString())}::bigint[], ${tags.map((t) => t[1])}::text[])
            ON CONFLICT DO NOTHING`;
        }
        const bodies: EventBody<typeof Events.pins.pinSaved>[] = fresh.map((s, i) => ({
          pin: toPin(created[i]!),
          source_pin_id: s.sourceId.toString(),
          root_pin_id: s.root.toString(),
        }));
        await this.events.recordAll(tx, Events.pins.pinSaved, bodies);
        const first = await firstSavers(
          tx,
          fresh.map((s) => s.place.pinnerId),
        );
        first.forEach((id) => firstSaving.add(id));
      }

      // Each save answered: the first of its place written now is new, any other already saved.
      const answered = new Set<string>();
      return saves.map((s) => {
        const key = placeKey(s);
        const row = rows.get(key)!;
        const isNew = !earlierIdOf.has(key) && !answered.has(key);
        answered.add(key);
        const first = isNew && firstSaving.delete(s.place.pinnerId);
        return { row, already_saved: !isNew, first_save: first };
      });
    });
  }
}

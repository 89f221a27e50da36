import { Injectable } from '@nestjs/common';
import { Events, hashtagsIn, type EventBody } from '@pinboard/contracts';
import { DomainEvents } from '@pinboard/service-kit';
import { advisoryLockKey, inPgTransaction, PgPool, preparedStatements } from '@pinboard/db';
import { toPin, type PinRow } from './pin.mapper.js';
import { PIN_COLUMN_OF, PIN_COLUMNS } from './pin-reads.js';
import { firstSavers } from './pinners.js';

/**
 * A save's row: every column of a Pin but those the database fills (its id, created_at,
 * is_promoted, and product, which a trigger reads from link_products).
 */
export type SaveColumns = Omit<PinRow, 'id' | 'product' | 'isPromoted' | 'createdAt'> & {
  boardOwnerId: bigint;
};

/** One save to write: where, what it copies, and what its event says besides the Pin. */
export interface SaveToWrite {
  place: { pinnerId: bigint; boardId: bigint; sectionId: bigint | null };
  /** The original every save of the Pin goes back to. */
  root: bigint;
  sourceId: bigint;
  data: SaveColumns;
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

const {
  id: _id,
  product: _product,
  isPromoted: _promoted,
  createdAt: _created,
  ...dataColumnOf
} = PIN_COLUMN_OF;
/** The column of each field of a save's row (the compiler keeps it complete). */
const SAVE_COLUMN_OF: { [K in keyof SaveColumns]: string } = {
  ...dataColumnOf,
  boardOwnerId: 'board_owner_id',
};
const SAVE_COLUMNS = Object.values(SAVE_COLUMN_OF).join(', ');

/** The statements of a batch, prepared once per connection (named). */
const SQL = {
  // Taken in the given order, so that batches never deadlock.
  locks: `SELECT pg_advisory_xact_lock(k.a, k.b)
    FROM unnest($1::int4[], $2::int4[]) WITH ORDINALITY AS k(a, b, n) ORDER BY k.n`,
  earlier: `SELECT k.n, e.id
    FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) WITH ORDINALITY AS k(pinner, board, section, root, n)
    CROSS JOIN LATERAL (
      SELECT p.id FROM "pins"."pins" p
      WHERE p.pinner_id = k.pinner AND p.board_id = k.board
        AND p.section_id IS NOT DISTINCT FROM k.section AND (p.id = k.root OR p.root_pin_id = k.root)
      LIMIT 1) e`,
  byIds: `SELECT ${PIN_COLUMNS} FROM "pins"."pins" WHERE id = ANY($1::bigint[])`,
  // The rows travel as one JSON array keyed by column, read back with the table's own types.
  insert: `INSERT INTO "pins"."pins" (${SAVE_COLUMNS})
    SELECT ${SAVE_COLUMNS} FROM jsonb_populate_recordset(NULL::"pins"."pins", $1::jsonb)
    RETURNING ${PIN_COLUMNS}`,
  hashtags: `INSERT INTO "pins"."pin_hashtags" (pin_id, tag)
    SELECT * FROM unnest($1::bigint[], $2::text[]) ON CONFLICT DO NOTHING`,
};

/** A save's row as the insert reads it: by column, ids as text (JSON has no bigint). */
function rowJson(data: SaveColumns): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(SAVE_COLUMN_OF)) {
    const value = data[field as keyof SaveColumns];
    row[column] = typeof value === 'bigint' ? value.toString() : value;
  }
  return row;
}

const query = preparedStatements('pins.save', SQL);

const placeKey = (save: Pick<SaveToWrite, 'place' | 'root'>) =>
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
    private readonly pool: PgPool,
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

  /**
   * One transaction for the saves, answered in their order: in plain SQL with prepared statements
   * on Prisma's pool (through Prisma's interactive transaction its six statements cost more CPU in
   * the service than they cost Postgres: bench/results/history.md, "Saves in plain SQL").
   */
  private writeBatch(saves: SaveToWrite[]): Promise<SaveWritten[]> {
    return inPgTransaction(this.pool, async (tx) => {
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
      await query(tx, 'locks', [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);

      // Earlier saves of the same Pin to the same place; a place asked for twice in the batch is
      // written once (the second is told it was already saved).
      const places = [...new Map(saves.map((s) => [placeKey(s), s])).values()];
      const { rows: earlierRows } = await query<{ n: bigint; id: bigint }>(tx, 'earlier', [
        places.map((s) => s.place.pinnerId.toString()),
        places.map((s) => s.place.boardId.toString()),
        places.map((s) => s.place.sectionId?.toString() ?? null),
        places.map((s) => s.root.toString()),
      ]);
      const earlierIdOf = new Map(earlierRows.map((r) => [placeKey(places[Number(r.n) - 1]!), r.id]));
      const fresh = places.filter((s) => !earlierIdOf.has(placeKey(s)));

      const rows = new Map<string, PinRow>();
      if (earlierIdOf.size > 0) {
        const { rows: found } = await query<PinRow>(tx, 'byIds', [[...earlierIdOf.values()].map(String)]);
        const byId = new Map(found.map((row) => [row.id, row]));
        for (const [key, id] of earlierIdOf) rows.set(key, byId.get(id)!);
      }
      const firstSaving = new Set<bigint>();
      if (fresh.length > 0) {
        const { rows: created } = await query<PinRow>(tx, 'insert', [
          JSON.stringify(fresh.map((s) => rowJson(s.data))),
        ]);
        // Matched by place (each fresh save's is its own), not by the order RETURNING happens to keep.
        const createdByPlace = new Map(
          created.map((row) => [
            placeKey({
              place: { pinnerId: row.pinnerId, boardId: row.boardId, sectionId: row.sectionId },
              root: row.rootPinId ?? row.id,
            }),
            row,
          ]),
        );
        const createdOf = (s: SaveToWrite) => createdByPlace.get(placeKey(s))!;
        fresh.forEach((s) => rows.set(placeKey(s), createdOf(s)));
        const tags = fresh.flatMap((s) =>
          hashtagsIn(s.description).map((tag) => [createdOf(s).id, tag] as const),
        );
        if (tags.length > 0) {
          await query(tx, 'hashtags', [tags.map((t) => t[0].toString()), tags.map((t) => t[1])]);
        }
        const bodies: EventBody<typeof Events.pins.pinSaved>[] = fresh.map((s) => ({
          pin: toPin(createdOf(s)),
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

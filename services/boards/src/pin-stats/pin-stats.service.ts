import { Injectable } from '@nestjs/common';
import type { Pin } from '@pinboard/contracts';
import { inPgTransaction, PgPool, preparedStatements, type PgTransaction } from '@pinboard/db';
import { BoardPickerCache } from '../boards/board-picker.cache.js';

/** A board card's compact cover shows 4 (SPEC §2.3); its collage the first 3. */
const BOARD_THUMBNAILS = 4;
/** A section card's collage: one large, two small. */
const SECTION_PREVIEWS = 3;

/**
 * The statements, in plain SQL and prepared once per connection (named): every Pin saved runs
 * them, and through Prisma's interactive transaction they cost the service more CPU than Postgres
 * (bench/results/history.md, "Saves in plain SQL").
 */
const SQL = {
  // Each board's row lock, in id order, so two events never deadlock.
  lockBoards: `SELECT id FROM "boards"."boards" WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
  // One statement for the batch; a Pin counted before (a redelivery) adds no row.
  addPins: `INSERT INTO "boards"."board_pins" (board_id, pin_id, section_id, image_url, created_at)
    SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::timestamptz[])
    ON CONFLICT DO NOTHING
    RETURNING board_id, section_id`,
  findPin: `SELECT id, board_id, section_id FROM "boards"."board_pins" WHERE pin_id = $1::bigint`,
  movePin: `UPDATE "boards"."board_pins" SET board_id = $2::bigint, section_id = $3::bigint
    WHERE id = $1::bigint AND board_id = $4::bigint AND section_id IS NOT DISTINCT FROM $5::bigint`,
  removePin: `DELETE FROM "boards"."board_pins" WHERE id = $1::bigint`,
  countBoards: `UPDATE "boards"."boards" b SET
      pin_count = b.pin_count + changed.by,
      board_order_modified_at = CASE WHEN $3::boolean THEN now() ELSE b.board_order_modified_at END,
      pin_thumbnail_urls = ARRAY(
        SELECT p.image_url FROM "boards"."board_pins" p WHERE p.board_id = b.id
        ORDER BY p.created_at DESC, p.pin_id DESC LIMIT ${BOARD_THUMBNAILS}),
      image_cover_url = (
        SELECT p.image_url FROM "boards"."board_pins" p WHERE p.board_id = b.id
        ORDER BY p.created_at, p.pin_id LIMIT 1)
    FROM unnest($1::bigint[], $2::int[]) AS changed(id, by)
    WHERE b.id = changed.id
    RETURNING b.owner_id, ARRAY(
      SELECT c.user_id FROM "boards"."board_collaborators" c
      WHERE c.board_id = b.id AND c.status = 'accepted') AS collaborators`,
  countSections: `UPDATE "boards"."board_sections" s SET
      pin_count = s.pin_count + changed.by,
      preview_image_urls = ARRAY(
        SELECT p.image_url FROM "boards"."board_pins" p WHERE p.section_id = s.id
        ORDER BY p.created_at DESC, p.pin_id DESC LIMIT ${SECTION_PREVIEWS})
    FROM unnest($1::bigint[], $2::int[]) AS changed(id, by)
    WHERE s.id = changed.id`,
};

const run = preparedStatements('boards.stats', SQL);

const ids = (values: Iterable<bigint | null>) => [...values].map((id) => id?.toString() ?? null);

/** Where a Pin is: its board and, maybe, a section of it. */
export interface PinPlace {
  boardId: bigint;
  sectionId: bigint | null;
}

/**
 * Keeps each board's and section's pin count, cover and thumbnails in step with the Pins on it.
 * Every change goes through board_pins (one row per Pin, unique), so a redelivered event changes
 * nothing and counts stay exact. The cover is the board's oldest Pin (the first saved to it).
 */
@Injectable()
export class PinStatsService {
  constructor(
    private readonly pool: PgPool,
    private readonly picker: BoardPickerCache,
  ) {}

  /** New Pins (made or saved), counted where they are; a Pin already counted is not again. */
  async recordPins(pins: Pin[]): Promise<void> {
    if (pins.length === 0) return;
    const rows = pins.map((pin) => ({ ...placeOf(pin), pinId: BigInt(pin.id), pin }));
    await this.change(
      rows.map((row) => row.boardId),
      async (tx, boards) => {
        const kept = rows.filter((row) => boards.has(row.boardId));
        if (kept.length === 0) return [];
        const { rows: added } = await run<{ board_id: bigint; section_id: bigint | null }>(tx, 'addPins', [
          ids(kept.map((row) => row.boardId)),
          ids(kept.map((row) => row.pinId)),
          ids(kept.map((row) => row.sectionId)),
          kept.map((row) => row.pin.images['236x'].url),
          kept.map((row) => row.pin.created_at),
        ]);
        return added.map((row) => ({ place: { boardId: row.board_id, sectionId: row.section_id }, by: 1 }));
      },
      { reorder: true },
    );
  }

  /** The Pin moved to another board or section (a text edit changes nothing here). */
  async movePin(pin: Pin): Promise<void> {
    const to = placeOf(pin);
    const row = await this.counted(BigInt(pin.id));
    if (!row || (row.board_id === to.boardId && row.section_id === to.sectionId)) return;
    await this.change([row.board_id, to.boardId], async (tx, boards) => {
      if (!boards.has(to.boardId)) return [];
      const moved = await run(
        tx,
        'movePin',
        ids([row.id, to.boardId, to.sectionId, row.board_id, row.section_id]),
      );
      if (!moved.rowCount) return [];
      return [
        { place: { boardId: row.board_id, sectionId: row.section_id }, by: -1 },
        { place: to, by: 1 },
      ];
    });
  }

  async removePin(pinId: bigint): Promise<void> {
    const row = await this.counted(pinId);
    if (!row) return;
    await this.change([row.board_id], async (tx) => {
      const removed = await run(tx, 'removePin', ids([row.id]));
      return !removed.rowCount
        ? []
        : [{ place: { boardId: row.board_id, sectionId: row.section_id }, by: -1 }];
    });
  }

  /** Where the Pin is counted, if it is. */
  private async counted(pinId: bigint) {
    const { rows } = await run<{ id: bigint; board_id: bigint; section_id: bigint | null }>(
      this.pool,
      'findPin',
      [pinId.toString()],
    );
    return rows[0] ?? null;
  }

  /**
   * Runs `apply` in a transaction holding the boards' rows (so concurrent events for one board
   * apply one at a time; `apply` is told which of them exist), then adjusts counts by what it
   * reports and refreshes covers and previews. A fixed number of statements whatever the batch's
   * size: the lock, `apply`'s, one update of the boards and one of the sections.
   * `reorder`: the boards that gained Pins move up in their owner's "last saved to" order.
   */
  private async change(
    boardIds: bigint[],
    apply: (tx: PgTransaction, boards: ReadonlySet<bigint>) => Promise<{ place: PinPlace; by: number }[]>,
    { reorder = false }: { reorder?: boolean } = {},
  ): Promise<void> {
    const owners = await inPgTransaction(this.pool, async (tx) => {
      const { rows: locked } = await run<{ id: bigint }>(tx, 'lockBoards', [ids(new Set(boardIds))]);
      const changes = await apply(tx, new Set(locked.map((row) => row.id)));
      // By the sum of what changed on each board and section.
      const byBoard = new Map<bigint, number>();
      const bySection = new Map<bigint, number>();
      for (const { place, by } of changes) {
        byBoard.set(place.boardId, (byBoard.get(place.boardId) ?? 0) + by);
        if (place.sectionId !== null)
          bySection.set(place.sectionId, (bySection.get(place.sectionId) ?? 0) + by);
      }
      if (byBoard.size === 0) return [];
      const { rows: boards } = await run<{ owner_id: bigint; collaborators: string[] }>(tx, 'countBoards', [
        ids(byBoard.keys()),
        [...byBoard.values()],
        reorder,
      ]);
      if (bySection.size > 0) {
        await run(tx, 'countSections', [ids(bySection.keys()), [...bySection.values()]]);
      }
      // Everyone whose board lists show these boards: owners and accepted collaborators.
      return boards.flatMap((b) => [b.owner_id, ...b.collaborators].map(String));
    });
    for (const owner of new Set(owners)) await this.picker.invalidate(owner);
  }
}

function placeOf(pin: Pin): PinPlace {
  return { boardId: BigInt(pin.pinned_to_board.id), sectionId: pin.section ? BigInt(pin.section.id) : null };
}

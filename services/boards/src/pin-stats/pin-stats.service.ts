import { Injectable } from '@nestjs/common';
import type { Pin } from '@pinboard/contracts';
import { BoardPickerCache } from '../boards/board-picker.cache.js';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

type Transaction = Prisma.TransactionClient;
/** A board card's compact cover shows 4 (SPEC §2.3); its collage the first 3. */
const BOARD_THUMBNAILS = 4;
/** A section card's collage: one large, two small. */
const SECTION_PREVIEWS = 3;
// Raw SQL is not given the service's schema (the adapter qualifies model queries only).
const BOARDS = Prisma.raw('"boards"."boards"');
const BOARD_PINS = Prisma.raw('"boards"."board_pins"');
const SECTIONS = Prisma.raw('"boards"."board_sections"');
const COLLABORATORS = Prisma.raw('"boards"."board_collaborators"');

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
    private readonly prisma: PrismaClient,
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
        // One statement for the batch; a Pin counted before (a redelivery) adds no row.
        const added = await tx.$queryRaw<{ board_id: bigint; section_id: bigint | null }[]>`
          INSERT INTO ${BOARD_PINS} (board_id, pin_id, section_id, image_url, created_at)
          SELECT * FROM unnest(
            ${kept.map((row) => row.boardId.toString())}::bigint[],
            ${kept.map((row) => row.pinId.toString())}::bigint[],
            ${kept.map((row) => row.sectionId?.toString() ?? null)}::bigint[],
            ${kept.map((row) => row.pin.images['236x'].url)}::text[],
            ${kept.map((row) => row.pin.created_at)}::timestamptz[])
          ON CONFLICT DO NOTHING
          RETURNING board_id, section_id`;
        return added.map((row) => ({ place: { boardId: row.board_id, sectionId: row.section_id }, by: 1 }));
      },
      { reorder: true },
    );
  }

  /** The Pin moved to another board or section (a text edit changes nothing here). */
  async movePin(pin: Pin): Promise<void> {
    const to = placeOf(pin);
    const pinId = BigInt(pin.id);
    const row = await this.prisma.boardPin.findFirst({ where: { pinId } });
    if (!row || (row.boardId === to.boardId && row.sectionId === to.sectionId)) return;
    await this.change([row.boardId, to.boardId], async (tx, boards) => {
      if (!boards.has(to.boardId)) return [];
      const moved = await tx.boardPin.updateMany({
        where: { id: row.id, boardId: row.boardId, sectionId: row.sectionId },
        data: to,
      });
      if (moved.count === 0) return [];
      return [
        { place: { boardId: row.boardId, sectionId: row.sectionId }, by: -1 },
        { place: to, by: 1 },
      ];
    });
  }

  async removePin(pinId: bigint): Promise<void> {
    const row = await this.prisma.boardPin.findFirst({ where: { pinId } });
    if (!row) return;
    await this.change([row.boardId], async (tx) => {
      const removed = await tx.boardPin.deleteMany({ where: { id: row.id } });
      return removed.count === 0
        ? []
        : [{ place: { boardId: row.boardId, sectionId: row.sectionId }, by: -1 }];
    });
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
    apply: (tx: Transaction, boards: ReadonlySet<bigint>) => Promise<{ place: PinPlace; by: number }[]>,
    { reorder = false }: { reorder?: boolean } = {},
  ): Promise<void> {
    const owners = await this.prisma.$transaction(async (tx) => {
      // Each board's row lock, in id order, so two events never deadlock.
      const locked = await tx.$queryRaw<{ id: bigint }[]>`
        SELECT id FROM ${BOARDS} WHERE id = ANY(${[...new Set(boardIds)].map(String)}::bigint[])
        ORDER BY id FOR UPDATE`;
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
      const boards = await tx.$queryRaw<{ owner_id: bigint; collaborators: bigint[] }[]>`
        UPDATE ${BOARDS} b SET
          pin_count = b.pin_count + changed.by,
          board_order_modified_at = CASE WHEN ${reorder} THEN now() ELSE b.board_order_modified_at END,
          pin_thumbnail_urls = ARRAY(
            SELECT p.image_url FROM ${BOARD_PINS} p WHERE p.board_id = b.id
            ORDER BY p.created_at DESC, p.pin_id DESC LIMIT ${BOARD_THUMBNAILS}),
          image_cover_url = (
            SELECT p.image_url FROM ${BOARD_PINS} p WHERE p.board_id = b.id
            ORDER BY p.created_at, p.pin_id LIMIT 1)
        FROM unnest(${[...byBoard.keys()].map(String)}::bigint[], ${[...byBoard.values()]}::int[])
          AS changed(id, by)
        WHERE b.id = changed.id
        RETURNING b.owner_id, ARRAY(
          SELECT c.user_id FROM ${COLLABORATORS} c
          WHERE c.board_id = b.id AND c.status = 'accepted') AS collaborators`;
      if (bySection.size > 0) {
        await tx.$executeRaw`
          UPDATE ${SECTIONS} s SET
            pin_count = s.pin_count + changed.by,
            preview_image_urls = ARRAY(
              SELECT p.image_url FROM ${BOARD_PINS} p WHERE p.section_id = s.id
              ORDER BY p.created_at DESC, p.pin_id DESC LIMIT ${SECTION_PREVIEWS})
          FROM unnest(${[...bySection.keys()].map(String)}::bigint[], ${[...bySection.values()]}::int[])
            AS changed(id, by)
          WHERE s.id = changed.id`;
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

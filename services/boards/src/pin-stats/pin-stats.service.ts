import { Injectable } from '@nestjs/common';
import type { Pin } from '@pinboard/contracts';
import { BoardPickerCache } from '../boards/board-picker.cache.js';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';

type Transaction = Prisma.TransactionClient;
/** A board card's compact cover shows 4 (SPEC §2.3); its collage the first 3. */
const BOARD_THUMBNAILS = 4;
/** A section card's collage: one large, two small. */
const SECTION_PREVIEWS = 3;

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
    const boardIds = [...new Set(pins.map((pin) => placeOf(pin).boardId))];
    await this.change(boardIds, async (tx) => {
      const found = await tx.board.findMany({ where: { id: { in: boardIds } }, select: { id: true } });
      const boards = new Set(found.map((board) => board.id));
      const data = pins
        .map((pin) => ({
          ...placeOf(pin),
          pinId: BigInt(pin.id),
          imageUrl: pin.images['236x'].url,
          createdAt: new Date(pin.created_at),
        }))
        .filter((row) => boards.has(row.boardId));
      if (data.length === 0) return [];
      const added = await tx.boardPin.createManyAndReturn({
        data,
        skipDuplicates: true,
        select: { boardId: true, sectionId: true },
      });
      const touched = [...new Set(added.map((row) => row.boardId))];
      if (touched.length > 0) {
        await tx.board.updateMany({
          where: { id: { in: touched } },
          data: { boardOrderModifiedAt: new Date() },
        });
      }
      return added.map((place) => ({ place, by: 1 }));
    });
  }

  /** The Pin moved to another board or section (a text edit changes nothing here). */
  async movePin(pin: Pin): Promise<void> {
    const to = placeOf(pin);
    const pinId = BigInt(pin.id);
    const row = await this.prisma.boardPin.findFirst({ where: { pinId } });
    if (!row || (row.boardId === to.boardId && row.sectionId === to.sectionId)) return;
    await this.change([row.boardId, to.boardId], async (tx) => {
      if (!(await tx.board.findUnique({ where: { id: to.boardId }, select: { id: true } }))) return [];
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
   * apply one at a time), then adjusts counts by what it reports and refreshes covers and previews.
   */
  private async change(
    boardIds: bigint[],
    apply: (tx: Transaction) => Promise<{ place: PinPlace; by: number }[]>,
  ): Promise<void> {
    const owners = await this.prisma.$transaction(async (tx) => {
      // A no-op update takes each board's row lock; in id order, so two events never deadlock.
      for (const id of [...new Set(boardIds)].sort((a, b) => (a < b ? -1 : 1))) {
        await tx.board.updateMany({ where: { id }, data: { pinCount: { increment: 0 } } });
      }
      const changes = await apply(tx);
      // One update per board and section, by the sum of what changed there.
      const byBoard = new Map<bigint, number>();
      const bySection = new Map<bigint, number>();
      for (const { place, by } of changes) {
        byBoard.set(place.boardId, (byBoard.get(place.boardId) ?? 0) + by);
        if (place.sectionId !== null)
          bySection.set(place.sectionId, (bySection.get(place.sectionId) ?? 0) + by);
      }
      for (const [id, by] of byBoard) {
        if (by !== 0) await tx.board.update({ where: { id }, data: { pinCount: { increment: by } } });
      }
      for (const [id, by] of bySection) {
        if (by !== 0) await tx.boardSection.update({ where: { id }, data: { pinCount: { increment: by } } });
      }
      const touched = changes.map((c) => c.place);
      for (const boardId of new Set(touched.map((p) => p.boardId))) await this.refreshBoard(tx, boardId);
      for (const sectionId of new Set(touched.flatMap((p) => (p.sectionId === null ? [] : [p.sectionId])))) {
        await this.refreshSection(tx, sectionId);
      }
      // Everyone whose board lists show these boards: owners and accepted collaborators.
      const boards = await tx.board.findMany({
        where: { id: { in: touched.map((p) => p.boardId) } },
        select: { ownerId: true, collaborators: { where: { status: 'accepted' }, select: { userId: true } } },
      });
      return boards.flatMap((b) => [b.ownerId, ...b.collaborators.map((c) => c.userId)].map(String));
    });
    for (const owner of new Set(owners)) await this.picker.invalidate(owner);
  }

  private async refreshBoard(tx: Transaction, boardId: bigint): Promise<void> {
    const latest = await tx.boardPin.findMany({
      where: { boardId },
      orderBy: [{ createdAt: 'desc' }, { pinId: 'desc' }],
      take: BOARD_THUMBNAILS,
      select: { imageUrl: true },
    });
    const oldest = await tx.boardPin.findFirst({
      where: { boardId },
      orderBy: [{ createdAt: 'asc' }, { pinId: 'asc' }],
      select: { imageUrl: true },
    });
    await tx.board.update({
      where: { id: boardId },
      data: { pinThumbnailUrls: latest.map((p) => p.imageUrl), imageCoverUrl: oldest?.imageUrl ?? null },
    });
  }

  private async refreshSection(tx: Transaction, sectionId: bigint): Promise<void> {
    const latest = await tx.boardPin.findMany({
      where: { sectionId },
      orderBy: [{ createdAt: 'desc' }, { pinId: 'desc' }],
      take: SECTION_PREVIEWS,
      select: { imageUrl: true },
    });
    await tx.boardSection.updateMany({
      where: { id: sectionId },
      data: { previewImageUrls: latest.map((p) => p.imageUrl) },
    });
  }
}

function placeOf(pin: Pin): PinPlace {
  return { boardId: BigInt(pin.pinned_to_board.id), sectionId: pin.section ? BigInt(pin.section.id) : null };
}

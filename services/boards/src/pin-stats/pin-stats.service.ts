import { Injectable } from '@nestjs/common';
import type { Pin } from '@pinboard/contracts';
import { BoardPickerCache } from '../boards/board-picker.cache.js';
import { PrismaClient } from '../generated/prisma/client.js';

const THUMBNAILS = 3;

/** Keeps each board's pin count, cover and thumbnails in step with the Pins saved to it. */
@Injectable()
export class PinStatsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly picker: BoardPickerCache,
  ) {}

  /** Idempotent: the (board, pin) pair is recorded once, so a redelivered event changes nothing. */
  async recordPin(pin: Pin): Promise<void> {
    const boardId = BigInt(pin.board.id);
    const imageUrl = pin.images['236x'].url;
    const ownerId = await this.prisma.$transaction(async (tx) => {
      if (!(await tx.board.findUnique({ where: { id: boardId }, select: { id: true } }))) return null;
      const { count } = await tx.boardPin.createMany({
        data: [{ boardId, pinId: BigInt(pin.id), imageUrl, createdAt: new Date(pin.created_at) }],
        skipDuplicates: true,
      });
      if (count === 0) return null;
      // This update locks the board row, so concurrent events for one board apply one at a time.
      const board = await tx.board.update({
        where: { id: boardId },
        data: { pinCount: { increment: 1 }, boardOrderModifiedAt: new Date() },
      });
      const latest = await tx.boardPin.findMany({
        where: { boardId },
        orderBy: [{ createdAt: 'desc' }, { pinId: 'desc' }],
        take: THUMBNAILS,
        select: { imageUrl: true },
      });
      await tx.board.update({
        where: { id: boardId },
        data: {
          pinThumbnailUrls: latest.map((p) => p.imageUrl),
          imageCoverUrl: board.imageCoverUrl ?? imageUrl,
        },
      });
      return board.ownerId.toString();
    });
    if (ownerId) await this.picker.invalidate(ownerId);
  }
}

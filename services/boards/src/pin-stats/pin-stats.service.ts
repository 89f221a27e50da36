import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { BoardPickerCache } from '../boards/board-picker.cache.js';
import { PrismaService } from '../infra/prisma.service.js';

/** The fields of PinCreatedEvent / PinSavedEvent this projection needs; the rest is ignored. */
export const pinEventSchema = z.object({
  pin: z.object({
    id: z.string().regex(/^[1-9][0-9]{0,18}$/),
    created_at: z.iso.datetime({ offset: true }),
    board: z.object({ id: z.string().regex(/^[1-9][0-9]{0,18}$/) }),
    images: z.object({ '236x': z.object({ url: z.string() }) }),
  }),
});

const THUMBNAILS = 3;

/** Keeps each board's pin count, cover and thumbnails in step with the Pins saved to it. */
@Injectable()
export class PinStatsService {
  private readonly logger = new Logger(PinStatsService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly picker: BoardPickerCache,
  ) {}

  /** Idempotent: the (board, pin) pair is recorded once, so a redelivered event changes nothing. */
  async recordPin(event: unknown): Promise<void> {
    const parsed = pinEventSchema.safeParse(event);
    if (!parsed.success) {
      // A malformed event will never succeed; retrying it forever would only block the stream.
      this.logger.warn(`ignoring malformed pin event: ${parsed.error.message}`);
      return;
    }
    const { pin } = parsed.data;
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

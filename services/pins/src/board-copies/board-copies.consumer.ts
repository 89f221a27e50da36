import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';

/**
 * Durable consumer `pins-board-copies`: every Pin keeps a copy of its board's name, url and
 * privacy (reads need no call to boards); a renamed or re-hidden board updates its Pins' copies,
 * and a deleted board removes them. Idempotent: the same event twice leaves the same rows.
 */
@Injectable()
@EventConsumer('board-copies')
export class BoardCopiesConsumer {
  constructor(private readonly prisma: PrismaClient) {}

  @OnDomainEvent(Events.boards.boardUpdated)
  async boardUpdated({ board }: EventOf<typeof Events.boards.boardUpdated>): Promise<void> {
    await this.prisma.pin.updateMany({
      where: { boardId: BigInt(board.id) },
      data: { boardName: board.name, boardUrl: board.url, boardPrivacy: board.privacy },
    });
  }

  /** A deleted board takes its Pins with it. */
  @OnDomainEvent(Events.boards.boardDeleted)
  async boardDeleted({ board_id }: EventOf<typeof Events.boards.boardDeleted>): Promise<void> {
    await this.prisma.pin.deleteMany({ where: { boardId: BigInt(board_id) } });
  }
}

import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { lockPair } from '@pinboard/db';
import { DomainEvents, EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';

/**
 * Durable consumer `boards-blocks`: two people who blocked each other follow none of each other's
 * boards, and neither collaborates on (or is invited to) the other's.
 */
@Injectable()
@EventConsumer('blocks')
export class BlocksConsumer {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly events: DomainEvents,
  ) {}

  @OnDomainEvent(Events.users.userBlocked)
  async userBlocked({ blocker_id, blocked_id }: EventOf<typeof Events.users.userBlocked>): Promise<void> {
    const [a, b] = [BigInt(blocker_id), BigInt(blocked_id)];
    await this.prisma.$transaction(async (tx) => {
      await lockPair(tx, a, b, { unordered: true });
      const follows = await tx.boardFollow.findMany({
        where: {
          OR: [
            { followerId: a, ownerId: b },
            { followerId: b, ownerId: a },
          ],
        },
        orderBy: { boardId: 'asc' },
      });
      for (const follow of follows) {
        await tx.boardFollow.delete({
          where: { boardId_followerId: { boardId: follow.boardId, followerId: follow.followerId } },
        });
        await tx.board.update({ where: { id: follow.boardId }, data: { followerCount: { decrement: 1 } } });
      }
      const collaborations = await tx.boardCollaborator.findMany({
        where: {
          OR: [
            { userId: a, board: { ownerId: b } },
            { userId: b, board: { ownerId: a } },
          ],
        },
        orderBy: { boardId: 'asc' },
      });
      for (const gone of collaborations) {
        await tx.boardCollaborator.delete({
          where: { boardId_userId: { boardId: gone.boardId, userId: gone.userId } },
        });
        if (gone.status === 'accepted') {
          await tx.board.update({
            where: { id: gone.boardId },
            data: { collaboratorCount: { decrement: 1 } },
          });
        }
      }
      await this.events.recordAll(
        tx,
        Events.boards.boardUnfollowed,
        follows.map((follow) => ({
          follower_id: follow.followerId.toString(),
          board_id: follow.boardId.toString(),
          owner_id: follow.ownerId.toString(),
        })),
      );
    });
    await this.events.flush();
  }
}

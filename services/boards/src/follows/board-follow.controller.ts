import { Controller } from '@nestjs/common';
import {
  BoardTexts,
  Events,
  Rpc,
  UserTexts,
  type BoardFollowState,
  type RpcInput,
} from '@pinboard/contracts';
import { lockPair } from '@pinboard/db';
import { DomainEvents, RpcClient, RpcHandler, ServiceError, type OutboxWriter } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';
import { requireBoardAccess } from '../boards/board.policy.js';

/**
 * Following boards. Anyone signed in may follow a board they can see and do not own, unless its
 * owner and they blocked each other. The follower count moves in the same transaction.
 */
@Controller()
export class BoardFollowController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly rpc: RpcClient,
    private readonly events: DomainEvents,
  ) {}

  /** Following a board already followed answers the same state and announces nothing. */
  @RpcHandler(Rpc.boards.follow)
  async follow({ actor, board_id }: RpcInput<typeof Rpc.boards.follow>): Promise<BoardFollowState> {
    const followerId = BigInt(actor.id);
    const board = await this.followable(board_id, actor.id);
    await this.prisma.$transaction(async (tx) => {
      // The users.user.blocked consumer takes the same lock before dropping board follows, so a
      // block committed after this check still removes the follow written here.
      await lockPair(tx, followerId, board.ownerId, { unordered: true });
      const { blocked } = await this.rpc.request(Rpc.users.blockCheck, {
        user_id: actor.id,
        other_id: board.ownerId.toString(),
      });
      if (blocked) throw ServiceError.forbidden(UserTexts.cannotFollowBlocked);
      const { count } = await tx.boardFollow.createMany({
        data: [{ boardId: board.id, followerId, ownerId: board.ownerId }],
        skipDuplicates: true,
      });
      if (count > 0) {
        await tx.board.update({ where: { id: board.id }, data: { followerCount: { increment: 1 } } });
        await this.announce(tx, Events.boards.boardFollowed, actor.id, board);
      }
    });
    await this.events.flush();
    return this.stateOf(board.id, true);
  }

  @RpcHandler(Rpc.boards.unfollow)
  async unfollow({ actor, board_id }: RpcInput<typeof Rpc.boards.unfollow>): Promise<BoardFollowState> {
    const board = await this.followable(board_id, actor.id);
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.boardFollow.deleteMany({
        where: { boardId: board.id, followerId: BigInt(actor.id) },
      });
      if (count > 0) {
        await tx.board.update({ where: { id: board.id }, data: { followerCount: { decrement: 1 } } });
        await this.announce(tx, Events.boards.boardUnfollowed, actor.id, board);
      }
    });
    await this.events.flush();
    return this.stateOf(board.id, false);
  }

  /** A board the actor can see (a secret one is not found) and does not own. */
  private async followable(boardId: string, actorId: string) {
    const board = await requireBoardAccess(
      this.prisma,
      await this.prisma.board.findUnique({ where: { id: BigInt(boardId) } }),
      actorId,
      'read',
    );
    if (board.ownerId.toString() === actorId) throw ServiceError.validation(BoardTexts.cannotFollowOwnBoard);
    return board;
  }

  private async stateOf(boardId: bigint, followed: boolean): Promise<BoardFollowState> {
    const row = await this.prisma.board.findUnique({
      where: { id: boardId },
      select: { followerCount: true },
    });
    return {
      board_id: boardId.toString(),
      followed_by_me: followed,
      follower_count: row?.followerCount ?? 0,
    };
  }

  /** Records the follow's event in its transaction (the outbox). */
  private async announce(
    tx: OutboxWriter,
    event: typeof Events.boards.boardFollowed | typeof Events.boards.boardUnfollowed,
    followerId: string,
    board: { id: bigint; ownerId: bigint },
  ): Promise<void> {
    await this.events.record(tx, event, {
      follower_id: followerId,
      board_id: board.id.toString(),
      owner_id: board.ownerId.toString(),
    });
  }
}

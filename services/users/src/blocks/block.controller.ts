import { Controller } from '@nestjs/common';
import { Events, Rpc, UserTexts, type BlockState, type RpcInput } from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';
import { blockedEitherWay, lockPeople, removeFollow, type FollowPair } from '../follows/follow-ledger.js';

/**
 * Blocking ends the follows between two people, both ways, and keeps either from following the
 * other (or the other's boards) until it is lifted. Other services learn of it from the events.
 */
@Controller()
export class BlockController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.users.block)
  async block({ actor, blocked_user_id }: RpcInput<typeof Rpc.users.block>): Promise<BlockState> {
    const blockerId = BigInt(actor.id);
    const blockedId = BigInt(blocked_user_id);
    if (blockerId === blockedId) throw ServiceError.validation(UserTexts.cannotBlockSelf);
    await this.prisma.$transaction(async (tx) => {
      await lockPeople(tx, blockerId, blockedId);
      if (!(await tx.user.findUnique({ where: { id: blockedId }, select: { id: true } }))) {
        throw ServiceError.notFound(UserTexts.userNotFound);
      }
      const { count } = await tx.userBlock.createMany({
        data: [{ blockerId, blockedId }],
        skipDuplicates: true,
      });
      const follows: FollowPair[] = [
        { followerId: blockerId, followeeId: blockedId },
        { followerId: blockedId, followeeId: blockerId },
      ];
      const removed: FollowPair[] = [];
      for (const pair of follows) if (await removeFollow(tx, pair)) removed.push(pair);
      await this.events.recordAll(
        tx,
        Events.users.userUnfollowed,
        removed.map(({ followerId, followeeId }) => ({
          follower_id: followerId.toString(),
          followee_id: followeeId.toString(),
        })),
      );
      if (count > 0) {
        await this.events.record(tx, Events.users.userBlocked, {
          blocker_id: actor.id,
          blocked_id: blocked_user_id,
        });
      }
    });
    await this.events.flush();
    return { user_id: blocked_user_id, blocked_by_me: true };
  }

  @RpcHandler(Rpc.users.unblock)
  async unblock({ actor, blocked_user_id }: RpcInput<typeof Rpc.users.unblock>): Promise<BlockState> {
    const blockerId = BigInt(actor.id);
    const blockedId = BigInt(blocked_user_id);
    await this.prisma.$transaction(async (tx) => {
      await lockPeople(tx, blockerId, blockedId);
      const { count } = await tx.userBlock.deleteMany({ where: { blockerId, blockedId } });
      if (count > 0) {
        await this.events.record(tx, Events.users.userUnblocked, {
          blocker_id: actor.id,
          blocked_id: blocked_user_id,
        });
      }
    });
    await this.events.flush();
    return { user_id: blocked_user_id, blocked_by_me: false };
  }

  /**
   * Whether either blocked the other. Boards asks while holding its own lock on the pair, which its
   * users.user.blocked consumer also takes before dropping board follows, so none outlives a block.
   */
  @RpcHandler(Rpc.users.blockCheck)
  async blockCheck({
    user_id,
    other_id,
  }: RpcInput<typeof Rpc.users.blockCheck>): Promise<{ blocked: boolean }> {
    return { blocked: await blockedEitherWay(this.prisma, BigInt(user_id), BigInt(other_id)) };
  }
}

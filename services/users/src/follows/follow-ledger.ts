import { UserTexts } from '@pinboard/contracts';
import { lockPair } from '@pinboard/db';
import { ServiceError } from '@pinboard/service-kit';
import type { Prisma } from '../generated/prisma/client.js';

type Transaction = Prisma.TransactionClient;

/** One follow, as events and replies name it. */
export interface FollowPair {
  followerId: bigint;
  followeeId: bigint;
}

/**
 * Follows and blocks about two people take turns (a lock on the pair, whichever of them acts, held
 * until the commit): otherwise a follow could pass its block check while a block is committing,
 * and a follow would outlive the block. Callers that lock several pairs lock them all first.
 */
export async function lockPeople(tx: Transaction, a: bigint, b: bigint): Promise<void> {
  await lockPair(tx, a, b, { unordered: true });
}

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(
  db: Pick<Transaction, 'userBlock'>,
  a: bigint,
  b: bigint,
): Promise<boolean> {
  const block = await db.userBlock.findFirst({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { blockerId: true },
  });
  return block !== null;
}

/** Adds the follow and moves both counts; false when it already existed. Call with the pair locked. */
export async function addFollow(tx: Transaction, { followerId, followeeId }: FollowPair): Promise<boolean> {
  if (await blockedEitherWay(tx, followerId, followeeId)) {
    throw ServiceError.forbidden(UserTexts.cannotFollowBlocked);
  }
  const { count } = await tx.userFollow.createMany({
    data: [{ followerId, followeeId }],
    skipDuplicates: true,
  });
  if (count > 0) await moveCounts(tx, { followerId, followeeId }, 1);
  return count > 0;
}

/** Removes the follow and moves both counts back; false when there was none. Call with the pair locked. */
export async function removeFollow(
  tx: Transaction,
  { followerId, followeeId }: FollowPair,
): Promise<boolean> {
  const { count } = await tx.userFollow.deleteMany({ where: { followerId, followeeId } });
  if (count > 0) await moveCounts(tx, { followerId, followeeId }, -1);
  return count > 0;
}

/** Row locks in id order, so that follows crossing each other cannot deadlock. */
async function moveCounts(
  tx: Transaction,
  { followerId, followeeId }: FollowPair,
  by: 1 | -1,
): Promise<void> {
  const updates = [
    { id: followerId, data: { followingCount: { increment: by } } },
    { id: followeeId, data: { followerCount: { increment: by } } },
  ].sort((x, y) => (x.id < y.id ? -1 : 1));
  for (const { id, data } of updates) await tx.user.update({ where: { id }, data, select: { id: true } });
}

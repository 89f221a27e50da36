import { Controller } from '@nestjs/common';
import {
  Events,
  idSchema,
  PAGE_SIZE_DEFAULT,
  Rpc,
  UserTexts,
  type FollowListUser,
  type Page,
  type RpcInput,
  type UserFollowState,
} from '@pinboard/contracts';
import {
  DomainEvents,
  type OutboxWriter,
  emptyPage,
  readBookmark,
  RpcHandler,
  ServiceError,
  toPage,
} from '@pinboard/service-kit';
import { z } from 'zod';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { UserStore } from '../users/user.store.js';
import { addFollow, lockPeople, removeFollow, type FollowPair } from './follow-ledger.js';

/** Follow lists are paged newest follow first: (created_at, the other person's id), descending. */
const followCursor = z
  .strictObject({ at: z.iso.datetime(), id: idSchema })
  .transform(({ at, id }) => ({ at: new Date(at), id: BigInt(id) }));

const summarySelect = { id: true, username: true, fullName: true, imageMediumUrl: true } as const;

@Controller()
export class FollowController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly store: UserStore,
    private readonly events: DomainEvents,
  ) {}

  /** Following someone already followed answers the same state and announces nothing. */
  @RpcHandler(Rpc.users.follow)
  async follow({ actor, user_id }: RpcInput<typeof Rpc.users.follow>): Promise<UserFollowState> {
    const [state] = await this.followAll(BigInt(actor.id), [BigInt(user_id)]);
    return state!;
  }

  /** PUT /v3/users/follow/: all or none (one transaction); those already followed stay so. */
  @RpcHandler(Rpc.users.followMany)
  followMany({ actor, user_ids }: RpcInput<typeof Rpc.users.followMany>): Promise<UserFollowState[]> {
    return this.followAll(BigInt(actor.id), [...new Set(user_ids)].map(BigInt));
  }

  @RpcHandler(Rpc.users.unfollow)
  async unfollow({ actor, user_id }: RpcInput<typeof Rpc.users.unfollow>): Promise<UserFollowState> {
    const pair = { followerId: BigInt(actor.id), followeeId: BigInt(user_id) };
    if (pair.followerId === pair.followeeId) throw ServiceError.validation(UserTexts.cannotFollowSelf);
    await this.prisma.$transaction(async (tx) => {
      await lockPeople(tx, pair.followerId, pair.followeeId);
      await this.requireUsers([pair.followeeId], tx);
      if (await removeFollow(tx, pair)) await this.announce(tx, Events.users.userUnfollowed, [pair]);
    });
    await this.events.flush();
    return this.stateOf(pair.followeeId, false);
  }

  /** Who follows `username`, newest first, with whether the viewer follows each of them. */
  @RpcHandler(Rpc.users.followers)
  followers(input: RpcInput<typeof Rpc.users.followers>): Promise<Page<FollowListUser>> {
    return this.followList(input, 'followers');
  }

  /** Whom `username` follows, newest first, with whether the viewer follows each of them. */
  @RpcHandler(Rpc.users.following)
  following(input: RpcInput<typeof Rpc.users.following>): Promise<Page<FollowListUser>> {
    return this.followList(input, 'following');
  }

  /** One page of either list: `username` is one side of each follow, the listed person the other. */
  private async followList(
    input: RpcInput<typeof Rpc.users.followers>,
    list: 'followers' | 'following',
  ): Promise<Page<FollowListUser>> {
    const user = await this.requireUsername(input.username);
    const start = readBookmark(input.bookmark, followCursor);
    if (start === 'end') return emptyPage();
    const size = input.page_size ?? PAGE_SIZE_DEFAULT;
    const [own, listed] =
      list === 'followers'
        ? (['followeeId', 'followerId'] as const)
        : (['followerId', 'followeeId'] as const);
    const where: Prisma.UserFollowWhereInput = { [own]: user.id };
    if (!start.first)
      where.OR = [
        { createdAt: { lt: start.after.at } },
        { createdAt: start.after.at, [listed]: { lt: start.after.id } },
      ];
    const rows = await this.prisma.userFollow.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { [listed]: 'desc' }],
      take: size + 1,
      select: {
        createdAt: true,
        follower: list === 'followers' && { select: summarySelect },
        followee: list === 'following' && { select: summarySelect },
      },
    });
    return this.listPage(
      rows.map((row) => ({ createdAt: row.createdAt, person: (row.follower ?? row.followee)! })),
      size,
      input.viewer_id,
    );
  }

  private async followAll(followerId: bigint, followeeIds: bigint[]): Promise<UserFollowState[]> {
    if (followeeIds.includes(followerId)) throw ServiceError.validation(UserTexts.cannotFollowSelf);
    const pairs = followeeIds.map((followeeId) => ({ followerId, followeeId }));
    await this.prisma.$transaction(async (tx) => {
      // Every pair locked before any count moves: see lockPeople.
      for (const id of [...followeeIds].sort((x, y) => (x < y ? -1 : 1)))
        await lockPeople(tx, followerId, id);
      await this.requireUsers(followeeIds, tx);
      const added: FollowPair[] = [];
      for (const pair of pairs) if (await addFollow(tx, pair)) added.push(pair);
      await this.announce(tx, Events.users.userFollowed, added);
    });
    await this.events.flush();
    return Promise.all(followeeIds.map((id) => this.stateOf(id, true)));
  }

  private async stateOf(userId: bigint, followed: boolean): Promise<UserFollowState> {
    const row = await this.prisma.user.findUnique({ where: { id: userId }, select: { followerCount: true } });
    return { user_id: userId.toString(), followed_by_me: followed, follower_count: row?.followerCount ?? 0 };
  }

  private async requireUsers(ids: bigint[], tx: Pick<PrismaClient, 'user'> = this.prisma): Promise<void> {
    const found = await tx.user.count({ where: { id: { in: ids } } });
    if (found !== ids.length) throw ServiceError.notFound(UserTexts.userNotFound);
  }

  private async requireUsername(username: string) {
    const user = await this.store.findByUsername(username);
    if (!user) throw ServiceError.notFound(UserTexts.userNotFound);
    return user;
  }

  private async listPage(
    rows: {
      createdAt: Date;
      person: { id: bigint; username: string; fullName: string; imageMediumUrl: string | null };
    }[],
    size: number,
    viewerId: string | null,
  ): Promise<Page<FollowListUser>> {
    const followed = new Set<bigint>();
    if (viewerId !== null && rows.length > 0) {
      const mine = await this.prisma.userFollow.findMany({
        where: { followerId: BigInt(viewerId), followeeId: { in: rows.map((row) => row.person.id) } },
        select: { followeeId: true },
      });
      for (const { followeeId } of mine) followed.add(followeeId);
    }
    return toPage(
      rows,
      size,
      ({ person }) => ({
        id: person.id.toString(),
        username: person.username,
        full_name: person.fullName,
        image_medium_url: person.imageMediumUrl,
        followed_by_me: followed.has(person.id),
      }),
      ({ createdAt, person }) => ({ at: createdAt.toISOString(), id: person.id.toString() }),
    );
  }

  /** Records the follows' events in their transaction (the outbox). */
  private async announce(
    tx: OutboxWriter,
    event: typeof Events.users.userFollowed | typeof Events.users.userUnfollowed,
    pairs: FollowPair[],
  ): Promise<void> {
    await this.events.recordAll(
      tx,
      event,
      pairs.map(({ followerId, followeeId }) => ({
        follower_id: followerId.toString(),
        followee_id: followeeId.toString(),
      })),
    );
  }
}

import { Controller } from '@nestjs/common';
import {
  ageBucketOf,
  Events,
  RESERVED_USERNAMES,
  Rpc,
  splitFullName,
  UserTexts,
  type Me,
  type Profile,
  type RpcInput,
  type SessionReply,
  type User,
} from '@pinboard/contracts';
import { DomainEvents, InjectConfig, RpcHandler, ServiceError } from '@pinboard/service-kit';
import type { UsersConfig } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { SessionStore } from '../sessions/session.store.js';
import { toActor, toMe, toUser } from './user.mapper.js';
import { UserStore } from './user.store.js';
import { pickUsername, usernameBase } from './username.js';

@Controller()
export class UserController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly store: UserStore,
    private readonly events: DomainEvents,
    private readonly sessions: SessionStore,
    @InjectConfig() private readonly config: UsersConfig,
  ) {}

  /** Creates the account and its first session; the event goes out after the commit. */
  @RpcHandler(Rpc.users.register)
  async register(input: RpcInput<typeof Rpc.users.register>): Promise<SessionReply> {
    if (await this.store.findByEmail(input.email)) {
      throw ServiceError.conflict(UserTexts.emailTaken);
    }
    const username = input.username ?? (await this.deriveUsername(input.email));
    if (input.username && (await this.store.findByUsername(input.username))) {
      throw ServiceError.conflict(UserTexts.usernameTaken);
    }
    const { first_name, last_name } = splitFullName(input.full_name);
    const passwordHash = await hashPassword(input.password, this.config.PASSWORD_HASH_COST);
    const row = await this.prisma
      .$transaction(async (tx) => {
        const created = await tx.user.create({
          data: {
            email: input.email,
            username,
            usernameLower: username.toLowerCase(),
            passwordHash,
            fullName: input.full_name,
            firstName: first_name,
            lastName: last_name,
            birthday: new Date(`${input.birthday}T00:00:00Z`),
          },
        });
        await this.events.record(tx, Events.users.userCreated, { user: toUser(created) });
        return created;
      })
      .catch(async (err: unknown) => {
        throw await this.explainUniqueViolation(err, input.email);
      });
    await this.events.flush();
    const token = await this.sessions.open(toActor(row));
    return { user: toMe(row), token };
  }

  @RpcHandler(Rpc.users.get)
  async get(query: RpcInput<typeof Rpc.users.get>): Promise<User> {
    const row =
      'id' in query ? await this.store.findById(query.id) : await this.store.findByUsername(query.username);
    if (!row) throw ServiceError.notFound(UserTexts.userNotFound);
    return toUser(row);
  }

  /** Viewers' age buckets for ad targeting: the ads service asks; birthdays never leave here. */
  @RpcHandler(Rpc.users.audiences)
  async audiences({ user_ids }: RpcInput<typeof Rpc.users.audiences>) {
    const rows = await this.prisma.user.findMany({
      where: { id: { in: user_ids.map(BigInt) } },
      select: { id: true, birthday: true },
    });
    const now = new Date();
    return rows.map((row) => ({ user_id: row.id.toString(), age_bucket: ageBucketOf(row.birthday, now) }));
  }

  /** A profile as the viewer sees it: the counts, and whether the viewer follows or blocked them. */
  @RpcHandler(Rpc.users.profile)
  async profile({ username, viewer_id }: RpcInput<typeof Rpc.users.profile>): Promise<Profile> {
    const row = await this.store.findByUsername(username);
    if (!row) throw ServiceError.notFound(UserTexts.userNotFound);
    const viewer = viewer_id === null ? null : BigInt(viewer_id);
    const [follow, block] =
      viewer === null || viewer === row.id
        ? [null, null]
        : await Promise.all([
            this.prisma.userFollow.findUnique({
              where: { followerId_followeeId: { followerId: viewer, followeeId: row.id } },
              select: { createdAt: true },
            }),
            this.prisma.userBlock.findUnique({
              where: { blockerId_blockedId: { blockerId: viewer, blockedId: row.id } },
              select: { createdAt: true },
            }),
          ]);
    return {
      ...toUser(row),
      follower_count: row.followerCount,
      following_count: row.followingCount,
      followed_by_me: follow !== null,
      blocked_by_me: block !== null,
    };
  }

  @RpcHandler(Rpc.users.me)
  async me({ user_id }: RpcInput<typeof Rpc.users.me>): Promise<Me> {
    const row = await this.store.findById(user_id);
    if (!row) throw ServiceError.notFound(UserTexts.userNotFound);
    return toMe(row);
  }

  /**
   * The signed-in user changes their own account: becoming a business account (with its name) is
   * the one change so far; a business account may rename its business. An empty change answers as me.
   */
  @RpcHandler(Rpc.users.updateMe)
  async updateMe({ user_id, changes }: RpcInput<typeof Rpc.users.updateMe>): Promise<Me> {
    if (changes.business_name === undefined) return this.me({ user_id });
    const row = await this.store.findById(user_id);
    if (!row) throw ServiceError.notFound(UserTexts.userNotFound);
    if (row.accountType !== 'business' && changes.account_type !== 'business') {
      throw ServiceError.validation(UserTexts.businessNameNeedsBusiness);
    }
    return toMe(
      await this.prisma.user.update({
        where: { id: row.id },
        data: { accountType: 'business', businessName: changes.business_name },
      }),
    );
  }

  private async deriveUsername(email: string): Promise<string> {
    const base = usernameBase(email);
    const rows = await this.prisma.user.findMany({
      where: { usernameLower: { startsWith: base.toLowerCase() } },
      select: { usernameLower: true },
    });
    // A page's path is never a username (contracts' RESERVED_USERNAMES): 'billing@…' is billing1.
    return pickUsername(base, new Set([...rows.map((r) => r.usernameLower), ...RESERVED_USERNAMES]));
  }

  /** Two sign-ups racing past the checks: the unique index decides, and we say which field lost. */
  private async explainUniqueViolation(err: unknown, email: string): Promise<unknown> {
    const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
    if (code !== 'P2002') return err;
    return (await this.store.findByEmail(email))
      ? ServiceError.conflict(UserTexts.emailTaken)
      : ServiceError.conflict(UserTexts.usernameTaken);
  }
}

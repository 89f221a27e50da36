import { Controller } from '@nestjs/common';
import {
  ACCESS_TOKEN_DAYS_DEFAULT,
  ACCESS_TOKENS_PER_USER_MAX,
  AccessTokenTexts,
  Rpc,
  UserTexts,
  type AccessToken,
  type CreatedAccessToken,
  type RpcInput,
  type VerifiedAccessToken,
} from '@pinboard/contracts';
import { RpcHandler, ServiceError } from '@pinboard/service-kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { toActor } from '../users/user.mapper.js';
import { scopesOf, toAccessToken } from './access-token.mapper.js';
import { hashAccessToken, newAccessTokenSecret } from './token-secret.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired tokens stay in the list this long, so a person sees why a script stopped working. */
const EXPIRED_LISTED_MS = 30 * DAY_MS;
/** last_used_at is "about when": written at most once a minute per token, not on every call. */
const LAST_USED_PRECISION_MS = 60 * 1000;

/** Tokens that work now: not revoked, not expired. */
const liveTokens = (userId: bigint, now: Date): Prisma.AccessTokenWhereInput => ({
  userId,
  revokedAt: null,
  expiresAt: { gt: now },
});

/**
 * Personal access tokens. The secret is answered once, by create, and only its SHA-256 is kept; a
 * revoke takes effect on the next verify (the gateway caches nothing).
 */
@Controller()
export class AccessTokenController {
  constructor(private readonly prisma: PrismaClient) {}

  @RpcHandler(Rpc.users.accessTokenCreate)
  async create({
    user_id,
    options,
  }: RpcInput<typeof Rpc.users.accessTokenCreate>): Promise<CreatedAccessToken> {
    const userId = BigInt(user_id);
    const token = newAccessTokenSecret();
    const now = new Date();
    const days = options.expires_in_days ?? ACCESS_TOKEN_DAYS_DEFAULT;
    const row = await this.prisma.$transaction(async (tx) => {
      // The person's row locked: two creates at once cannot both pass the limit.
      const owner = await tx.$queryRaw<{ id: bigint }[]>`
        SELECT id FROM "users"."users" WHERE id = ${userId} FOR UPDATE`;
      if (owner.length === 0) throw ServiceError.notFound(UserTexts.userNotFound);
      const live = await tx.accessToken.count({ where: liveTokens(userId, now) });
      if (live >= ACCESS_TOKENS_PER_USER_MAX) throw ServiceError.conflict(AccessTokenTexts.tooMany);
      return tx.accessToken.create({
        data: {
          userId,
          name: options.name,
          tokenHash: hashAccessToken(token),
          scopes: options.scopes,
          createdAt: now,
          expiresAt: new Date(now.getTime() + days * DAY_MS),
        },
      });
    });
    return { ...toAccessToken(row), token };
  }

  /** Newest first: those that work, and those expired in the last 30 days. Revoked ones are gone. */
  @RpcHandler(Rpc.users.accessTokenList)
  async list({ user_id }: RpcInput<typeof Rpc.users.accessTokenList>): Promise<AccessToken[]> {
    const rows = await this.prisma.accessToken.findMany({
      where: {
        userId: BigInt(user_id),
        revokedAt: null,
        expiresAt: { gt: new Date(Date.now() - EXPIRED_LISTED_MS) },
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toAccessToken);
  }

  /** Someone else's token is "not found", exactly as one that does not exist. */
  @RpcHandler(Rpc.users.accessTokenRevoke)
  async revoke({ user_id, token_id }: RpcInput<typeof Rpc.users.accessTokenRevoke>): Promise<AccessToken> {
    const where = { id: BigInt(token_id), userId: BigInt(user_id) };
    // Only a live revoke writes: revoking again keeps the first revoked_at.
    await this.prisma.accessToken.updateMany({
      where: { ...where, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    const row = await this.prisma.accessToken.findFirst({ where });
    if (!row) throw ServiceError.notFound(AccessTokenTexts.notFound);
    return toAccessToken(row);
  }

  /** One lookup by the hash's unique index; an unknown, expired or revoked token is Unauthenticated. */
  @RpcHandler(Rpc.users.accessTokenVerify)
  async verify({ token }: RpcInput<typeof Rpc.users.accessTokenVerify>): Promise<VerifiedAccessToken> {
    const now = new Date();
    const row = await this.prisma.accessToken.findUnique({
      where: { tokenHash: hashAccessToken(token) },
      include: { user: true },
    });
    if (!row || row.revokedAt !== null || row.expiresAt <= now) {
      throw ServiceError.unauthenticated(AccessTokenTexts.invalid);
    }
    if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      await this.prisma.accessToken.updateMany({
        where: {
          id: row.id,
          OR: [
            { lastUsedAt: null },
            { lastUsedAt: { lt: new Date(now.getTime() - LAST_USED_PRECISION_MS) } },
          ],
        },
        data: { lastUsedAt: now },
      });
    }
    return { token_id: row.id.toString(), actor: toActor(row.user), scopes: scopesOf(row) };
  }
}

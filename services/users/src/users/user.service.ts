import { Injectable } from '@nestjs/common';
import {
  Events,
  Rpc,
  splitFullName,
  UserTexts,
  type Me,
  type RpcInput,
  type SessionReply,
  type User,
} from '@pinboard/contracts';
import { DomainEvents, ServiceError } from '@pinboard/service-kit';
import { PrismaClient, type User as UserRow } from '../generated/prisma/client.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { SessionStore } from '../sessions/session.store.js';
import { toActor, toMe, toUser } from './user.mapper.js';
import { pickUsername, usernameBase } from './username.js';

type RegisterInput = RpcInput<typeof Rpc.users.register>;

@Injectable()
export class UserService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly events: DomainEvents,
    private readonly sessions: SessionStore,
  ) {}

  /** Creates the account and its first session; the event goes out after the commit. */
  async register(input: RegisterInput): Promise<SessionReply> {
    if (await this.prisma.user.findUnique({ where: { email: input.email } })) {
      throw ServiceError.conflict(UserTexts.emailTaken);
    }
    const username = input.username ?? (await this.deriveUsername(input.email));
    if (input.username && (await this.findByUsername(input.username))) {
      throw ServiceError.conflict(UserTexts.usernameTaken);
    }
    const { first_name, last_name } = splitFullName(input.full_name);
    const passwordHash = await hashPassword(input.password);
    const row = await this.prisma.user
      .create({
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
      })
      .catch(async (err: unknown) => {
        throw await this.explainUniqueViolation(err, input.email);
      });
    const token = await this.sessions.open(toActor(row));
    await this.events.publish(Events.users.userCreated, { user: toUser(row) });
    return { user: toMe(row), token };
  }

  async get(query: RpcInput<typeof Rpc.users.get>): Promise<User> {
    const row =
      'id' in query
        ? await this.prisma.user.findUnique({ where: { id: BigInt(query.id) } })
        : await this.findByUsername(query.username);
    if (!row) throw ServiceError.notFound(UserTexts.userNotFound);
    return toUser(row);
  }

  async me(userId: string): Promise<Me> {
    const row = await this.prisma.user.findUnique({ where: { id: BigInt(userId) } });
    if (!row) throw ServiceError.notFound(UserTexts.userNotFound);
    return toMe(row);
  }

  findByUsername(username: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { usernameLower: username.toLowerCase() } });
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { email: email.toLowerCase() } });
  }

  private async deriveUsername(email: string): Promise<string> {
    const base = usernameBase(email);
    const rows = await this.prisma.user.findMany({
      where: { usernameLower: { startsWith: base.toLowerCase() } },
      select: { usernameLower: true },
    });
    return pickUsername(base, new Set(rows.map((r) => r.usernameLower)));
  }

  /** Two sign-ups racing past the checks: the unique index decides, and we say which field lost. */
  private async explainUniqueViolation(err: unknown, email: string): Promise<unknown> {
    const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
    if (code !== 'P2002') return err;
    return (await this.findByEmail(email))
      ? ServiceError.conflict(UserTexts.emailTaken)
      : ServiceError.conflict(UserTexts.usernameTaken);
  }
}

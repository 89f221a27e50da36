import { Controller, type OnModuleInit } from '@nestjs/common';
import { Rpc, UserTexts, type RpcInput, type SessionReply } from '@pinboard/contracts';
import { InjectConfig, RpcHandler, ServiceError } from '@pinboard/service-kit';
import type { UsersConfig } from '../config.js';
import { hashPassword, needsRehash, verifyPassword } from '../passwords/password-hasher.js';
import { toActor, toMe } from '../users/user.mapper.js';
import { UserStore } from '../users/user.store.js';
import { LoginRateLimit } from './login-rate-limit.js';
import { SessionStore } from './session.store.js';

/** Login and logout. */
@Controller()
export class SessionController implements OnModuleInit {
  /** Verified against when the account is unknown, so both failures cost the same time. */
  private dummyHash = '';

  constructor(
    private readonly users: UserStore,
    private readonly store: SessionStore,
    private readonly rateLimit: LoginRateLimit,
    @InjectConfig() private readonly config: UsersConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await hashPassword('not-a-real-password', this.config.PASSWORD_HASH_COST);
  }

  @RpcHandler(Rpc.users.sessionCreate)
  async login(input: RpcInput<typeof Rpc.users.sessionCreate>): Promise<SessionReply> {
    const login = input.username_or_email;
    const row = login.includes('@')
      ? await this.users.findByEmail(login)
      : await this.users.findByUsername(login);
    // A username and an e-mail of one account are one account to the limit.
    const account = row ? `user:${row.id}` : `login:${login.toLowerCase()}`;
    await this.rateLimit.assertAllowed(account, input.client_address);
    const valid = await verifyPassword(row?.passwordHash ?? this.dummyHash, input.password);
    if (!row || !valid) {
      await this.rateLimit.recordFailure(account, input.client_address);
      throw ServiceError.validation(UserTexts.loginFailed);
    }
    await this.rateLimit.reset(account, input.client_address);
    // A hash made at a lower cost is made again now that the password is at hand.
    if (needsRehash(row.passwordHash, this.config.PASSWORD_HASH_COST)) {
      const fresh = await hashPassword(input.password, this.config.PASSWORD_HASH_COST);
      await this.users.replacePasswordHash(row.id, row.passwordHash, fresh);
    }
    const token = await this.store.open(toActor(row));
    return { user: toMe(row), token };
  }

  @RpcHandler(Rpc.users.sessionDelete)
  async logout({ token, all }: RpcInput<typeof Rpc.users.sessionDelete>): Promise<{ ok: true }> {
    await (all ? this.store.closeAll(token) : this.store.close(token));
    return { ok: true };
  }
}

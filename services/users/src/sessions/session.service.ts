import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Rpc, UserTexts, type RpcInput, type SessionReply } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { hashPassword, verifyPassword } from '../passwords/password-hasher.js';
import { toActor, toMe } from '../users/user.mapper.js';
import { UserService } from '../users/user.service.js';
import { LoginRateLimit } from './login-rate-limit.js';
import { SessionStore } from './session.store.js';

type LoginInput = RpcInput<typeof Rpc.users.sessionCreate>;

@Injectable()
export class SessionService implements OnModuleInit {
  /** Verified against when the account is unknown, so both failures cost the same time. */
  private dummyHash = '';

  constructor(
    private readonly users: UserService,
    private readonly store: SessionStore,
    private readonly rateLimit: LoginRateLimit,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await hashPassword('not-a-real-password');
  }

  async login(input: LoginInput): Promise<SessionReply> {
    const login = input.username_or_email;
    await this.rateLimit.assertAllowed(login);
    const row = login.includes('@')
      ? await this.users.findByEmail(login)
      : await this.users.findByUsername(login);
    const valid = await verifyPassword(row?.passwordHash ?? this.dummyHash, input.password);
    if (!row || !valid) {
      await this.rateLimit.recordFailure(login);
      throw ServiceError.validation(row ? UserTexts.wrongCredentials : UserTexts.unknownAccount);
    }
    await this.rateLimit.reset(login);
    const token = await this.store.open(toActor(row));
    return { user: toMe(row), token };
  }

  async logout(token: string): Promise<{ ok: true }> {
    await this.store.close(token);
    return { ok: true };
  }
}

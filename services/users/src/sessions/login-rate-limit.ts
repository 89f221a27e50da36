import { Injectable } from '@nestjs/common';
import { InjectConfig, ServiceError } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import type { UsersConfig } from '../config.js';

const failuresKey = (account: string, address: string) => `login-failures:${account}:${address}`;

/**
 * Failed logins, counted per account and client address together: a username and an e-mail of one
 * account count as one (an unknown login counts as itself). Past LOGIN_MAX_FAILURES within the
 * window, each attempt from that address waits a backoff after its last failure that doubles with
 * every failure (1 s, 2 s, 4 s… at most LOGIN_BACKOFF_MAX_SECONDS). So one address cannot guess
 * fast, while nobody can lock anyone out: the owner at another address, or behind the same proxy
 * logging into their own account, is never held up, and the right password after the wait logs in.
 */
@Injectable()
export class LoginRateLimit {
  constructor(
    private readonly redis: Redis,
    @InjectConfig() private readonly config: UsersConfig,
  ) {}

  /** How long this account must still wait at this address, in milliseconds (0: it may try). */
  async waitMs(account: string, address: string, now = Date.now()): Promise<number> {
    const [count, last] = await this.redis.hmget(failuresKey(account, address), 'count', 'last');
    const over = Number(count ?? 0) - this.config.LOGIN_MAX_FAILURES;
    if (over < 0) return 0;
    const backoffMs = Math.min(2 ** over, this.config.LOGIN_BACKOFF_MAX_SECONDS) * 1000;
    return Math.max(0, Number(last ?? 0) + backoffMs - now);
  }

  async assertAllowed(account: string, address: string): Promise<void> {
    if ((await this.waitMs(account, address)) > 0) throw ServiceError.rateLimited();
  }

  async recordFailure(account: string, address: string, now = Date.now()): Promise<void> {
    const key = failuresKey(account, address);
    // The window starts at the first failure (NX), so more failures do not extend it.
    await this.redis
      .multi()
      .hincrby(key, 'count', 1)
      .hset(key, 'last', now)
      .expire(key, this.config.LOGIN_FAILURE_WINDOW_SECONDS, 'NX')
      .exec();
  }

  async reset(account: string, address: string): Promise<void> {
    await this.redis.del(failuresKey(account, address));
  }
}

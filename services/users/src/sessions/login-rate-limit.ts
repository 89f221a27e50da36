import { Injectable } from '@nestjs/common';
import { InjectConfig, ServiceError } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import type { UsersConfig } from '../config.js';

const failuresKey = (login: string) => `login-failures:${login.toLowerCase()}`;

/** Caps failed logins per username_or_email in a fixed window, against password guessing. */
@Injectable()
export class LoginRateLimit {
  constructor(
    private readonly redis: Redis,
    @InjectConfig() private readonly config: UsersConfig,
  ) {}

  async assertAllowed(login: string): Promise<void> {
    const failures = Number((await this.redis.get(failuresKey(login))) ?? 0);
    if (failures >= this.config.LOGIN_MAX_FAILURES) {
      throw ServiceError.rateLimited();
    }
  }

  async recordFailure(login: string): Promise<void> {
    const key = failuresKey(login);
    // The window starts at the first failure (NX), so more failures do not extend it.
    await this.redis.multi().incr(key).expire(key, this.config.LOGIN_FAILURE_WINDOW_SECONDS, 'NX').exec();
  }

  async reset(login: string): Promise<void> {
    await this.redis.del(failuresKey(login));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { USERS_CONFIG, type UsersConfig } from '../config.js';
import { RedisService } from '../infra/redis.service.js';

const failuresKey = (login: string) => `login-failures:${login.toLowerCase()}`;

/** Caps failed logins per username_or_email in a fixed window, against password guessing. */
@Injectable()
export class LoginRateLimit {
  constructor(
    private readonly redis: RedisService,
    @Inject(USERS_CONFIG) private readonly config: UsersConfig,
  ) {}

  async assertAllowed(login: string): Promise<void> {
    const failures = Number((await this.redis.get(failuresKey(login))) ?? 0);
    if (failures >= this.config.LOGIN_MAX_FAILURES) {
      throw new ServiceError(ErrorCode.RateLimited, Messages.rateLimited);
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

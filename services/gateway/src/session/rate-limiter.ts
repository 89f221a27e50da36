import { Inject, Injectable } from '@nestjs/common';
import { ServiceError } from '@pinboard/service-kit';
import type { Redis } from 'ioredis';
import { GATEWAY_CONFIG, REDIS } from '../tokens.js';
import type { GatewayConfig } from '../config.js';

const WINDOW_SECONDS = 60;

/**
 * Fixed one-minute windows in Redis, shared by every gateway instance: per client IP (sign-up,
 * login, ad events) or per person (writes).
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  static key(bucket: string, who: string): string {
    return `gateway:ratelimit:${bucket}:${who}`;
  }

  /** Counts one attempt of `who` (an IP, or a person); throws RATE_LIMITED past `limit` a minute. */
  async hit(bucket: string, who: string, limit = this.config.AUTH_RATE_LIMIT_PER_MINUTE): Promise<void> {
    const key = RateLimiter.key(bucket, who);
    const results = await this.redis
      .multi()
      .incr(key)
      .expire(key, WINDOW_SECONDS, 'NX')
      .exec()
      .catch((err: unknown) => {
        throw ServiceError.unavailable(`redis: ${String(err)}`);
      });
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > limit) {
      throw ServiceError.rateLimited();
    }
  }
}

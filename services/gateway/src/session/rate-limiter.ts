import { Inject, Injectable } from '@nestjs/common';
import { ServiceError } from '@pinboard/service-kit';
import type { Redis } from 'ioredis';
import { GATEWAY_CONFIG, REDIS } from '../tokens.js';
import type { GatewayConfig } from '../config.js';

const WINDOW_SECONDS = 60;

/** Fixed one-minute windows per client IP in Redis, shared by every gateway instance. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  static key(bucket: string, ip: string): string {
    return `gateway:ratelimit:${bucket}:${ip}`;
  }

  /** Counts one attempt; throws RATE_LIMITED past the limit. */
  async hit(bucket: string, ip: string): Promise<void> {
    const key = RateLimiter.key(bucket, ip);
    const results = await this.redis
      .multi()
      .incr(key)
      .expire(key, WINDOW_SECONDS, 'NX')
      .exec()
      .catch((err: unknown) => {
        throw ServiceError.unavailable(`redis: ${String(err)}`);
      });
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > this.config.AUTH_RATE_LIMIT_PER_MINUTE) {
      throw ServiceError.rateLimited();
    }
  }
}

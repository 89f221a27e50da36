import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { USERS_CONFIG, type UsersConfig } from '../config.js';

/** Sessions and login counters live here; the gateway reads the session keys directly. */
@Injectable()
export class RedisService extends Redis implements OnModuleDestroy {
  constructor(@Inject(USERS_CONFIG) config: UsersConfig) {
    super(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  }

  async onModuleDestroy(): Promise<void> {
    await this.quit();
  }
}

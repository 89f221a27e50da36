import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { BOARDS_CONFIG, type BoardsConfig } from '../config.js';

/** Board-picker cache. */
@Injectable()
export class RedisService extends Redis implements OnApplicationShutdown {
  constructor(@Inject(BOARDS_CONFIG) config: BoardsConfig) {
    super(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit();
  }
}

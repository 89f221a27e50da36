import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createPrismaAdapter } from '@pinboard/db';
import { PrismaClient } from '../generated/prisma/client.js';
import { BOARDS_CONFIG, type BoardsConfig } from '../config.js';

/** The generated client bound to the `boards` schema; disconnects after the event consumer stops. */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(@Inject(BOARDS_CONFIG) config: BoardsConfig) {
    super({ adapter: createPrismaAdapter(config.DATABASE_URL, 'boards') });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}

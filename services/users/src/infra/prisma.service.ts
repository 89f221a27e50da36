import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createPrismaAdapter } from '@pinboard/db';
import { PrismaClient } from '../generated/prisma/client.js';
import { USERS_CONFIG, type UsersConfig } from '../config.js';

/** The generated client bound to the `users` schema; disconnects when the app closes. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(USERS_CONFIG) config: UsersConfig) {
    super({ adapter: createPrismaAdapter(config.DATABASE_URL, 'users') });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}

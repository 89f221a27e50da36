import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createPrismaAdapter } from '@pinboard/db';
import type { PinsConfig } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { PINS_CONFIG } from './config.provider.js';

/** The service's one PrismaClient, bound to the `pins` schema. */
@Injectable()
export class PrismaService implements OnModuleDestroy {
  readonly client: PrismaClient;

  constructor(@Inject(PINS_CONFIG) config: PinsConfig) {
    this.client = new PrismaClient({ adapter: createPrismaAdapter(config.DATABASE_URL, 'pins') });
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.$disconnect();
  }
}

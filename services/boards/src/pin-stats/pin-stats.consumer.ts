import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Events } from '@pinboard/contracts';
import { DomainEventConsumer } from '@pinboard/service-kit';
import { BOARDS_CONFIG, type BoardsConfig } from '../config.js';
import { PinStatsService } from './pin-stats.service.js';

@Injectable()
export class PinStatsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer: DomainEventConsumer | null = null;

  constructor(
    @Inject(BOARDS_CONFIG) private readonly config: BoardsConfig,
    private readonly stats: PinStatsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = await DomainEventConsumer.start({
      natsUrl: this.config.NATS_URL,
      durable: this.config.PIN_STATS_DURABLE,
      subjects: [Events.pinCreated, Events.pinSaved],
      handle: (_subject, event) => this.stats.recordPin(event),
    });
  }

  /** Stops before Prisma and Redis close (they close on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
  }
}

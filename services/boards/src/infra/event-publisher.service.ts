import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { EventSubject } from '@pinboard/contracts';
import { DomainEventPublisher } from '@pinboard/service-kit';
import { BOARDS_CONFIG, type BoardsConfig } from '../config.js';

/** JetStream publisher, connected once when the module starts. */
@Injectable()
export class EventPublisherService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(EventPublisherService.name);
  private publisher: DomainEventPublisher | null = null;

  constructor(@Inject(BOARDS_CONFIG) private readonly config: BoardsConfig) {}

  async onModuleInit(): Promise<void> {
    this.publisher = await DomainEventPublisher.connect(this.config.NATS_URL);
  }

  /**
   * Called after the database commit. A failed publish is logged rather than failing the request:
   * the write already happened and the caller must not retry it.
   */
  async publish(subject: EventSubject, body: object): Promise<void> {
    try {
      if (!this.publisher) throw new Error('publisher not connected');
      await this.publisher.publish(subject, body);
    } catch (err) {
      this.logger.error(`could not publish ${subject}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.publisher?.close();
  }
}

import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Events, type Pin } from '@pinboard/contracts';
import { DomainEventPublisher } from '@pinboard/service-kit';
import type { PinsConfig } from '../config.js';
import { PINS_CONFIG } from './config.provider.js';

/**
 * Publishes pins' domain events after the row is committed. A failed publish is logged, not
 * thrown: the Pin exists, and failing the request would make the client save it a second time.
 */
@Injectable()
export class PinEventsPublisher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PinEventsPublisher.name);
  private publisher: DomainEventPublisher | null = null;

  constructor(@Inject(PINS_CONFIG) private readonly config: PinsConfig) {}

  async onModuleInit(): Promise<void> {
    this.publisher = await DomainEventPublisher.connect(this.config.NATS_URL);
  }

  async onModuleDestroy(): Promise<void> {
    await this.publisher?.close();
  }

  pinCreated(pin: Pin): Promise<void> {
    return this.publish(Events.pinCreated, { pin });
  }

  pinSaved(pin: Pin, sourcePinId: string): Promise<void> {
    return this.publish(Events.pinSaved, { pin, source_pin_id: sourcePinId });
  }

  private async publish(subject: (typeof Events)[keyof typeof Events], body: object): Promise<void> {
    try {
      if (!this.publisher) throw new Error('publisher not connected');
      await this.publisher.publish(subject, body);
    } catch (err) {
      this.logger.error(`could not publish ${subject}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

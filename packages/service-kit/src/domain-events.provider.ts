import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import type { EventSubject } from '@pinboard/contracts';
import { DomainEventPublisher } from './domain-events.js';

export const DOMAIN_EVENTS_NATS_URL = Symbol('DOMAIN_EVENTS_NATS_URL');

/**
 * A service's JetStream publisher as a Nest provider, connected once when the module starts.
 * Called after the database commit: a failed publish is logged rather than failing the request,
 * because the write already happened and the caller must not repeat it.
 */
@Injectable()
export class DomainEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DomainEvents.name);
  private publisher: DomainEventPublisher | null = null;

  constructor(@Inject(DOMAIN_EVENTS_NATS_URL) private readonly natsUrl: string) {}

  async onModuleInit(): Promise<void> {
    this.publisher = await DomainEventPublisher.connect(this.natsUrl);
  }

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

/** `providers: [...domainEventsProviders(config.NATS_URL)]` */
export function domainEventsProviders(natsUrl: string): Provider[] {
  return [{ provide: DOMAIN_EVENTS_NATS_URL, useValue: natsUrl }, DomainEvents];
}

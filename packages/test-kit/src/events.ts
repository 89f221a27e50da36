import { DeliverPolicy, jetstream, jetstreamManager, type Consumer } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  DOMAIN_EVENTS_STREAM,
  Events,
  type EventDefinition,
  type EventOf,
  type LinkProduct,
} from '@pinboard/contracts';
import { ensureDomainEventsStream, natsOptions, type DomainEventPublisher } from '@pinboard/service-kit';

/** Reads domain events published since it was started (an ordered consumer per lookup). */
export class EventWatcher {
  private readonly since = new Date().toISOString();
  private nc: NatsConnection | null = null;

  async start(natsUrl: string): Promise<void> {
    this.nc = await connect(natsOptions(natsUrl));
    await ensureDomainEventsStream(this.nc);
  }

  /** The first `event` matching `predicate`, or null after timeoutMs. */
  async find<E extends EventDefinition>(
    event: E,
    predicate: (event: EventOf<E>) => boolean,
    timeoutMs = 5000,
  ): Promise<EventOf<E> | null> {
    const [found] = await this.read(event, predicate, timeoutMs, true);
    return found ?? null;
  }

  /** Every `event` matching `predicate` that is in the stream once `timeoutMs` has passed. */
  findAll<E extends EventDefinition>(
    event: E,
    predicate: (event: EventOf<E>) => boolean,
    timeoutMs = 2000,
  ): Promise<EventOf<E>[]> {
    return this.read(event, predicate, timeoutMs, false);
  }

  private async read<E extends EventDefinition>(
    event: E,
    predicate: (event: EventOf<E>) => boolean,
    timeoutMs: number,
    firstOnly: boolean,
  ): Promise<EventOf<E>[]> {
    if (!this.nc) throw new Error('EventWatcher not started');
    const consumer: Consumer = await jetstream(this.nc).consumers.get(DOMAIN_EVENTS_STREAM, {
      // A single subject as a string: arrays need NATS 2.10 and Debian ships 2.9.
      filter_subjects: event.subject,
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: this.since,
    });
    const found: EventOf<E>[] = [];
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
      const msg = await consumer.next({ expires: 1000 });
      if (!msg) continue;
      const parsed = event.schema.safeParse(msg.json());
      if (parsed.success && predicate(parsed.data as EventOf<E>)) {
        found.push(parsed.data as EventOf<E>);
        if (firstOnly) break;
      }
    }
    return found;
  }

  async close(): Promise<void> {
    await this.nc?.drain();
  }
}

/** Deletes the durable consumers a test's service made (named with its EVENT_CONSUMER_PREFIX). */
export async function deleteEventConsumers(natsUrl: string, prefix: string): Promise<void> {
  const nc = await connect(natsOptions(natsUrl));
  try {
    const jsm = await jetstreamManager(nc);
    for await (const info of jsm.consumers.list(DOMAIN_EVENTS_STREAM)) {
      if (info.name.startsWith(`${prefix}-`)) await jsm.consumers.delete(DOMAIN_EVENTS_STREAM, info.name);
    }
  } finally {
    await nc.drain();
  }
}

/** A lamp on sale: the product tests announce for a link. */
export const LAMP_PRODUCT: LinkProduct = {
  price_in_micro_currency: 49_500_000,
  list_price_in_micro_currency: 60_000_000,
  currency: 'USD',
  availability: 'in_stock',
  brand: 'Lumen',
};

/** Announces what a link's page sells (null: nothing), as the offsite service does after reading it. */
export async function announceLinkProduct(
  offsite: DomainEventPublisher,
  url: string,
  product: LinkProduct | null,
): Promise<void> {
  await offsite.publish(Events.offsite.linkScraped, { url, product, read_at: new Date().toISOString() });
}

import {
  Inject,
  Injectable,
  Logger,
  Optional,
  SetMetadata,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import {
  EVENT_CONSUMERS,
  eventConsumerDurable,
  type EventBody,
  type EventDefinition,
  type EventOf,
} from '@pinboard/contracts';
import type { PgPool } from '@pinboard/db';
import type { BaseConfig } from './config.js';
import { DomainEventConsumer, DomainEventPublisher } from './domain-events.js';
import { Outbox, type OutboxTransaction } from './outbox.js';
import { meter } from './telemetry.js';
import { SERVICE_CONFIG, SERVICE_NAME } from './tokens.js';

const CONSUMER = Symbol('pinboard:event-consumer');
const HANDLES = Symbol('pinboard:event-handles');

interface ConsumerMeta {
  name: string;
  /** Apply up to this many waiting events together (see BatchingConsumer). */
  batch?: number;
}

/**
 * Marks a provider as a durable consumer of domain events, named `<service>-<name>`. Its methods
 * decorated with @OnDomainEvent are called once per event, in stream order. With `batch`, the
 * events already waiting (up to that many) are applied together: in order, inside the provider's
 * `inBatch` when it has one (one transaction for all of them), acked together afterwards.
 */
export const EventConsumer = (name: string, options: { batch?: number } = {}) =>
  SetMetadata(CONSUMER, { name, ...options } satisfies ConsumerMeta);

/** A consumer that applies a batch of events as one unit, for example in one transaction. */
export interface BatchingConsumer {
  inBatch(apply: () => Promise<void>): Promise<void>;
}

/**
 * Items a batching consumer gathers while a batch is applied (new Pins, say) and writes together:
 * when the batch ends, or earlier when another event of the batch must see them first (call
 * `flush`). Outside a batch (an event retried alone) an item is written at once.
 */
export class GatheredInBatch<T> {
  private items: T[] | null = null;

  constructor(private readonly write: (items: T[]) => Promise<void>) {}

  /** For `inBatch`: runs the batch's handlers, then writes what they gathered. */
  async during(apply: () => Promise<void>): Promise<void> {
    this.items = [];
    try {
      await apply();
      await this.flush();
    } finally {
      this.items = null;
    }
  }

  async add(item: T): Promise<void> {
    if (this.items) this.items.push(item);
    else await this.write([item]);
  }

  async flush(): Promise<void> {
    const items = this.items?.splice(0) ?? [];
    if (items.length > 0) await this.write(items);
  }
}

const hasInBatch = (instance: object): instance is BatchingConsumer =>
  typeof (instance as Partial<BatchingConsumer>).inBatch === 'function';

type EventHandlerMethod<E> = (event: EventOf<E>) => Promise<void>;

/** Makes a method the handler of one event of an @EventConsumer; the event arrives parsed. */
export function OnDomainEvent<E extends EventDefinition>(event: E) {
  return <T extends EventHandlerMethod<E>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ) => {
    const handles: EventDefinition[] = Reflect.getMetadata(HANDLES, target, key) ?? [];
    Reflect.defineMetadata(HANDLES, [...handles, event], target, key);
    return descriptor;
  };
}

/** The service's node-postgres pool, where it keeps an outbox (ServiceDefinition `outbox`). */
export const OUTBOX_DATABASE = Symbol('OUTBOX_DATABASE');
/** How often the relay looks for rows left behind (a failed publish, another replica's crash). */
const RELAY_INTERVAL_MS = 500;

/**
 * The service's domain events, through its outbox (ServiceDefinition `outbox`): `record` in the
 * change's transaction, then `flush` after the commit publishes at once what was recorded; what
 * cannot be published then (NATS away) is published by the relay as soon as it can.
 */
@Injectable()
export class DomainEvents implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DomainEvents.name);
  private publisher: DomainEventPublisher | null = null;
  private readonly outbox: Outbox | null;
  private timer: NodeJS.Timeout | null = null;
  private lastFailure = '';

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
    @Inject(SERVICE_NAME) service: string,
    @Optional() @Inject(OUTBOX_DATABASE) db?: PgPool,
  ) {
    this.outbox = db ? new Outbox(db, service) : null;
  }

  async onModuleInit(): Promise<void> {
    this.publisher = await DomainEventPublisher.connect(this.config.NATS_URL);
  }

  onApplicationBootstrap(): void {
    if (!this.outbox) return;
    const tick = () => {
      void this.flush().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, RELAY_INTERVAL_MS);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Records an event in the change's transaction (`tx`); call `flush` after the commit. */
  async record<E extends EventDefinition>(
    tx: OutboxTransaction,
    event: E,
    body: EventBody<E>,
  ): Promise<EventOf<E>> {
    const [full] = await this.recordAll(tx, event, [body]);
    return full!;
  }

  /** Records events of one kind in the change's transaction, in order (one statement). */
  recordAll<E extends EventDefinition>(
    tx: OutboxTransaction,
    event: E,
    bodies: readonly EventBody<E>[],
  ): Promise<EventOf<E>[]> {
    if (!this.outbox) throw new Error('this service keeps no outbox (ServiceDefinition outbox: true)');
    return this.outbox.record(tx, event, bodies);
  }

  /** Publishes what was recorded and committed; never throws (the relay tries again). */
  async flush(): Promise<void> {
    if (!this.outbox || !this.publisher) return;
    try {
      await this.outbox.relay(this.publisher);
      if (this.lastFailure) this.logger.log('the outbox is published again');
      this.lastFailure = '';
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // Once per kind of failure, not twice a second while NATS is away.
      if (message !== this.lastFailure) this.logger.warn(`outbox not published yet: ${message}`);
      this.lastFailure = message;
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
    await this.publisher?.close();
  }
}

/**
 * Finds every @EventConsumer provider at start and runs one durable consumer for each; reports how
 * far behind each is, in health (`events`) and as the gauge `pinboard.events.pending`.
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly running: DomainEventConsumer[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || !wrapper.metatype) continue;
      const meta: ConsumerMeta | undefined = Reflect.getMetadata(CONSUMER, wrapper.metatype);
      if (!meta) continue;
      const { name, batch = 1 } = meta;
      if (!EVENT_CONSUMERS[this.service]?.includes(name)) {
        throw new Error(
          `event consumer '${name}' of ${this.service} is not in the contracts' EVENT_CONSUMERS: the bus would refuse it`,
        );
      }
      const handlers = new Map<string, { event: EventDefinition; call: (body: unknown) => Promise<void> }>();
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const events: EventDefinition[] = Reflect.getMetadata(HANDLES, prototype, method) ?? [];
        const fn = (instance as Record<string, (body: unknown) => Promise<void>>)[method]!;
        for (const event of events)
          handlers.set(event.subject, { event, call: (body) => fn.call(instance, body) });
      }
      this.running.push(
        await DomainEventConsumer.start({
          natsUrl: this.config.NATS_URL,
          durable: eventConsumerDurable(this.config.EVENT_CONSUMER_PREFIX ?? this.service, name),
          start: this.config.EVENT_CONSUMER_START,
          events: [...handlers.values()].map((h) => h.event),
          handle: (event, body) => handlers.get(event.subject)!.call(body),
          batch,
          applyBatch: async (runs) => {
            const all = async () => {
              for (const run of runs) await run();
            };
            await (hasInBatch(instance) ? instance.inBatch(all) : all());
          },
        }),
      );
    }
    if (this.running.length > 0) this.observeLag();
  }

  /** Events not yet applied, per durable consumer. */
  async lag(): Promise<Record<string, number>> {
    const entries = await Promise.all(this.running.map(async (c) => [c.durable, await c.pending()] as const));
    return Object.fromEntries(entries);
  }

  get consuming(): boolean {
    return this.running.length > 0;
  }

  private observeLag(): void {
    meter()
      .createObservableGauge('pinboard.events.pending', {
        description: 'Domain events stored for a durable consumer and not yet applied',
      })
      .addCallback(async (result) => {
        for (const [durable, pending] of Object.entries(await this.lag().catch(() => ({})))) {
          result.observe(pending, { 'pinboard.consumer': durable });
        }
      });
  }

  /** Stops before Prisma and Redis close (they close on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.running.map((c) => c.stop()));
  }
}

import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type JetStreamClient,
  type JsMsg,
} from '@nats-io/jetstream';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { Logger } from '@nestjs/common';
import {
  DOMAIN_EVENT_SUBJECTS,
  DOMAIN_EVENTS_STREAM,
  type EventBody,
  type EventDefinition,
  type EventOf,
} from '@pinboard/contracts';
import { randomUUID } from 'node:crypto';
import { natsOptions } from './nats-url.js';
import { parseOrThrow } from './service-error.js';
import { extractTraceContext, injectTraceContext, SpanKind, withSpan } from './telemetry.js';

/**
 * Makes sure the durable stream that holds every domain event exists and carries every subject this
 * build knows, keeping subjects that others (a newer service) added. Idempotent.
 */
export async function ensureDomainEventsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    const info = await jsm.streams.info(DOMAIN_EVENTS_STREAM);
    const subjects = [...new Set([...(info.config.subjects ?? []), ...DOMAIN_EVENT_SUBJECTS])];
    if (subjects.length !== (info.config.subjects ?? []).length) {
      await jsm.streams.update(DOMAIN_EVENTS_STREAM, { subjects });
    }
  } catch {
    await jsm.streams.add({
      name: DOMAIN_EVENTS_STREAM,
      subjects: [...DOMAIN_EVENT_SUBJECTS],
      duplicate_window: 120_000_000_000,
    });
  }
}

/** An event as it is published: the body validated with its schema, a new event_id and occurred_at. */
export function completeEvent<E extends EventDefinition>(event: E, body: EventBody<E>): EventOf<E> {
  return parseOrThrow(event.schema, {
    ...(body as object),
    event_id: randomUUID(),
    occurred_at: new Date().toISOString(),
  }) as EventOf<E>;
}

/** Publishes domain events to JetStream, deduplicated by event_id, with the trace in the headers. */
export class DomainEventPublisher {
  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
  ) {}

  static async connect(natsUrl: string): Promise<DomainEventPublisher> {
    const nc = await connect(natsOptions(natsUrl));
    await ensureDomainEventsStream(nc);
    return new DomainEventPublisher(nc, jetstream(nc));
  }

  /** Validates the body with the event's schema, adds event_id and occurred_at; returns the event. */
  async publish<E extends EventDefinition>(event: E, body: EventBody<E>): Promise<EventOf<E>> {
    const full = completeEvent(event, body);
    await this.publishComplete(event.subject, full);
    return full;
  }

  /**
   * Publishes an event already completed (an outbox row): deduplicated by its event_id, so a
   * relay that publishes it again after a crash adds nothing. `trace`: the headers recorded with it.
   */
  async publishComplete(subject: string, full: object, trace?: Record<string, string>): Promise<void> {
    const eventId = String((full as { event_id?: unknown }).event_id);
    await withSpan(`jetstream publish ${subject}`, SpanKind.PRODUCER, async () => {
      const hdrs = natsHeaders();
      if (trace) for (const [key, value] of Object.entries(trace)) hdrs.set(key, value);
      else injectTraceContext(hdrs);
      await this.js.publish(subject, JSON.stringify(full), { msgID: eventId, headers: hdrs });
    });
  }

  async close(): Promise<void> {
    await this.nc.drain();
  }
}

export interface EventConsumerOptions {
  natsUrl: string;
  /** Durable consumer name: one per consuming feature, so it resumes where it stopped. */
  durable: string;
  /** Where the durable starts when it is created: every stored event, only new ones, or since a time (ISO). */
  start: string;
  events: readonly EventDefinition[];
  /** Called with each event parsed by its definition's schema. */
  handle: (event: EventDefinition, body: unknown) => Promise<void>;
  /**
   * At most this many events applied together (default 1: one at a time). A batch is the events
   * already waiting, gathered without waiting for more; `applyBatch` runs their handlers (in order,
   * as `runs`) as one unit, and every message of it is acked after it succeeds, or redelivered.
   */
  batch?: number;
  applyBatch?: (runs: (() => Promise<void>)[]) => Promise<void>;
}

/** How long a batch waits for one more event that is already on its way. */
const GATHER_MS = 2;
const GATHER_TIMEOUT = Symbol('gather timeout');

/**
 * Consumes domain events with a durable pull consumer. A message is acked after its handler
 * succeeds; a failing handler gets it again later (handlers must be idempotent). A message its
 * schema refuses can never succeed: it is logged and acked, not retried forever.
 */
export class DomainEventConsumer {
  private readonly logger: Logger;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private readonly bySubject: Map<string, EventDefinition>;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly options: EventConsumerOptions,
  ) {
    this.logger = new Logger(`events ${options.durable}`);
    this.bySubject = new Map(options.events.map((e) => [e.subject, e]));
  }

  /** The durable's name. */
  get durable(): string {
    return this.options.durable;
  }

  /** Events stored for this consumer and not yet applied (delivered but unacknowledged included). */
  async pending(): Promise<number> {
    const jsm = await jetstreamManager(this.nc);
    const info = await jsm.consumers.info(DOMAIN_EVENTS_STREAM, this.options.durable);
    return info.num_pending + info.num_ack_pending;
  }

  static async start(options: EventConsumerOptions): Promise<DomainEventConsumer> {
    const nc = await connect(natsOptions(options.natsUrl));
    await ensureDomainEventsStream(nc);
    const jsm = await jetstreamManager(nc);
    const subjects = options.events.map((e) => e.subject);
    try {
      await jsm.consumers.info(DOMAIN_EVENTS_STREAM, options.durable);
    } catch {
      await jsm.consumers.add(DOMAIN_EVENTS_STREAM, {
        durable_name: options.durable,
        ack_policy: AckPolicy.Explicit,
        ...(options.start === 'new'
          ? { deliver_policy: DeliverPolicy.New }
          : options.start === 'all'
            ? { deliver_policy: DeliverPolicy.All }
            : { deliver_policy: DeliverPolicy.StartTime, opt_start_time: options.start }),
        // filter_subjects (several) needs NATS 2.10 and Debian ships 2.9: one subject is filtered by
        // the server, several are filtered in run() after delivery.
        ...(subjects.length === 1 ? { filter_subject: subjects[0] } : {}),
        ack_wait: 30_000_000_000,
        max_deliver: -1,
      });
    }
    const consumer = new DomainEventConsumer(nc, options);
    consumer.loop = consumer.run();
    return consumer;
  }

  private async run(): Promise<void> {
    const js = jetstream(this.nc);
    const consumer = await js.consumers.get(DOMAIN_EVENTS_STREAM, this.options.durable);
    const messages = await consumer.consume({ max_messages: Math.max(64, this.options.batch ?? 1) });
    if ((this.options.batch ?? 1) > 1) return this.runBatches(messages, this.options.batch!);
    for await (const msg of messages) {
      if (this.stopped) break;
      const definition = this.bySubject.get(msg.subject);
      if (!definition) {
        msg.ack();
        continue;
      }
      const parsed = definition.schema.safeParse(safeJson(msg.data));
      if (!parsed.success) {
        this.logger.warn(`ignoring a malformed ${msg.subject}: ${parsed.error.message}`);
        msg.ack();
        continue;
      }
      try {
        await withSpan(
          `jetstream consume ${msg.subject}`,
          SpanKind.CONSUMER,
          () => this.options.handle(definition, parsed.data),
          extractTraceContext(msg.headers),
        );
        msg.ack();
      } catch (err) {
        this.logger.error(`failed on ${msg.subject}: ${err instanceof Error ? err.message : String(err)}`);
        msg.nak(2_000);
      }
    }
  }

  /** Gathers the messages already delivered (up to `size`) and applies them as one batch. */
  private async runBatches(messages: AsyncIterable<JsMsg>, size: number): Promise<void> {
    const iterator = messages[Symbol.asyncIterator]();
    let next = iterator.next();
    let ended = false;
    while (!this.stopped && !ended) {
      const first = await next;
      if (first.done) break;
      const batch = [first.value];
      next = iterator.next();
      while (batch.length < size) {
        const more = await Promise.race([
          next,
          new Promise<typeof GATHER_TIMEOUT>((resolve) =>
            setTimeout(() => resolve(GATHER_TIMEOUT), GATHER_MS),
          ),
        ]);
        // Nothing more yet: `next` stays pending and starts the following batch.
        if (more === GATHER_TIMEOUT) break;
        if (more.done) {
          ended = true;
          break;
        }
        batch.push(more.value);
        next = iterator.next();
      }
      if (this.stopped) break;
      await this.applyBatch(batch);
    }
  }

  private async applyBatch(batch: JsMsg[]): Promise<void> {
    const runs: (() => Promise<void>)[] = [];
    for (const msg of batch) {
      const definition = this.bySubject.get(msg.subject);
      if (!definition) continue;
      const parsed = definition.schema.safeParse(safeJson(msg.data));
      if (!parsed.success) {
        this.logger.warn(`ignoring a malformed ${msg.subject}: ${parsed.error.message}`);
        continue;
      }
      runs.push(() =>
        withSpan(
          `jetstream consume ${msg.subject}`,
          SpanKind.CONSUMER,
          () => this.options.handle(definition, parsed.data),
          extractTraceContext(msg.headers),
        ),
      );
    }
    try {
      if (runs.length) {
        const apply =
          this.options.applyBatch ??
          (async (all) => {
            for (const run of all) await run();
          });
        await apply(runs);
      }
      for (const msg of batch) msg.ack();
    } catch (err) {
      // One event that cannot be applied must not hold back the others: apply them one by one,
      // so only that one goes back to be tried again later.
      if (batch.length > 1) {
        for (const msg of batch) await this.applyBatch([msg]);
        return;
      }
      this.logger.error(
        `failed on ${batch[0]?.subject}: ${err instanceof Error ? err.message : String(err)}`,
      );
      for (const msg of batch) msg.nak(2_000);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.nc.drain();
    await this.loop?.catch(() => undefined);
  }
}

function safeJson(data: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  } catch {
    return undefined;
  }
}

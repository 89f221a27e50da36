import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type JetStreamClient,
} from '@nats-io/jetstream';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { Logger } from '@nestjs/common';
import { DOMAIN_EVENT_SUBJECTS, DOMAIN_EVENTS_STREAM, type EventSubject } from '@pinboard/contracts';
import { randomUUID } from 'node:crypto';
import { extractTraceContext, injectTraceContext, SpanKind, withSpan } from './telemetry.js';

/** Makes sure the durable stream that holds every domain event exists (idempotent). */
export async function ensureDomainEventsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name: DOMAIN_EVENTS_STREAM,
    subjects: DOMAIN_EVENT_SUBJECTS,
    duplicate_window: 120_000_000_000,
  };
  try {
    await jsm.streams.info(DOMAIN_EVENTS_STREAM);
    await jsm.streams.update(DOMAIN_EVENTS_STREAM, { subjects: DOMAIN_EVENT_SUBJECTS });
  } catch {
    await jsm.streams.add(config);
  }
}

/** Publishes domain events to JetStream, deduplicated by event_id, with the trace in the headers. */
export class DomainEventPublisher {
  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
  ) {}

  static async connect(natsUrl: string): Promise<DomainEventPublisher> {
    const nc = await connect({ servers: [natsUrl] });
    await ensureDomainEventsStream(nc);
    return new DomainEventPublisher(nc, jetstream(nc));
  }

  /** Adds event_id and occurred_at; returns the full event. */
  async publish<T extends object>(
    subject: EventSubject,
    body: T,
  ): Promise<T & { event_id: string; occurred_at: string }> {
    const event = { event_id: randomUUID(), occurred_at: new Date().toISOString(), ...body };
    await withSpan(`jetstream publish ${subject}`, SpanKind.PRODUCER, async () => {
      const hdrs = natsHeaders();
      injectTraceContext(hdrs);
      await this.js.publish(subject, JSON.stringify(event), { msgID: event.event_id, headers: hdrs });
    });
    return event;
  }

  async close(): Promise<void> {
    await this.nc.drain();
  }
}

export interface EventConsumerOptions {
  natsUrl: string;
  /** Durable consumer name: one per consuming feature, so it resumes where it stopped. */
  durable: string;
  subjects: EventSubject[];
  handle: (subject: string, event: unknown) => Promise<void>;
}

/**
 * Consumes domain events with a durable pull consumer. A message is acked after its handler
 * succeeds; a failing handler gets it again later (handlers must be idempotent).
 */
export class DomainEventConsumer {
  private readonly logger = new Logger('DomainEventConsumer');
  private stopped = false;
  private loop: Promise<void> | null = null;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly options: EventConsumerOptions,
  ) {}

  static async start(options: EventConsumerOptions): Promise<DomainEventConsumer> {
    const nc = await connect({ servers: [options.natsUrl] });
    await ensureDomainEventsStream(nc);
    const jsm = await jetstreamManager(nc);
    const config = {
      durable_name: options.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      // filter_subjects (several) needs NATS 2.10 and Debian ships 2.9: one subject is filtered by
      // the server, several are filtered in run() after delivery.
      ...(options.subjects.length === 1 ? { filter_subject: options.subjects[0] } : {}),
      ack_wait: 30_000_000_000,
      max_deliver: -1,
    };
    try {
      await jsm.consumers.info(DOMAIN_EVENTS_STREAM, options.durable);
    } catch {
      await jsm.consumers.add(DOMAIN_EVENTS_STREAM, config);
    }
    const consumer = new DomainEventConsumer(nc, options);
    consumer.loop = consumer.run();
    return consumer;
  }

  private async run(): Promise<void> {
    const js = jetstream(this.nc);
    const consumer = await js.consumers.get(DOMAIN_EVENTS_STREAM, this.options.durable);
    const messages = await consumer.consume({ max_messages: 64 });
    for await (const msg of messages) {
      if (this.stopped) break;
      if (!(this.options.subjects as string[]).includes(msg.subject)) {
        msg.ack();
        continue;
      }
      const parent = extractTraceContext(msg.headers);
      try {
        await withSpan(
          `jetstream consume ${msg.subject}`,
          SpanKind.CONSUMER,
          () => this.options.handle(msg.subject, msg.json()),
          parent,
        );
        msg.ack();
      } catch (err) {
        this.logger.error(`${this.options.durable} failed on ${msg.subject}: ${String(err)}`);
        msg.nak(2_000);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.nc.drain();
    await this.loop?.catch(() => undefined);
  }
}

import { DeliverPolicy, jetstream, type Consumer } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DOMAIN_EVENTS_STREAM, type EventSubject } from '@pinboard/contracts';

/** Reads domain events from JetStream published since it was created (an ordered consumer). */
export class EventWatcher {
  private readonly since = new Date().toISOString();
  private nc: NatsConnection | null = null;

  async start(natsUrl: string): Promise<void> {
    this.nc = await connect({ servers: [natsUrl] });
  }

  /** The first event on `subject` matching `predicate`, or null after timeoutMs. */
  async find<T>(
    subject: EventSubject,
    predicate: (event: T) => boolean,
    timeoutMs = 5000,
  ): Promise<T | null> {
    if (!this.nc) throw new Error('EventWatcher not started');
    const consumer: Consumer = await jetstream(this.nc).consumers.get(DOMAIN_EVENTS_STREAM, {
      // A single subject as a string: arrays need NATS 2.10 and Debian ships 2.9.
      filter_subjects: subject,
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: this.since,
    });
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
      const msg = await consumer.next({ expires: 1000 });
      if (!msg) continue;
      const event = msg.json<T>();
      if (predicate(event)) return event;
    }
    return null;
  }

  async close(): Promise<void> {
    await this.nc?.drain();
  }
}

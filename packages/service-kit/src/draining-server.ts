import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { ServerNats, type NatsContext, type NatsOptions } from '@nestjs/microservices';

type NatsServerOptions = Required<NatsOptions>['options'] & { queue: string };
type MessageHandler = (err: unknown, msg: Msg) => Promise<unknown>;

/**
 * Nest's NATS server, able to stop taking calls before it stops. `stopTaking()` drains its
 * subscriptions: NATS stops routing the queue group's calls to this instance (the others take them
 * all) and calls already on their way are still handled; then it waits until every call taken is
 * answered. Only then may the connection close, so a rolling restart fails no call.
 */
export class DrainingServerNats extends ServerNats {
  private readonly taken: Subscription[] = [];
  private readonly queue: string;
  /** Calls taken and not answered yet. */
  private inFlight = 0;
  private readonly answering = new WeakSet<object>();
  private idle: (() => void) | null = null;
  /** The connection the subscriptions are on (Nest's own field is private). */
  private client: NatsConnection | null = null;

  constructor(options: NatsServerOptions) {
    super(options);
    this.queue = options.queue;
  }

  /**
   * Started once NATS has the subscriptions: Nest calls back as soon as they are written to the
   * socket, and a call made in that moment (a test's first call to a service it just restarted, a
   * caller told this instance is up) met "no responders". A flush is a round trip after them.
   */
  override start(callback: (err?: unknown, ...optionalParams: unknown[]) => void): void {
    super.start((err?: unknown) => {
      if (err || !this.client) return callback(err);
      this.client.flush().then(
        () => callback(),
        (flushErr: unknown) => callback(flushErr),
      );
    });
  }

  /**
   * The handler of a subject: the subject itself is the route. Nest first parses every subject as
   * JSON (for patterns that are objects), so each call to a plain subject such as 'pins.pin.get'
   * threw and caught a SyntaxError: 8-11 µs of CPU a call alone, 25-36 in the uncached home
   * feed's profile under load.
   * Every subject here is a plain string (the contracts' Rpc), subscribed to as it is registered.
   */
  override getHandlerByPattern(pattern: string): ReturnType<ServerNats['getHandlerByPattern']> {
    return this.messageHandlers.get(pattern) ?? null;
  }

  /** Subscribes as Nest does (one queue subscription per subject), keeping them to drain. */
  override bindEvents(client: NatsConnection): void {
    this.client = client;
    for (const channel of this.messageHandlers.keys()) {
      const handle = this.getMessageHandler(channel) as MessageHandler;
      this.taken.push(
        client.subscribe(channel, {
          queue: this.queue,
          callback: (err, msg) => void this.track(handle, err, msg),
        }),
      );
    }
  }

  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (response: unknown) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx) as (response: unknown) => unknown;
    this.answering.add(natsMsg);
    let open = true;
    return (response) => {
      const result = publish(response);
      // Nest's last packet of an answer says isDisposed; "no handler" answers once, with err.
      const packet = response as { isDisposed?: boolean; err?: unknown };
      if (open && (packet.isDisposed || packet.err !== undefined)) {
        open = false;
        this.answered();
      }
      return result;
    };
  }

  /**
   * Stops taking calls and waits (at most `maxWaitMs`) until every call taken is answered. The
   * connection stays open for the answers; Nest's close() closes it after.
   */
  async stopTaking(maxWaitMs: number): Promise<void> {
    await Promise.all(this.taken.map((sub) => sub.drain().catch(() => undefined)));
    if (this.inFlight > 0) {
      const waited = await Promise.race([
        new Promise<boolean>((resolve) => (this.idle = () => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), maxWaitMs).unref()),
      ]);
      if (!waited)
        this.logger.warn?.(`stopping with ${this.inFlight} calls unanswered after ${maxWaitMs} ms`);
    }
    // The last answer is written on the next tick (Nest's send); let it go out.
    await new Promise((resolve) => setImmediate(resolve));
  }

  private async track(handle: MessageHandler, err: unknown, msg: Msg): Promise<void> {
    if (err || !msg.reply) {
      await handle(err, msg);
      return;
    }
    this.inFlight++;
    try {
      await handle(err, msg);
    } finally {
      // No answer on its way (an event, or a handler that failed before answering): done now.
      if (!this.answering.has(msg)) this.answered();
    }
  }

  private answered(): void {
    this.inFlight--;
    if (this.inFlight === 0 && this.idle) {
      this.idle();
      this.idle = null;
    }
  }
}

import { headers as natsHeaders } from '@nats-io/transport-node';
import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import type { RpcDefinition, RpcPayload, RpcReply } from '@pinboard/contracts';
import { lastValueFrom, timeout } from 'rxjs';
import { natsOptions } from './nats-url.js';
import { parseOrThrow } from './service-error.js';
import { injectTraceContext, SpanKind, withSpan } from './telemetry.js';
import { classifyRequestError } from './transport-errors.js';

/**
 * Typed NATS request-reply: validates the payload against the contract before sending, carries the
 * trace context in NATS headers, and turns every failure into a ServiceError (classifyRequestError).
 */
export class RpcClient {
  private readonly proxy: ClientProxy;

  constructor(
    natsUrl: string,
    private readonly timeoutMs = 15_000,
  ) {
    this.proxy = ClientProxyFactory.create({ transport: Transport.NATS, options: natsOptions(natsUrl) });
  }

  async connect(): Promise<void> {
    await this.proxy.connect();
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }

  async request<D extends RpcDefinition>(def: D, payload: RpcPayload<D>): Promise<RpcReply<D>> {
    const data = parseOrThrow(def.schema, payload);
    return withSpan(`nats request ${def.subject}`, SpanKind.CLIENT, async (span) => {
      span.setAttribute('messaging.system', 'nats');
      span.setAttribute('messaging.destination.name', def.subject);
      const hdrs = natsHeaders();
      injectTraceContext(hdrs);
      const record = new NatsRecordBuilder(data).setHeaders(hdrs).build();
      try {
        return (await lastValueFrom(
          this.proxy.send(def.subject, record).pipe(timeout(this.timeoutMs)),
        )) as RpcReply<D>;
      } catch (err) {
        throw classifyRequestError(err, def.subject);
      }
    });
  }
}

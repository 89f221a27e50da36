import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';
import {
  ErrorCode,
  firstIssueMessage,
  isServiceErrorPayload,
  Messages,
  type RpcDefinition,
  type RpcPayload,
  type RpcReply,
} from '@pinboard/contracts';
import { lastValueFrom, timeout, TimeoutError } from 'rxjs';
import type { z } from 'zod';
import { ServiceError } from './service-error.js';
import { injectTraceContext, SpanKind, withSpan } from './telemetry.js';

/**
 * Typed NATS request-reply: validates the payload against the contract before sending, carries the
 * trace context in NATS headers, and turns error replies back into ServiceErrors.
 */
export class RpcClient {
  private readonly proxy: ClientProxy;

  constructor(
    natsUrl: string,
    private readonly timeoutMs = 15_000,
  ) {
    this.proxy = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [natsUrl] } });
  }

  async connect(): Promise<void> {
    await this.proxy.connect();
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }

  async request<D extends RpcDefinition<z.ZodType, unknown>>(
    def: D,
    payload: RpcPayload<D>,
  ): Promise<RpcReply<D>> {
    const parsed = def.schema.safeParse(payload);
    if (!parsed.success) throw ServiceError.validation(firstIssueMessage(parsed.error));
    return withSpan(`nats request ${def.subject}`, SpanKind.CLIENT, async (span) => {
      span.setAttribute('messaging.system', 'nats');
      span.setAttribute('messaging.destination.name', def.subject);
      const hdrs = natsHeaders();
      injectTraceContext(hdrs);
      const record = new NatsRecordBuilder(parsed.data).setHeaders(hdrs).build();
      try {
        return (await lastValueFrom(
          this.proxy.send(def.subject, record).pipe(timeout(this.timeoutMs)),
        )) as RpcReply<D>;
      } catch (err) {
        throw toServiceError(err, def.subject);
      }
    });
  }
}

function toServiceError(err: unknown, subject: string): ServiceError {
  if (err instanceof ServiceError) return err;
  if (isServiceErrorPayload(err)) return new ServiceError(err.code, err.message, err.detail ?? null);
  if (err instanceof TimeoutError) return ServiceError.unavailable(`${subject} timed out`);
  const message = err instanceof Error ? err.message : JSON.stringify(err);
  // "no responders" (service down) and connection errors both mean: try again later.
  if (/no responders|no subscribers|empty response|503|connection|closed/i.test(message)) {
    return ServiceError.unavailable(`${subject}: ${message}`);
  }
  return new ServiceError(ErrorCode.Internal, Messages.internal, `${subject}: ${message}`);
}

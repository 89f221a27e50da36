import {
  type ArgumentsHost,
  Catch,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  type RpcExceptionFilter,
} from '@nestjs/common';
import { MessagePattern, NatsContext } from '@nestjs/microservices';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import type { RpcDefinition, RpcInput, RpcReply, ServiceErrorPayload } from '@pinboard/contracts';
import { Observable, throwError } from 'rxjs';
import { parseOrThrow, ServiceError } from './service-error.js';
import { extractTraceContext, type HeaderCarrier, SpanKind, tracer } from './telemetry.js';

type Handler<D> = (input: RpcInput<D>) => Promise<RpcReply<D>> | RpcReply<D>;

/**
 * Makes a method the handler of a contract's subject: `@RpcHandler(Rpc.boards.create)`. The payload
 * is validated with the contract's schema before the method runs (a failure answers with the
 * contract's message), and the compiler checks the method's input and answer against the contract.
 */
export function RpcHandler<D extends RpcDefinition>(def: D) {
  return <T extends Handler<D>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ) => {
    const handle = descriptor.value;
    if (!handle) throw new Error(`@RpcHandler(${def.subject}) must decorate a method`);
    descriptor.value = function (this: unknown, payload: unknown) {
      return handle.call(this, parseOrThrow(def.schema, payload) as RpcInput<D>);
    } as T;
    MessagePattern(def.subject)(target, key, descriptor);
    return descriptor;
  };
}

/** Every error leaves a service as a typed ServiceErrorPayload, never as a stack trace. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => this.toPayload(exception));
  }

  private toPayload(exception: unknown): ServiceErrorPayload {
    if (exception instanceof ServiceError) return exception.toPayload();
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return ServiceError.internal().toPayload();
  }
}

/** Continues the caller's trace (from NATS headers) around each message handler. */
@Injectable()
export class RpcTracingInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const nats = ctx.switchToRpc().getContext<unknown>();
    const headers =
      nats instanceof NatsContext ? (nats.getHeaders() as HeaderCarrier | undefined) : undefined;
    const subject = nats instanceof NatsContext ? nats.getSubject() : 'unknown';
    const parent = extractTraceContext(headers);
    const span = tracer().startSpan(`nats handle ${subject}`, { kind: SpanKind.SERVER }, parent);
    span.setAttribute('messaging.system', 'nats');
    span.setAttribute('messaging.destination.name', subject);
    const active = trace.setSpan(parent, span);
    return new Observable((subscriber) => {
      const sub = context.with(active, () =>
        next.handle().subscribe({
          next: (v) => subscriber.next(v),
          error: (e: unknown) => {
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            subscriber.error(e);
          },
          complete: () => {
            span.end();
            subscriber.complete();
          },
        }),
      );
      return () => sub.unsubscribe();
    });
  }
}

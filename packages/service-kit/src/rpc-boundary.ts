import {
  type ArgumentsHost,
  Catch,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  type PipeTransform,
  type RpcExceptionFilter,
} from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { context } from '@opentelemetry/api';
import { ErrorCode, firstIssueMessage, Messages, type ServiceErrorPayload } from '@pinboard/contracts';
import { Observable, throwError } from 'rxjs';
import { z } from 'zod';
import { ServiceError } from './service-error.js';
import { extractTraceContext, type HeaderCarrier, SpanKind, tracer } from './telemetry.js';
import { trace, SpanStatusCode } from '@opentelemetry/api';

/** Validates a message payload against its contract schema: `@Payload(new ZodPipe(Rpc.x.y.schema))`. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) throw ServiceError.validation(firstIssueMessage(parsed.error));
    return parsed.data;
  }
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
    if (exception instanceof z.ZodError) {
      return { code: ErrorCode.ValidationFailed, message: firstIssueMessage(exception), detail: null };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return { code: ErrorCode.Internal, message: Messages.internal, detail: null };
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

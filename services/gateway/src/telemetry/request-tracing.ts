import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { context, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { extractTraceContext, SpanKind, tracer, type HeaderCarrier } from '@pinboard/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Observable } from 'rxjs';

const spans = new WeakMap<FastifyRequest, Span>();

/** Read-only HeaderCarrier over Node's lower-cased request headers (for an incoming traceparent). */
function headerCarrier(headers: IncomingHttpHeaders): HeaderCarrier {
  return {
    get: (key) => {
      const value = headers[key.toLowerCase()];
      return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
    },
    has: (key) => headers[key.toLowerCase()] !== undefined,
    set: () => undefined,
  };
}

/**
 * One SERVER span per HTTP request, from the first hook to the response, continuing the caller's
 * trace when a traceparent header comes in. Static files get spans too: they are cheap and rare.
 */
export function registerRequestTracing(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const parent = extractTraceContext(headerCarrier(request.headers));
    const route = request.routeOptions.url ?? 'unmatched';
    const span = tracer().startSpan(
      `HTTP ${request.method} ${route}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route } },
      parent,
    );
    spans.set(request, span);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}

/** Runs `work` with the request's span as the active one (RpcClient's NATS spans are its children). */
export function inRequestSpan<T>(request: FastifyRequest, work: () => T): T {
  const span = spans.get(request);
  return span ? context.with(trace.setSpan(context.active(), span), work) : work();
}

/** Makes the request's span the active one inside Nest's handlers (resource-route.ts does it itself). */
@Injectable()
export class RequestSpanInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Nest binds the handler to the async context current when handle() is called.
    return inRequestSpan(ctx.switchToHttp().getRequest<FastifyRequest>(), () => next.handle());
  }
}

import {
  context,
  propagation,
  trace,
  type Context,
  type Span,
  SpanKind,
  SpanStatusCode,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let provider: NodeTracerProvider | null = null;

/**
 * Starts tracing for this process: W3C trace context, async-local context, and OTLP/HTTP export
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set (otherwise spans are created but not exported).
 */
export function startTelemetry(
  serviceName: string,
  endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
): void {
  if (provider) return;
  const spanProcessors: SpanProcessor[] = [];
  if (endpoint) {
    const url = endpoint.endsWith('/v1/traces') ? endpoint : `${endpoint.replace(/\/$/, '')}/v1/traces`;
    spanProcessors.push(
      new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 500 }),
    );
  }
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors,
  });
  provider.register();
}

export async function stopTelemetry(): Promise<void> {
  await provider?.shutdown();
  provider = null;
}

export const tracer = () => trace.getTracer('pinboard');

/** Minimal view of NATS headers (MsgHdrs) so that this file does not depend on the NATS client. */
export interface HeaderCarrier {
  get(key: string): string;
  set(key: string, value: string): void;
  has(key: string): boolean;
}

export function injectTraceContext(headers: HeaderCarrier, ctx: Context = context.active()): void {
  propagation.inject(ctx, headers, {
    set: (carrier, key, value) => carrier.set(key, value),
  });
}

export function extractTraceContext(headers: HeaderCarrier | undefined): Context {
  if (!headers) return context.active();
  return propagation.extract(context.active(), headers, {
    get: (carrier, key) => (carrier.has(key) ? carrier.get(key) : undefined),
    keys: () => ['traceparent', 'tracestate'],
  });
}

/** Runs fn inside a new active span, ending it (with error status on a throw) when fn settles. */
export async function withSpan<T>(
  name: string,
  kind: SpanKind,
  fn: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  const span = tracer().startSpan(name, { kind }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    span.end();
  }
}
export { SpanKind };

import {
  context,
  metrics,
  propagation,
  trace,
  type Context,
  type Span,
  SpanKind,
  SpanStatusCode,
} from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let provider: NodeTracerProvider | null = null;
let meterProvider: MeterProvider | null = null;
/** How often metrics (such as event consumers' lag) are exported: OTEL_METRIC_EXPORT_INTERVAL (ms) or 10 s. */
const metricInterval = () => Number(process.env.OTEL_METRIC_EXPORT_INTERVAL) || 10_000;

/**
 * Starts tracing for this process: W3C trace context, async-local context, and OTLP/HTTP export
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set. Without a collector no span is recorded (trace context
 * still travels, unsampled): spans that nobody would read took 4-5% of each service's samples on
 * a save (bench/results/history.md, "spans recorded only for a collector").
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
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName });
  provider = new NodeTracerProvider({
    resource,
    spanProcessors,
    ...(endpoint ? {} : { sampler: new AlwaysOffSampler() }),
  });
  provider.register();
  // Metrics go to the same collector (…/v1/metrics); without one they are kept in process only.
  if (endpoint) {
    const url = `${endpoint.replace(/\/v1\/traces$/, '').replace(/\/$/, '')}/v1/metrics`;
    meterProvider = new MeterProvider({
      resource,
      readers: [
        new PeriodicExportingMetricReader({
          exporter: new OTLPMetricExporter({ url }),
          exportIntervalMillis: metricInterval(),
        }),
      ],
    });
    metrics.setGlobalMeterProvider(meterProvider);
  }
}

export async function stopTelemetry(): Promise<void> {
  await Promise.all([provider?.shutdown(), meterProvider?.shutdown()]);
  provider = null;
  meterProvider = null;
}

export const meter = () => metrics.getMeter('pinboard');

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

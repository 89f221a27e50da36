import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CollectedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
}

/** One data point of a metric some process exported. */
export interface CollectedMetric {
  service: string;
  name: string;
  value: number;
  attributes: Record<string, string>;
}

type Attributes = { key: string; value: { stringValue?: string } }[];
interface DataPoint {
  asInt?: number | string;
  asDouble?: number;
  attributes?: Attributes;
}

interface OtlpJson {
  resourceMetrics?: {
    resource?: { attributes?: Attributes };
    scopeMetrics?: {
      metrics?: { name: string; gauge?: { dataPoints?: DataPoint[] }; sum?: { dataPoints?: DataPoint[] } }[];
    }[];
  }[];
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { name: string; traceId: string; spanId: string; parentSpanId?: string }[] }[];
  }[];
}

/** A minimal OTLP/HTTP JSON receiver of spans and metrics: what an OpenTelemetry collector would get from each process. */
export class OtlpCollector {
  readonly spans: CollectedSpan[] = [];
  readonly metrics: CollectedMetric[] = [];
  private server: Server | null = null;

  /** Answers the endpoint to put in OTEL_EXPORTER_OTLP_ENDPOINT. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (d: Buffer) => chunks.push(d));
      req.on('end', () => {
        try {
          this.collect(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson);
        } catch {
          // Not JSON (a protobuf exporter): ignored, the test then finds no spans and says so.
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private collect(payload: OtlpJson): void {
    for (const rm of payload.resourceMetrics ?? []) {
      const service =
        rm.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
      for (const sm of rm.scopeMetrics ?? []) {
        for (const m of sm.metrics ?? []) {
          for (const point of [...(m.gauge?.dataPoints ?? []), ...(m.sum?.dataPoints ?? [])]) {
            this.metrics.push({
              service,
              name: m.name,
              value: Number(point.asInt ?? point.asDouble ?? NaN),
              attributes: Object.fromEntries(
                (point.attributes ?? []).map((a) => [a.key, a.value.stringValue ?? '']),
              ),
            });
          }
        }
      }
    }
    for (const rs of payload.resourceSpans ?? []) {
      const service =
        rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
      for (const ss of rs.scopeSpans ?? []) {
        for (const s of ss.spans ?? []) {
          this.spans.push({
            service,
            name: s.name,
            traceId: s.traceId,
            spanId: s.spanId,
            parentSpanId: s.parentSpanId ?? '',
          });
        }
      }
    }
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

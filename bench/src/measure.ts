/** Load generators: autocannon over HTTP, and a closed-loop NATS request driver with percentiles. */
import { testEnv } from '@pinboard/test-kit';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadResult {
  connections: number;
  requests_per_second: number;
  p50_ms: number;
  p95_ms?: number;
  /** autocannon's own percentile (HTTP loads only). */
  p97_5_ms?: number;
  p99_ms: number;
  errors: number;
  /** CPU milliseconds per request by process (process-cpu.ts), where a load measured it. */
  cpu_ms_per_request?: Record<string, number>;
  /** Bytes an answer took on the wire, headers included (HTTP loads only). */
  bytes_per_answer?: number;
}

/** What one request of a varying load is: built anew for every request, its answer handed back. */
export interface VaryingRequest {
  next(): { method?: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
  answered?(status: number, body: string): void;
}

/** What a browser says it takes: answers come compressed, as they do to people. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/**
 * A visitor's browser once it has loaded a page: BROWSER_HEADERS, and the CSRF cookie the gateway
 * gave it (the web app's calls come from a page that set it; without it each answer hands out a new
 * one, as to a crawler).
 */
export async function visitorBrowserHeaders(baseUrl: string): Promise<Record<string, string>> {
  const page = await fetch(`${baseUrl}/`, { headers: BROWSER_HEADERS });
  await page.arrayBuffer();
  const cookies = page.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (!cookies.some((cookie) => /csrftoken=/.test(cookie)))
    throw new Error('the home page set no CSRF cookie');
  return { ...BROWSER_HEADERS, cookie: cookies.join('; ') };
}

export async function httpLoad(
  url: string,
  connections: number,
  seconds: number,
  headers: Readonly<Record<string, string>> = {},
  varying?: VaryingRequest,
  /** Requests a second over all connections (an offered rate, as real traffic is); none: as fast as answered. */
  rate?: number,
): Promise<LoadResult> {
  // autocannon keeps one context per connection and sends one request at a time on it
  // (pipelining 1), so the request a response answers is the one set up last on that connection.
  const requests = varying && [
    {
      setupRequest: (request: object) => ({ ...request, ...varying.next() }),
      onResponse: (status: number, body: string) => varying.answered?.(status, body),
    },
  ];
  const run = autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    pipelining: 1,
    ...(requests && { requests }),
    ...(rate && { overallRate: rate }),
    // Without a callback autocannon answers its run itself: an event emitter that is also a promise.
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  // autocannon reports no p95: every response's time is kept for it.
  const times: number[] = [];
  run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await run;
  return {
    connections,
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p95_ms: percentile(times, 0.95),
    p97_5_ms: result.latency.p97_5,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes_per_answer: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

/** `concurrency` workers each send one request, await it, and send the next, for `seconds`. */
export async function closedLoop(
  concurrency: number,
  seconds: number,
  call: () => Promise<unknown>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      try {
        await call();
        latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    connections: concurrency,
    requests_per_second: Math.round(latencies.length / elapsed),
    p50_ms: percentile(latencies, 0.5),
    p95_ms: percentile(latencies, 0.95),
    p99_ms: percentile(latencies, 0.99),
    errors,
  };
}

/**
 * A POST over kept-alive connections (node:http), for closed loops that must await every answer:
 * Node's fetch cost the saves bench 1.5-2.1 ms of the load generator's CPU per request (history.md,
 * 2026-11-26), CPU the two cores then could not give the server.
 */
export function keptAlivePoster(connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return (url: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request(url, { method: 'POST', agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(body);
    });
}

export const round = (n: number) => Math.round(n * 1000) / 1000;

/** The value below which a share `p` of `values` falls (sorts them in place). */
export function percentile(values: number[], p: number): number {
  values.sort((a, b) => a - b);
  return round(values[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN);
}

const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';

/**
 * pgbench running `script` (the same SQL a service runs) on the bench database: its rate, and its
 * latencies from the per-transaction log.
 */
export function pgbench(script: string, connections: number, seconds: number): LoadResult {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const file = join(dir, 'script.sql');
  writeFileSync(file, script);
  const failed = { connections, requests_per_second: NaN, p50_ms: NaN, p99_ms: NaN, errors: 1 };
  try {
    const out = execFileSync(
      PGBENCH,
      [
        '-n',
        '-M',
        'prepared',
        '-f',
        file,
        '-c',
        String(connections),
        '-j',
        '2',
        '-T',
        String(seconds),
      ].concat(['-l', '--log-prefix', join(dir, 'log'), testEnv().databaseUrl]),
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Each log line: client, transaction, latency in microseconds, ...
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000);
    return {
      connections,
      requests_per_second: Math.round(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN)),
      p50_ms: percentile(latencies, 0.5),
      p95_ms: percentile(latencies, 0.95),
      p99_ms: percentile(latencies, 0.99),
      errors: 0,
    };
  } catch {
    return failed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

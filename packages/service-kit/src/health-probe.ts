/**
 * `node packages/service-kit/dist/health-probe.js [SERVICE]`: exits 0 when SERVICE answers its
 * `<service>.health.check` on NATS_URL as up, else 1 with the reason. Container health checks run it
 * (compose): a service has no HTTP port of its own. With replicas, one of them answers. Without an
 * argument, the service is the one the container runs (`services/<name>/dist/main.js` as process 1),
 * so one health check serves every service in docker-compose.yml.
 *
 * It runs every few seconds in every service container, so it loads only the NATS client: with
 * the service's RPC client (Nest, OpenTelemetry, every contract) each probe took 0.8 s of CPU,
 * and a stack's probes alone kept most of a 2-core machine busy (its services then missed their
 * checks). It speaks Nest's NATS wire format itself: a request `{pattern, data, id}`, a reply
 * `{id, response | err, isDisposed}`.
 */
import { connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { natsOptions } from './nats-url.js';

const TIMEOUT_MS = 3000;

function containerService(): string | undefined {
  try {
    const command = readFileSync('/proc/1/cmdline', 'utf8').split('\0').join(' ');
    return /services\/([a-z][a-z0-9-]*)\/dist\/main\.js/.exec(command)?.[1];
  } catch {
    return undefined;
  }
}

interface NestReply {
  response?: { status?: string; details?: unknown };
  err?: unknown;
}

const service = process.argv[2] ?? containerService();
if (!service || !/^[a-z][a-z0-9-]*$/.test(service)) {
  console.error('usage: health-probe SERVICE');
  process.exit(2);
}
// The same subject as contracts' healthRpc(service).
const subject = `${service}.health.check`;
let code = 1;
try {
  const nc = await connect({
    ...natsOptions(process.env.NATS_URL ?? 'nats://pinboard:pinboard@127.0.0.1:4222'),
    // A probe reports, it does not wait for NATS to come back.
    maxReconnectAttempts: 0,
    timeout: TIMEOUT_MS,
  });
  try {
    const message = await nc.request(
      subject,
      JSON.stringify({ pattern: subject, data: {}, id: randomUUID() }),
      {
        timeout: TIMEOUT_MS,
      },
    );
    const reply = JSON.parse(message.string()) as NestReply;
    if (reply.response?.status === 'up') code = 0;
    else console.error(`${service}: ${JSON.stringify(reply.response?.details ?? reply.err ?? reply)}`);
  } finally {
    await nc.close();
  }
} catch (err) {
  console.error(`${service}: ${err instanceof Error ? err.message : String(err)}`);
}
process.exit(code);

/**
 * `node packages/service-kit/dist/health-probe.js [SERVICE]`: exits 0 when SERVICE answers its
 * `<service>.health.check` on NATS_URL as up, else 1 with the reason. Container health checks run it
 * (compose): a service has no HTTP port of its own. With replicas, one of them answers. Without an
 * argument, the service is the one the container runs (`services/<name>/dist/main.js` as process 1),
 * so one health check serves every service in docker-compose.yml.
 */
import { healthRpc } from '@pinboard/contracts';
import { readFileSync } from 'node:fs';
import { RpcClient } from './rpc-client.js';

function containerService(): string | undefined {
  try {
    const command = readFileSync('/proc/1/cmdline', 'utf8').split('\0').join(' ');
    return /services\/([a-z][a-z0-9-]*)\/dist\/main\.js/.exec(command)?.[1];
  } catch {
    return undefined;
  }
}

const service = process.argv[2] ?? containerService();
if (!service || !/^[a-z][a-z0-9-]*$/.test(service)) {
  console.error('usage: health-probe SERVICE');
  process.exit(2);
}
const rpc = new RpcClient(process.env.NATS_URL ?? 'nats://pinboard:pinboard@127.0.0.1:4222', 3000);
let code = 1;
try {
  await rpc.connect();
  const reply = await rpc.request(healthRpc(service), {});
  if (reply.status === 'up') code = 0;
  else console.error(`${service}: ${JSON.stringify(reply.details)}`);
} catch (err) {
  console.error(`${service}: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await rpc.close().catch(() => undefined);
}
process.exit(code);

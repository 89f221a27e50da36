import { healthRpc } from '@pinboard/contracts';
import { migrateDeploy } from '@pinboard/db';
import { services as discoverServices, type Part } from '@pinboard/parts';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEnv, testEnvVars, testRpcClient, uniqueSuffix } from './env.js';
import { deleteEventConsumers } from './events.js';
import { freePort, spawnNode, waitReady, type PartProcess } from './processes.js';

/** Applies every discovered service's migrations (or those named) to the test database. */
export async function migrateServices(only?: readonly string[]): Promise<Part[]> {
  const parts = discoverServices().filter((p) => !only || only.includes(p.name));
  for (const part of parts.filter((p) => p.hasMigrations)) {
    await migrateDeploy({
      databaseUrl: testEnv().databaseUrl,
      schema: part.name,
      migrationsDir: join(part.path, 'prisma/migrations'),
    });
  }
  return parts;
}

export interface ServicesUnderTest {
  mediaRoot: string;
  processes: PartProcess[];
  /** The env every process got: pass it on to a gateway so that both see the same media. */
  env: Record<string, string>;
  logs(): string;
  stop(): Promise<void>;
}

/**
 * Every discovered service (or those named), each from its built dist/main.js as a child process on
 * the test infrastructure, migrated first and awaited until its health check answers up.
 */
export async function startServices(
  options: { only?: readonly string[]; env?: Record<string, string> } = {},
): Promise<ServicesUnderTest> {
  const parts = await migrateServices(options.only);
  for (const part of parts) {
    const main = join(part.path, 'dist/main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build)`);
  }
  const mediaRoot = await mkdtemp(join(tmpdir(), 'pinboard-media-'));
  // Durable event consumers of this stack alone, from its start: another stack on the same test
  // NATS (a suite running alongside) neither takes its events nor hands it old ones.
  const consumerPrefix = `stack-${uniqueSuffix()}`;
  const env = {
    ...testEnvVars(),
    MEDIA_ROOT: mediaRoot,
    // Tests serve their images from 127.0.0.1.
    MEDIA_ALLOW_PRIVATE_FETCH: 'true',
    // ...and the pages their Pins link to (offsite reads them for products).
    OFFSITE_ALLOW_PRIVATE_FETCH: 'true',
    OFFSITE_READ_POLL_MS: '200',
    LOG_LEVEL: 'warn',
    EVENT_CONSUMER_PREFIX: consumerPrefix,
    EVENT_CONSUMER_START: 'new',
    ...options.env,
  };
  const processes = parts.map((part) => spawnNode(part.name, join(part.dir, 'dist/main.js'), env));
  const rpc = testRpcClient(1000);
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await rm(mediaRoot, { recursive: true, force: true });
    await deleteEventConsumers(testEnv().natsUrl, consumerPrefix).catch(() => undefined);
  };
  try {
    await rpc.connect();
    for (const part of parts) {
      await waitReady(
        processes,
        async () => (await rpc.request(healthRpc(part.name), {})).status === 'up',
        `the ${part.name} service`,
      );
    }
  } catch (err) {
    await stop();
    throw err;
  } finally {
    await rpc.close();
  }
  return { mediaRoot, processes, env, logs: () => processes.map((p) => p.output()).join('\n'), stop };
}

export interface Stack {
  url: string;
  mediaRoot: string;
  /** The most recent lines the processes printed: shown when a test fails. */
  logs(): string;
  /** Starts one more gateway over the same services, with other settings (a remote down, say). */
  startGateway(extraEnv?: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
  /** One more process of a service (sharing its queue group), waited for until it takes calls. */
  startServiceInstance(name: string): Promise<{ stop(): Promise<void> }>;
  stop(): Promise<void>;
}

/** The whole product as `npm start` runs it (services and a gateway), on the test infrastructure. */
export async function startStack(options: { env?: Record<string, string> } = {}): Promise<Stack> {
  const services = await startServices({ env: options.env });
  // The gateways and further service instances this stack started (stopped before the services).
  const gateways: PartProcess[] = [];
  const startGateway = async (extraEnv: Record<string, string> = {}) => {
    const port = await freePort();
    const gateway = spawnNode('gateway', 'services/gateway/dist/main.js', {
      ...services.env,
      // Browser tests sign up several people a minute from one address, and make a person's
      // boards and Pins faster than anyone would (the write limits are tested on their own).
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      BOARD_CREATE_RATE_LIMIT_PER_MINUTE: '100000',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...extraEnv,
    });
    gateways.push(gateway);
    const url = `http://127.0.0.1:${port}`;
    await waitReady([gateway], async () => (await fetch(`${url}/health`)).ok, 'the gateway');
    return { url, stop: () => gateway.stop() };
  };
  const startServiceInstance = async (name: string) => {
    const part = discoverServices().find((p) => p.name === name);
    if (!part) throw new Error(`no service ${name}`);
    const instance = spawnNode(`${name}#${gateways.length + 2}`, join(part.dir, 'dist/main.js'), {
      ...services.env,
      // It says when it takes calls (the queue group's health check may be answered by another).
      LOG_LEVEL: 'log',
    });
    gateways.push(instance);
    await waitReady(
      [instance],
      async () => instance.output().includes('listening on'),
      `${name} taking calls`,
    );
    return { stop: () => instance.stop() };
  };
  try {
    const main = await startGateway();
    return {
      url: main.url,
      mediaRoot: services.mediaRoot,
      logs: () => [services.logs(), ...gateways.map((g) => g.output())].join('\n'),
      startGateway,
      startServiceInstance,
      async stop() {
        await Promise.all(gateways.map((g) => g.stop()));
        await services.stop();
      },
    };
  } catch (err) {
    await Promise.all(gateways.map((g) => g.stop()));
    await services.stop();
    throw err;
  }
}

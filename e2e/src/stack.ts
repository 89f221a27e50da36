/**
 * Starts the whole product (users, boards, pins, gateway) as child processes against the test
 * infrastructure, exactly as `npm start` runs it, for end-to-end tests and benchmarks.
 */
import { migrateDeploy } from '@pinboard/db';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICES = ['users', 'boards', 'pins'] as const;

export interface TestEnv {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
}

export function testEnv(): TestEnv {
  return {
    databaseUrl:
      process.env.TEST_DATABASE_URL ?? 'postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard_test',
    natsUrl: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4223',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1',
  };
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready: ${last}`);
}

function startProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  logs: string[],
): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    logs.push(`[${name}] ${chunk.toString().trimEnd()}`);
    if (logs.length > 400) logs.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

export interface Stack {
  url: string;
  mediaRoot: string;
  /** The most recent lines the processes printed: shown when a test fails. */
  logs: string[];
  /** Starts one more gateway over the same services, with other settings (e.g. a remote down). */
  startGateway(extraEnv: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((ok) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      ok();
    });
    child.kill('SIGTERM');
  });
}

export async function startStack(options: { extraEnv?: Record<string, string> } = {}): Promise<Stack> {
  const env = testEnv();
  for (const schema of SERVICES) {
    await migrateDeploy({
      databaseUrl: env.databaseUrl,
      schema,
      migrationsDir: join(REPO_ROOT, 'services', schema, 'prisma', 'migrations'),
    });
  }
  const mediaRoot = await mkdtemp(join(tmpdir(), 'pinboard-media-'));
  const common = {
    NATS_URL: env.natsUrl,
    REDIS_URL: env.redisUrl,
    DATABASE_URL: env.databaseUrl,
    MEDIA_ROOT: mediaRoot,
    MEDIA_ALLOW_PRIVATE_FETCH: 'true',
    LOG_LEVEL: 'warn',
    // Browser tests sign up several people a minute from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...options.extraEnv,
  };
  const logs: string[] = [];
  const children = SERVICES.map((s) => startProcess(s, `services/${s}/dist/main.js`, common, logs));
  const gateways: ChildProcess[] = [];
  const startGateway = async (extraEnv: Record<string, string>) => {
    const port = await freePort();
    const child = startProcess(
      'gateway',
      'services/gateway/dist/main.js',
      { ...common, PORT: String(port), HOST: '127.0.0.1', ...extraEnv },
      logs,
    );
    gateways.push(child);
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHttp(`${url}/health`, 60_000);
    } catch (err) {
      throw new Error(`${String(err)}\n${logs.slice(-40).join('\n')}`);
    }
    return { url, stop: () => stopChild(child) };
  };
  const main = await startGateway({});
  return {
    url: main.url,
    mediaRoot,
    logs,
    startGateway,
    async stop() {
      await Promise.all([...gateways, ...children].map(stopChild));
      await rm(mediaRoot, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Rpc, type HealthReply, type RpcDefinition } from '@pinboard/contracts';
import { migrateDeploy } from '@pinboard/db';
import { RpcClient } from '@pinboard/service-kit';
import type { z } from 'zod';
import { gatewayConfigSchema, type GatewayConfig } from '../../config.js';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard_test';
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4223';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

const servicesDir = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVICES = ['users', 'boards', 'pins'] as const;
type ServiceName = (typeof SERVICES)[number];
const HEALTH: Record<ServiceName, RpcDefinition<z.ZodType, HealthReply>> = {
  users: Rpc.users.health,
  boards: Rpc.boards.health,
  pins: Rpc.pins.health,
};

export function gatewayTestConfig(overrides: Record<string, string> = {}): GatewayConfig {
  return gatewayConfigSchema.parse({
    PORT: '0',
    NATS_URL: TEST_NATS_URL,
    REDIS_URL: TEST_REDIS_URL,
    DATABASE_URL: TEST_DATABASE_URL,
    LOG_LEVEL: 'error',
    RPC_TIMEOUT_MS: '10000',
    ...overrides,
  });
}

export interface ServicesUnderTest {
  mediaRoot: string;
  close(): Promise<void>;
}

/** The real users, boards and pins services, each from its built dist/main.js as a child process. */
export async function startServices(): Promise<ServicesUnderTest> {
  for (const name of SERVICES) {
    const main = `${servicesDir}${name}/dist/main.js`;
    if (!existsSync(main)) throw new Error(`${main} is missing: build it first (npx tsc -b tsconfig.json)`);
    await migrateDeploy({
      databaseUrl: TEST_DATABASE_URL,
      schema: name,
      migrationsDir: `${servicesDir}${name}/prisma/migrations`,
    });
  }
  const mediaRoot = mkdtempSync(join(tmpdir(), 'gateway-media-'));
  const env = {
    ...process.env,
    NATS_URL: TEST_NATS_URL,
    REDIS_URL: TEST_REDIS_URL,
    DATABASE_URL: TEST_DATABASE_URL,
    MEDIA_ROOT: mediaRoot,
    MEDIA_ALLOW_PRIVATE_FETCH: 'true',
    LOG_LEVEL: 'warn',
  };
  const children = SERVICES.map((name) => startChild(name, env));
  try {
    await Promise.all(children.map((c) => waitHealthy(c)));
  } catch (err) {
    await Promise.all(children.map((c) => stopChild(c.child)));
    throw err;
  }
  return { mediaRoot, close: async () => void (await Promise.all(children.map((c) => stopChild(c.child)))) };
}

interface RunningChild {
  name: ServiceName;
  child: ChildProcess;
  output: () => string;
}

function startChild(name: ServiceName, env: NodeJS.ProcessEnv): RunningChild {
  const child = spawn(process.execPath, [`${servicesDir}${name}/dist/main.js`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { name, child, output: () => output };
}

async function waitHealthy({ name, child, output }: RunningChild): Promise<void> {
  const rpc = new RpcClient(TEST_NATS_URL, 1000);
  await rpc.connect();
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
      const health = (await rpc.request(HEALTH[name], {}).catch(() => null)) as HealthReply | null;
      if (health?.status === 'up') return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${name} did not become healthy:\n${output()}`);
  } finally {
    await rpc.close();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A Postgres, a Redis and a NATS of a test's own, as processes on free loopback ports with their
 * data in a temporary folder, that the test may crash (SIGKILL) and start again on the same port and
 * data: for fault tests, which must not take the shared test infrastructure down with them. Uses the
 * programs infra/up.sh installs (Debian's postgresql-15, redis-server and nats-server).
 */
import { connect } from '@nats-io/transport-node';
import { natsOptions, natsPartUsers } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { waitFor } from './env.js';
import { freePort, spawnProcess, waitReady, type PartProcess } from './processes.js';

export type InfraPart = 'postgres' | 'redis' | 'nats';

export interface PrivateInfra {
  /** TEST_DATABASE_URL, TEST_REDIS_URL, TEST_NATS_URL (NATS's operator, every right) pointing at these. */
  env: { TEST_DATABASE_URL: string; TEST_REDIS_URL: string; TEST_NATS_URL: string };
  /**
   * The NATS URL a part signs in with: NATS runs infra/nats-parts.conf, as under `npm start`, so a
   * part run with it has only the rights that part has there.
   */
  natsUrlFor(part: string): string;
  /** Their ports, and NATS_PASSWORD_<PART> for every part: what infra/env.sh needs to use them. */
  ports: Record<InfraPart, number>;
  natsPasswordEnv: Record<string, string>;
  /** Crashes one (SIGKILL, its children too). */
  kill(part: InfraPart): Promise<void>;
  /** Starts one again on its port and data, and waits until it answers. */
  start(part: InfraPart): Promise<void>;
  /** Stops all three and removes their data. */
  stop(): Promise<void>;
}

const USER = 'pinboard';
const PASSWORD = 'pinboard';
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether a process of this id still runs. */
export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A crash of Postgres: its server process and every backend of it, at once (run through runuser, it
 * is not in the group the test started). The next start recovers from the write-ahead log.
 */
async function killPostmaster(pgData: string): Promise<void> {
  const pid = Number((await readFile(join(pgData, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  if (!pid || !alive(pid)) return;
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  for (const id of [pid, ...children]) if (alive(id)) process.kill(id, 'SIGKILL');
  await waitFor(async () => ![pid, ...children].some(alive), 'the killed Postgres gone', 10_000);
}

export async function startPrivateInfra(): Promise<PrivateInfra> {
  const dir = await mkdtemp(join(tmpdir(), 'pinboard-faults-'));
  const ports = { postgres: await freePort(), redis: await freePort(), nats: await freePort() };
  const urls = {
    postgres: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${ports.postgres}/pinboard`,
    redis: `redis://default:${PASSWORD}@127.0.0.1:${ports.redis}/0`,
    nats: `nats://${USER}:${PASSWORD}@127.0.0.1:${ports.nats}`,
  };
  // A password per part, as infra/env.sh makes them (a letter first: NATS parses the value).
  const natsPasswords = new Map(
    natsPartUsers().map((u) => [
      u.user,
      { variable: u.passwordVariable, value: `n${randomBytes(16).toString('hex')}` },
    ]),
  );
  const natsPasswordEnv = Object.fromEntries([...natsPasswords.values()].map((p) => [p.variable, p.value]));
  const natsUrlFor = (part: string) => {
    const password = natsPasswords.get(part);
    if (!password) throw new Error(`infra/nats-parts.conf has no NATS user ${part}`);
    return `nats://${part}:${password.value}@127.0.0.1:${ports.nats}`;
  };
  // Postgres refuses to run as root: there, its programs run as the postgres user (as infra/up.sh
  // does), in a folder of theirs.
  const asRoot = process.getuid?.() === 0;
  const pgCommand = (program: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', `${PG_BIN}/${program}`, ...args]]
      : [`${PG_BIN}/${program}`, args];
  const pgData = join(dir, 'pg');
  await mkdir(pgData, { mode: 0o700 });
  if (asRoot) {
    await chmod(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', pgData]);
  }
  // Crash-safe as far as a process crash goes (the OS keeps what was written): no fsync needed.
  execFileSync(
    ...pgCommand('initdb', ['-D', pgData, '-U', USER, '--auth=trust', '-E', 'UTF8', '--no-sync']),
    {
      stdio: 'ignore',
    },
  );
  const commands: Record<InfraPart, () => PartProcess> = {
    postgres: () =>
      spawnProcess(
        'postgres',
        ...pgCommand('postgres', [
          '-D',
          pgData,
          '-p',
          String(ports.postgres),
          '-k',
          pgData,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
        ]),
        {},
        { group: true },
      ),
    redis: () =>
      spawnProcess('redis', 'redis-server', [
        '--port',
        String(ports.redis),
        '--bind',
        '127.0.0.1',
        '--requirepass',
        PASSWORD,
        // Sessions survive a crash, as an operator's Redis keeps them.
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
      ]),
    nats: () =>
      spawnProcess(
        'nats',
        'nats-server',
        ['-c', 'infra/nats-parts.conf', '-a', '127.0.0.1', '-p', String(ports.nats), '-sd', join(dir, 'js')],
        {
          NATS_USER: USER,
          NATS_PASSWORD: PASSWORD,
          ...natsPasswordEnv,
        },
      ),
  };
  const ready: Record<InfraPart, () => Promise<boolean>> = {
    postgres: async () => {
      const client = new pg.Client({ connectionString: urls.postgres.replace(/\/pinboard$/, '/postgres') });
      await client.connect();
      await client.end();
      return true;
    },
    redis: async () => {
      const redis = new Redis(urls.redis, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      redis.on('error', () => undefined);
      try {
        await redis.connect();
        return (await redis.ping()) === 'PONG';
      } finally {
        redis.disconnect();
      }
    },
    nats: async () => {
      const nc = await connect({ ...natsOptions(urls.nats), maxReconnectAttempts: 0 });
      await nc.close();
      return true;
    },
  };
  const running = new Map<InfraPart, PartProcess>();
  const start = async (part: InfraPart) => {
    const process = commands[part]();
    running.set(part, process);
    await waitReady([process], ready[part], `the test ${part}`, 30_000);
  };
  const stop = async () => {
    await Promise.all([...running.values()].map((p) => p.stop()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all((['postgres', 'redis', 'nats'] as const).map(start));
    const admin = new pg.Client({ connectionString: urls.postgres.replace(/\/pinboard$/, '/postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE pinboard');
    await admin.end();
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    env: { TEST_DATABASE_URL: urls.postgres, TEST_REDIS_URL: urls.redis, TEST_NATS_URL: urls.nats },
    natsUrlFor,
    ports,
    natsPasswordEnv,
    kill: async (part) => {
      if (part === 'postgres') await killPostmaster(pgData);
      await running.get(part)?.kill();
    },
    start,
    stop,
  };
}

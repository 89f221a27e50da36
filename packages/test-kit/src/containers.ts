/**
 * Test infrastructure in containers (testcontainers): a fresh Postgres, Redis and NATS for one suite,
 * so suites never see each other's data and can run side by side. Images come from infra/images.sh
 * (official where a registry answers, local debootstrap builds where none does). Every container is
 * labelled with the run and the suite; there is no reaper (its image cannot be pulled here), so the
 * caller removes a suite's containers when it ends and sweeps what an interrupted run left.
 */
import { dirname, join } from 'node:path';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import type { TestEnv } from './env.js';

/** Every container the tests start carries it: `docker ps --filter label=org.pinboard.tests`. */
export const TEST_CONTAINER_LABEL = 'org.pinboard.tests';

export interface TestImages {
  postgres: string;
  redis: string;
  nats: string;
}

/** Published on loopback only: nothing outside this machine reaches a test's database. */
class LoopbackContainer extends GenericContainer {
  withLoopbackPort(port: number): this {
    this.withExposedPorts(port);
    this.hostConfig.PortBindings = {
      ...this.hostConfig.PortBindings,
      [`${port}/tcp`]: [{ HostIp: '127.0.0.1', HostPort: '0' }],
    };
    return this;
  }
}

const labels = (run: string, suite: string) => ({ [TEST_CONTAINER_LABEL]: run, 'org.pinboard.suite': suite });

export interface SuiteInfra {
  env: TestEnv;
  containers: StartedTestContainer[];
}

/** Starts the three for one suite, in parallel; Postgres on tmpfs without fsync (tests, not data). */
export async function startSuiteInfra(
  images: TestImages,
  run: string,
  suite: string,
  natsConfig: string,
): Promise<SuiteInfra> {
  const postgres = new LoopbackContainer(images.postgres)
    .withLabels(labels(run, suite))
    .withEnvironment({
      POSTGRES_USER: 'pinboard',
      POSTGRES_PASSWORD: 'pinboard',
      POSTGRES_DB: 'pinboard_test',
    })
    .withTmpFs({ '/var/lib/postgresql/data': 'rw' })
    .withCommand([
      'postgres',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ])
    .withLoopbackPort(5432)
    // Over TCP: the init-time server listens on the socket only, so this waits for the real one.
    .withWaitStrategy(Wait.forSuccessfulCommand('pg_isready -h 127.0.0.1 -U pinboard -d pinboard_test'))
    .start();
  const redis = new LoopbackContainer(images.redis)
    .withLabels(labels(run, suite))
    .withCommand(['redis-server', '--requirepass', 'pinboard', '--save', '', '--appendonly', 'no'])
    .withLoopbackPort(6379)
    .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
    .start();
  const nats = new LoopbackContainer(images.nats)
    .withLabels(labels(run, suite))
    .withCopyFilesToContainer([
      { source: natsConfig, target: '/etc/nats/pinboard.conf' },
      // The shared settings it includes.
      { source: join(dirname(natsConfig), 'nats-base.conf'), target: '/etc/nats/nats-base.conf' },
    ])
    .withEnvironment({ NATS_USER: 'pinboard', NATS_PASSWORD: 'pinboard' })
    .withCommand(['-c', '/etc/nats/pinboard.conf', '-js', '-sd', '/tmp/nats'])
    .withLoopbackPort(4222)
    .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
    .start();
  const settled = await Promise.allSettled([postgres, redis, nats]);
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.allSettled(started.map((c) => c.stop({ remove: true, removeVolumes: true })));
    throw failed.reason;
  }
  const [pg, rd, nt] = started as [StartedTestContainer, StartedTestContainer, StartedTestContainer];
  return {
    containers: started,
    env: {
      databaseUrl: `postgresql://pinboard:pinboard@127.0.0.1:${pg.getMappedPort(5432)}/pinboard_test`,
      redisUrl: `redis://default:pinboard@127.0.0.1:${rd.getMappedPort(6379)}/1`,
      natsUrl: `nats://pinboard:pinboard@127.0.0.1:${nt.getMappedPort(4222)}`,
    },
  };
}

/**
 * `node packages/test-kit/dist/containers-cli.js RUN SUITE`: starts a suite's own Postgres, Redis
 * and NATS (containers.ts) from the images in POSTGRES_IMAGE, REDIS_IMAGE and NATS_IMAGE, and prints
 * the suite's TEST_* variables as shell assignments. The containers outlive this process; the
 * caller (scripts/test.sh) removes them by their labels when the suite ends.
 */
import { repoRoot } from '@pinboard/parts';
import { join } from 'node:path';

// There is no reaper to start (its image cannot be pulled): containers are removed by label.
process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
const { startSuiteInfra } = await import('./containers.js');

const [run, suite] = process.argv.slice(2);
const images = {
  postgres: process.env.POSTGRES_IMAGE ?? '',
  redis: process.env.REDIS_IMAGE ?? '',
  nats: process.env.NATS_IMAGE ?? '',
};
if (!run || !suite || !images.postgres || !images.redis || !images.nats) {
  console.error('usage: POSTGRES_IMAGE=… REDIS_IMAGE=… NATS_IMAGE=… containers-cli RUN SUITE');
  process.exit(2);
}
const { env } = await startSuiteInfra(images, run, suite, join(repoRoot(), 'infra/nats.conf'));
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
console.log(`TEST_DATABASE_URL=${quote(env.databaseUrl)}`);
console.log(`TEST_REDIS_URL=${quote(env.redisUrl)}`);
console.log(`TEST_NATS_URL=${quote(env.natsUrl)}`);

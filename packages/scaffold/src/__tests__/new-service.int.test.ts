/**
 * `npm run new -- service <name>` in a scratch copy of the repository: the new part builds, passes
 * its own tests, lints, its migration matches its schema, and scripts, compose and the gateway find it.
 */
import { createMigration } from '@pinboard/db';
import { listParts } from '@pinboard/parts';
import {
  scratchRepository,
  spawnNode,
  testEnv,
  testEnvVars,
  uniqueSuffix,
  waitReady,
} from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertTestsPass, CLI, sh, startScratchGateway } from './support.js';

describe('npm run new -- service <name>', () => {
  const scratch = scratchRepository();
  const name = `demo${uniqueSuffix()}`.replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!);
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  const dir = join(scratch.root, 'services', name);
  const env = { ...testEnvVars(), PARTS_ROOT: scratch.root };

  before(async () => {
    await sh(scratch.root, process.execPath, [CLI, 'service', name], env);
  });
  after(() => scratch.remove());

  test('is discovered: a part with role service, in the scripts, compose and the lockfile', async () => {
    const part = listParts(scratch.root).find((p) => p.name === name);
    assert.equal(part?.role, 'service');
    assert.ok(part.hasMigrations && part.hasPrisma);
    const dirs = await sh(scratch.root, 'bash', ['-c', 'source scripts/lib.sh; echo "${SERVICE_DIRS[*]}"']);
    assert.ok(dirs.trim().split(' ').includes(`services/${name}`), dirs);
    const compose = await readFile(join(scratch.root, 'docker-compose.yml'), 'utf8');
    assert.match(
      compose,
      new RegExp(
        `^  ${name}:\\n    <<: \\*service\\n    environment:\\n      <<: \\*app-env\\n      NATS_URL: 'nats://${name}:\\$\\{NATS_PASSWORD_${name.toUpperCase()}:.*@nats:4222'\\n    command: \\['node', 'services/${name}/dist/main.js'\\]`,
        'm',
      ),
    );
    // NATS knows its password (its user comes from the contracts: npm run nats-config).
    assert.match(compose, new RegExp(`^      NATS_PASSWORD_${name.toUpperCase()}: '`, 'm'));
    // The gateway starts once it is healthy.
    assert.match(compose, new RegExp(`^      ${name}: \\{ condition: service_healthy \\}$`, 'm'));
    const lock = JSON.parse(await readFile(join(scratch.root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    assert.ok(lock.packages[`services/${name}`], 'the new workspace is in the lockfile (npm ci accepts it)');
  });

  test('builds, lints, is formatted, and its migration is its schema', async () => {
    await sh(dir, process.execPath, [join(scratch.root, 'node_modules/prisma/build/index.js'), 'generate'], {
      PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true',
    });
    await sh(scratch.root, 'npx', [
      'tsc',
      '-b',
      `services/${name}/tsconfig.json`,
      `services/${name}/tsconfig.test.json`,
      'services/gateway/tsconfig.json',
    ]);
    const written = [
      `services/${name}`,
      `packages/contracts/src/${name}`,
      `services/gateway/src/resources/${name}.resources.ts`,
    ];
    await sh(scratch.root, 'npx', ['eslint', '--max-warnings=0', ...written]);
    await sh(scratch.root, 'npx', [
      'prettier',
      '--check',
      ...written,
      'packages/contracts/src',
      'docker-compose.yml',
    ]);
    const missing = await createMigration({
      databaseUrl: testEnv().databaseUrl,
      schema: name,
      migrationsDir: join(dir, 'prisma/migrations'),
      prismaSchemaPath: join(dir, 'prisma/schema.prisma'),
      name: 'check',
    });
    assert.equal(missing, null, 'schema.prisma and the migrations agree');
  });

  test('passes its own tests', async () => {
    await assertTestsPass(scratch.root, `services/${name}/dist-test`);
  });

  test('the gateway answers its resources, documents them and reports its health', async () => {
    const service = spawnNode(name, join(dir, 'dist/main.js'), { ...env, LOG_LEVEL: 'warn' });
    const { url, process: gateway } = await startScratchGateway(scratch.root);
    try {
      const healthOf = async () => {
        const report = (await (await fetch(`${url}/health`)).json()) as {
          info?: Record<string, { status: string }>;
        };
        return report.info?.[name]?.status;
      };
      await waitReady(
        [service, gateway],
        async () => (await healthOf()) === 'up',
        `${name} through the gateway`,
      );
      const data = encodeURIComponent(JSON.stringify({ options: { item_id: '1' } }));
      const answer = await fetch(`${url}/resource/${Name}ItemResource/get/?data=${data}`);
      assert.equal(answer.status, 404, 'answered by the new service: not found');
      const document = (await (await fetch(`${url}/openapi.json`)).json()) as {
        paths: Record<string, unknown>;
      };
      assert.ok(document.paths[`/resource/${Name}ItemResource/create/`], 'documented in /openapi.json');
    } finally {
      await Promise.all([service.stop(), gateway.stop()]);
    }
  });
});

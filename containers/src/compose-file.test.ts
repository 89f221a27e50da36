/** docker-compose.yml must stay a description of the whole stack as parts come and go. */
import { listParts } from '@pinboard/parts';
import { repoRoot } from '@pinboard/parts';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const composeFile = join(repoRoot(), 'docker-compose.yml');

function composeServices(): string[] {
  try {
    // Debian's docker-compose validates the file offline (no engine needed).
    // The secrets scripts/compose.sh writes on a first start are required: any value does to read it.
    const env = {
      ...process.env,
      POSTGRES_PASSWORD: 'x',
      REDIS_PASSWORD: 'x',
      NATS_PASSWORD: 'x',
      ADS_TRACKING_SECRET: 'x'.repeat(32),
      ACTOR_SIGNING_KEY: 'x',
      ACTOR_VERIFY_KEY: 'x',
    };
    return execFileSync('docker-compose', ['-f', composeFile, 'config', '--services'], {
      encoding: 'utf8',
      env,
    })
      .split('\n')
      .filter(Boolean);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    // Without the tool: top-level keys of the services block.
    const block = readFileSync(composeFile, 'utf8')
      .split(/^services:\s*$/m)[1]!
      .split(/^\S/m)[0]!;
    return [...block.matchAll(/^ {2}([a-z0-9-]+):/gm)].map((m) => m[1]!);
  }
}

test('docker-compose.yml runs every discovered service, remote, the gateway and the shell', () => {
  const names = composeServices();
  const runnable = listParts().filter((p) => ['service', 'gateway', 'host', 'remote'].includes(p.role));
  assert.ok(runnable.length >= 6, `parts found: ${runnable.map((p) => p.name).join(', ')}`);
  for (const name of [...runnable.map((p) => p.name), 'postgres', 'redis', 'nats']) {
    assert.ok(names.includes(name), `docker-compose.yml has no service "${name}"`);
  }
});

test('every compose app service runs a file the build produces', () => {
  const text = readFileSync(composeFile, 'utf8');
  for (const [, file] of text.matchAll(/'node', '([^']+\.(?:js|mjs))'/g)) {
    const source = file!.replace(/\/dist\/(.+)\.js$/, '/src/$1.ts');
    assert.ok(
      existsSync(join(repoRoot(), file!)) || existsSync(join(repoRoot(), source)),
      `${file} is not built from anything`,
    );
  }
});

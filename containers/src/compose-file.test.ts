/** docker-compose.yml must stay a description of the whole stack as parts come and go. */
import { listParts } from '@pinboard/parts';
import { repoRoot } from '@pinboard/parts';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const composeFile = join(repoRoot(), 'docker-compose.yml');

/** Every NATS_PASSWORD_* the parts' NATS configuration reads (one per part). */
function natsPasswordVariables(): string[] {
  const config = readFileSync(join(repoRoot(), 'infra/nats-parts.conf'), 'utf8');
  return [...new Set([...config.matchAll(/\$(NATS_PASSWORD_[A-Z0-9_]+)/g)].map((m) => m[1]!))];
}

/** The secrets scripts/compose.sh writes on a first start are required: any value does to read it. */
function secrets(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    POSTGRES_PASSWORD: 'x',
    REDIS_PASSWORD: 'x',
    NATS_PASSWORD: 'x',
    ADS_TRACKING_SECRET: 'x'.repeat(32),
    ACTOR_SIGNING_KEY: 'x',
    ACTOR_VERIFY_KEY: 'x',
    MEDIA_ADDRESS_KEY: 'x'.repeat(32),
    ...Object.fromEntries(natsPasswordVariables().map((name) => [name, 'x'])),
  };
}

function composeServices(): string[] {
  try {
    // Debian's docker-compose validates the file offline (no engine needed).
    return execFileSync('docker-compose', ['-f', composeFile, 'config', '--services'], {
      encoding: 'utf8',
      env: secrets(),
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

test("the demo accounts are seeded only when asked: an operator's stack starts empty", (t) => {
  let resolved: string;
  try {
    resolved = execFileSync('docker-compose', ['-f', composeFile, 'config'], {
      encoding: 'utf8',
      env: secrets(),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    t.skip('docker-compose is not installed');
    return;
  }
  // The seed service alone is in a profile, demo: `up` starts it only with --demo (COMPOSE_PROFILES).
  const seed = resolved.split(/^ {2}seed:$/m)[1]!.split(/^ {2}\S/m)[0]!;
  assert.match(seed, /^ {4}profiles:\n {4}- demo$/m);
  assert.equal(resolved.match(/^ {4}profiles:/gm)?.length, 1, 'no other service is left out');
});

test('every part of the compose stack signs in to NATS as itself', () => {
  const text = readFileSync(composeFile, 'utf8');
  const runnable = listParts().filter((p) => ['service', 'gateway'].includes(p.role));
  for (const part of [...runnable.map((p) => p.name), 'seed']) {
    assert.match(
      text,
      new RegExp(`NATS_URL: 'nats://${part}:\\$\\{NATS_PASSWORD_${part.toUpperCase()}:`),
      `${part}'s NATS_URL`,
    );
  }
  assert.doesNotMatch(text, /nats:\/\/pinboard:/, 'no part signs in as the operator');
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

test("compose's NATS passwords: added when missing, one NATS cannot read replaced, the rest kept", () => {
  const dir = mkdtempSync(join(tmpdir(), 'compose-env-'));
  try {
    const file = join(dir, 'env');
    // An earlier version's base64url password may start with a digit or '-', which NATS refuses.
    writeFileSync(file, 'POSTGRES_PASSWORD=1keep\nNATS_PASSWORD=-9abc\nNATS_PASSWORD_PINS=nkeep\n');
    execFileSync('bash', ['-c', 'source infra/env.sh && ensure_nats_secrets "$1"', 'bash', file], {
      cwd: repoRoot(),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir },
    });
    const values = Object.fromEntries(
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    assert.equal(values.POSTGRES_PASSWORD, '1keep', 'other secrets are not touched');
    assert.equal(values.NATS_PASSWORD_PINS, 'nkeep');
    assert.match(values.NATS_PASSWORD!, /^[A-Za-z][0-9a-f]{40,}$/);
    for (const name of natsPasswordVariables()) assert.match(values[name] ?? '', /^[A-Za-z]/, name);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** docker-compose.yml must stay a valid description of the whole stack as the repository grows. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './stack.js';

const composeFile = join(REPO_ROOT, 'docker-compose.yml');

function composeServices(): string[] {
  try {
    // Debian's docker-compose validates the file offline (no engine needed).
    return execFileSync('docker-compose', ['-f', composeFile, 'config', '--services'], { encoding: 'utf8' })
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

test('docker-compose.yml names every service and remote that exists', () => {
  const names = composeServices();
  const services = readdirSync(join(REPO_ROOT, 'services')).filter((d) =>
    existsSync(join(REPO_ROOT, 'services', d, 'package.json')),
  );
  const remotes = readdirSync(REPO_ROOT).filter(
    (d) => /^mfe-/.test(d) && existsSync(join(REPO_ROOT, d, 'package.json')),
  );
  assert.ok(services.length >= 4, `services found: ${services.join(', ')}`);
  for (const part of [...services, ...remotes, 'shell', 'postgres', 'redis', 'nats']) {
    assert.ok(names.includes(part), `docker-compose.yml has no service "${part}"`);
  }
});

test('every compose app service runs a file the build produces', () => {
  const text = readFileSync(composeFile, 'utf8');
  for (const [, file] of text.matchAll(/'node', '([^']+\.(?:js|mjs))'/g)) {
    const source = file!.replace(/\/dist\/(.+)\.js$/, '/src/$1.ts');
    assert.ok(
      existsSync(join(REPO_ROOT, file!)) || existsSync(join(REPO_ROOT, source)),
      `${file} is not built from anything`,
    );
  }
});

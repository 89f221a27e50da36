/**
 * Parts are discovered, not listed: every folder that holds one declares its role, and every tool
 * that needs the list (scripts, gateway, test harness, compose, build) gets the same one. The gateway
 * and test-kit read @pinboard/parts directly; the scripts are checked here.
 */
import { listParts, remotes, repoRoot, services } from '@pinboard/parts';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = repoRoot();

test('every folder of services/, packages/ and mfe-* is a part with a role', () => {
  const folders = [
    ...readdirSync(join(root, 'services')).map((d) => `services/${d}`),
    ...readdirSync(join(root, 'packages')).map((d) => `packages/${d}`),
    ...readdirSync(root).filter((d) => d.startsWith('mfe-')),
  ].filter((dir) => existsSync(join(root, dir, 'src')) || existsSync(join(root, dir, 'package.json')));
  const known = new Set(listParts().map((p) => p.dir));
  for (const dir of folders)
    assert.ok(known.has(dir), `${dir} is not a discovered part (package.json with pinboard.role?)`);
  assert.ok(services().length >= 3 && remotes().length >= 2);
});

test("the scripts' services, web apps and test projects are the discovered ones", () => {
  const script =
    'source scripts/lib.sh; echo "${SERVICE_DIRS[*]}"; echo "${WEB_APP_DIRS[*]}"; echo "${TEST_DIRS[*]}"';
  const [serviceDirs, webApps, testDirs] = execFileSync('bash', ['-c', script], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((line) => line.split(' ').filter(Boolean).sort());
  assert.deepEqual(
    serviceDirs,
    services()
      .map((s) => s.dir)
      .sort(),
  );
  assert.deepEqual(
    webApps,
    listParts()
      .filter((p) => p.role === 'host' || p.role === 'remote')
      .map((p) => p.dir)
      .sort(),
  );
  for (const part of services()) assert.ok(testDirs!.includes(part.dir), `${part.dir} is tested`);
});

test('each built remote carries the federation name its folder gives it', () => {
  for (const remote of remotes()) {
    const manifest = JSON.parse(readFileSync(join(remote.path, 'dist/mf-manifest.json'), 'utf8')) as {
      name: string;
    };
    assert.equal(manifest.name, remote.federationName, remote.dir);
  }
});

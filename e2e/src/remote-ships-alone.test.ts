/**
 * A remote ships alone: a visible string changed in one remote, and only that remote rebuilt, shows
 * on reload in the shell that is already running: no shell rebuild, no gateway restart. The remote
 * is a copy of mfe-boards (inside the repository, so its packages resolve as the original's do),
 * served by a gateway through MFE_BOARDS_DIST.
 */
import { remotes, repoRoot } from '@pinboard/parts';
import { signUp } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';

const root = repoRoot();
const original = remotes().find((remote) => remote.name === 'mfe-boards')!;
// Git-ignored; the folder keeps the remote's name, and mf-build names it from the original anyway.
const copy = join(root, '.data/e2e-remote-copy', original.name);
const profileSource = join(copy, 'src/profile/profile.tsx');
const BEFORE = "hasn't saved any boards yet.";
const AFTER = 'has no boards here yet (shipped alone).';

const stack = browserSuite();
let gateway: { url: string };
let username = '';

/** The copy's own build alone, as its package script runs it (rspack build, retried on an abort). */
async function buildCopy(): Promise<void> {
  await promisify(execFile)(join(root, 'node_modules/.bin/pinboard-build'), [], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

stack.setUp(async () => {
  rmSync(copy, { recursive: true, force: true });
  cpSync(original.path, copy, {
    recursive: true,
    filter: (src) => !/[\\/](dist|dist-test|node_modules)$/.test(src),
  });
  await buildCopy();
  gateway = await stack.startGateway({ [original.distEnv]: join(copy, 'dist') });
  username = (await signUp(stack.url, 'alone')).me.username;
});

// After the stack (and with it this gateway) has stopped.
after(() => {
  rmSync(copy, { recursive: true, force: true });
});

test('a changed remote, rebuilt alone, shows its change on reload', async () => {
  const manifest = JSON.parse(readFileSync(join(copy, 'dist/mf-manifest.json'), 'utf8')) as { name: string };
  assert.equal(manifest.name, original.federationName, 'the copy is built as the remote it copies');
  const shellPage = join(root, 'shell/dist/index.html');
  const shellBuiltAt = statSync(shellPage).mtimeMs;

  const page = await stack.browser.newPage();
  page.setDefaultTimeout(20_000);
  const shellScripts = () =>
    page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')));
  try {
    await page.goto(`${gateway.url}/${username}`);
    await page.getByText(BEFORE, { exact: false }).waitFor();
    const scriptsBefore = await shellScripts();

    const source = readFileSync(profileSource, 'utf8');
    assert.ok(source.includes(BEFORE), `${profileSource} still says "${BEFORE}"`);
    writeFileSync(profileSource, source.replace(BEFORE, AFTER));
    await buildCopy();

    await page.reload();
    await page.getByText(AFTER, { exact: false }).waitFor();
    assert.equal(await page.getByText(BEFORE, { exact: false }).count(), 0);
    assert.deepEqual(await shellScripts(), scriptsBefore, 'the same shell build served the page');
    assert.equal(statSync(shellPage).mtimeMs, shellBuiltAt, 'the shell was not rebuilt');
  } finally {
    await page.close();
  }
});

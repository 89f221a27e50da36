/**
 * A remote that is down degrades to a fallback with a retry; the rest of the page still works, and
 * 'Try again' loads the remote once it is back.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { remotes, repoRoot } from '@pinboard/parts';
import { freePort, newBoard, newPin, signUp, stopChild } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';

const stack = browserSuite();
let username = '';
let fullName = '';

stack.setUp(async () => {
  const person = await signUp(stack.url, 'down');
  username = person.me.username;
  fullName = person.me.full_name;
  await newPin(person, await newBoard(person), 77);
});

const FALLBACK = 'This part of the page could not load.';
const boards = remotes().find((remote) => remote.name === 'mfe-boards')!;

/**
 * Opens the profile through a gateway whose runtime config puts mfe-boards on a port nobody
 * answers (yet), waits for its fallback, then hands over the page and that port.
 */
async function withBoardsDown(run: (page: Page, port: number) => Promise<void>): Promise<void> {
  const port = await freePort();
  const gateway = await stack.startGateway({
    [boards.manifestEnv]: `http://127.0.0.1:${port}/mf-manifest.json`,
  });
  const page = await stack.browser.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(`${gateway.url}/${username}`);
    await page.getByText(FALLBACK).waitFor();
    await run(page, port);
  } finally {
    await page.close();
    await gateway.stop();
  }
}

test('with mfe-boards down, the profile shows a fallback and the header and home feed still work', async () => {
  await withBoardsDown(async (page) => {
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    // Another remote still loads in the same session: home feed through the header.
    await page.getByRole('link', { name: 'Pinboard home' }).click();
    await page.locator('a[href^="/pin/"] img').first().waitFor();
    assert.equal(await page.getByText(FALLBACK).count(), 0);
  });
});

test("'Try again' loads the remote once it answers again", async () => {
  await withBoardsDown(async (page, port) => {
    // The remote comes back where the runtime config says it lives.
    const serve = join(repoRoot(), 'node_modules/.bin/pinboard-serve');
    const server = spawn(serve, [join(boards.path, 'dist'), String(port)], { stdio: 'ignore' });
    try {
      await waitForOk(`http://127.0.0.1:${port}/mf-manifest.json`);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: fullName }).waitFor();
      assert.equal(await page.getByText(FALLBACK).count(), 0);
    } finally {
      await stopChild(server);
    }
  });
});

async function waitForOk(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** A remote that is down degrades to a fallback with a retry; the rest of the page still works. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { freePort, newBoard, newPin, signUp, startStack, type Stack } from '@pinboard/test-kit';
import { launchBrowser } from '@pinboard/test-kit/browser';

let stack: Stack;
let browser: Browser;
let username = '';

before(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  const person = await signUp(stack.url, 'down');
  username = person.me.username;
  await newPin(person, await newBoard(person), 77);
});
after(async () => {
  await browser?.close();
  await stack?.stop();
});

test('with mfe-boards down, the profile shows a fallback and the header and home feed still work', async () => {
  const deadPort = await freePort();
  const gateway = await stack.startGateway({
    MFE_BOARDS_MANIFEST_URL: `http://127.0.0.1:${deadPort}/mf-manifest.json`,
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(`${gateway.url}/${username}`);
    await page.getByText('This part of the page could not load.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    // Another remote still loads in the same session: home feed through the header.
    await page.getByRole('link', { name: 'Pinboard home' }).click();
    await page.locator('a[href^="/pin/"] img').first().waitFor();
    assert.equal(await page.getByText('This part of the page could not load.').count(), 0);
  } finally {
    await page.close();
    await gateway.stop();
  }
});

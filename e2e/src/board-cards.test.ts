/**
 * Board cards on a profile (SPEC §2.3): the default view draws each cover as a collage in 2
 * columns, Compact as a strip of 4; the choice stays on reload.
 */
import {
  must,
  newBoard,
  newPin,
  signUp,
  startStack,
  waitFor,
  type Person,
  type Stack,
} from '@pinboard/test-kit';
import { expectAccessible, launchBrowser, pageAs } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';

let stack: Stack;
let browser: Browser;
let owner: Person;

before(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = await signUp(stack.url, 'carder');
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

test('Default shows 2-column collages, Compact 4-column strips, and the choice is kept', async () => {
  const board = await newBoard(owner, 'Four pins');
  for (let seed = 1; seed <= 5; seed++) await newPin(owner, board, 700 + seed);
  // The board's thumbnails are a projection of the Pin events: wait until it holds the latest 4.
  await waitFor(async () => {
    const boards = must(await owner.api.get('BoardsResource', { username: owner.me.username }), 'boards');
    return boards.find((b) => b.id === board.id)?.pin_thumbnail_urls.length === 4;
  }, 'four thumbnails on the board');

  const page = await pageAs(browser, stack.url, owner);
  try {
    await page.goto(`${stack.url}/${owner.me.username}`);
    const card = page.getByRole('link', { name: /Four pins/ });
    const cover = card.locator('.pb-board-card__cover');
    await cover.waitFor();
    assert.equal(await cover.getAttribute('data-columns'), '2');
    assert.equal(await cover.locator('img').count(), 3, 'the collage: the latest Pin large, two small');

    const options = page.getByRole('group', { name: 'View options' });
    await options.getByRole('tab', { name: 'Compact' }).click();
    await page.locator('.pb-board-card__cover[data-columns="4"]').waitFor();
    assert.equal(await cover.locator('img').count(), 4, 'the strip: the latest 4 Pins');
    await expectAccessible(page);

    await page.reload();
    await page.locator('.pb-board-card__cover[data-columns="4"]').waitFor();
    await options.getByRole('tab', { name: 'Default' }).click();
    await page.locator('.pb-board-card__cover[data-columns="2"]').waitFor();
  } finally {
    await page.context().close();
  }
});

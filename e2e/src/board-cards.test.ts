/**
 * Board cards on a profile (SPEC §2.3): the default view draws each cover as a collage in 2
 * columns, Compact as a strip of 4; the choice stays on reload.
 */
import { must, newBoard, newPin, waitFor } from '@pinboard/test-kit';
import { browserSuite, expectAccessible } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';

const stack = browserSuite();
const owner = stack.person('carder');

test('Default shows 2-column collages, Compact 4-column strips, and the choice is kept', async () => {
  const board = await newBoard(owner, 'Four pins');
  for (let seed = 1; seed <= 5; seed++) await newPin(owner, board, 700 + seed);
  // The board's thumbnails are a projection of the Pin events: wait until it holds the latest 4.
  await waitFor(async () => {
    const boards = must(await owner.api.get('BoardsResource', { username: owner.me.username }), 'boards');
    return boards.find((b) => b.id === board.id)?.pin_thumbnail_urls.length === 4;
  }, 'four thumbnails on the board');

  const page = await stack.pageAs(owner);
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

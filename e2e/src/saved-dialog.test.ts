/**
 * After a save from the closeup, in Chromium (SPEC §2.3): the save-confirmation overlay (first
 * save or not) goes by itself after 2.6 s, then the Pin saved dialog names the board (or section)
 * and leads to 'Send' (the share view) and 'See it now'; 'Promote your Pin' is not offered to a
 * new account.
 */
import type { Board, Pin } from '@pinboard/contracts';
import { must, newBoard, newPin, signUp, type Person } from '@pinboard/test-kit';
import { browserSuite, expectAccessible } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

const stack = browserSuite();
let author: Person;
let saver: Person;
let pin: Pin;
let garden: Board;

stack.setUp(async () => {
  author = await signUp(stack.url, 'author');
  pin = await newPin(author, await newBoard(author, 'Plants'), 60, { title: 'Fern' });
  saver = await signUp(stack.url, 'saver');
  garden = await newBoard(saver, 'Garden');
});

async function saveFromCloseup(page: Page, board: string, section?: string) {
  await page.goto(`${stack.url}/pin/${pin.id}/`);
  await page.getByRole('button', { name: /^Saved?$/ }).click();
  const modal = page.getByRole('dialog', { name: 'Repin modal' });
  // Three boards or fewer: one flat list (SPEC §2.3).
  await modal.getByText(board, { exact: true }).first().click();
  if (section) await modal.getByText(section, { exact: true }).click();
}

test('a first save: the overlay says so, goes by itself, and the dialog follows', async () => {
  const page = await stack.pageAs(saver);
  await saveFromCloseup(page, 'Garden');
  const overlay = page.getByTestId('save-overlay');
  await overlay.getByRole('status').filter({ hasText: 'You saved your first Pin to Garden!' }).waitFor();
  assert.equal(await overlay.locator('.pb-save-overlay__confetti span').count(), 120);
  const shownAt = Date.now();
  const dialog = page.getByRole('dialog', { name: 'Saved to Garden' });
  await dialog.waitFor();
  await overlay.waitFor({ state: 'detached' });
  const shown = Date.now() - shownAt;
  assert.ok(shown > 1500 && shown < 4500, `the overlay stayed about 2.6 s (${shown} ms)`);
  const image = dialog.getByRole('img', { name: 'Fern' });
  assert.equal(await image.getAttribute('width'), '236');
  assert.equal(await dialog.getByRole('link', { name: 'Promote your Pin' }).count(), 0, 'a new account');
  await expectAccessible(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'See it now' }).click();
  await page.waitForURL(/\/pin\/\d+\/$/);
  const savedId = new URL(page.url()).pathname.split('/')[2]!;
  assert.notEqual(savedId, pin.id, 'the new save');
  await page.context().close();
});

test('a later save into a section: not the first; Send opens the share view of the save', async () => {
  must(
    await saver.api.create('BoardSectionResource', { board_id: garden.id, name: 'Shade', name_source: 0 }),
    'section',
  );
  const page = await stack.pageAs(saver);
  await saveFromCloseup(page, 'Garden', 'Shade');
  await page
    .getByTestId('save-overlay')
    .getByRole('status')
    .filter({ hasText: 'You saved this Pin to Garden!' })
    .waitFor();
  // Escape skips the rest of the overlay.
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Saved to Shade in Garden' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/pin\/\d+\/\?share=true$/);
  await page.getByRole('dialog', { name: 'Share this Pin' }).waitFor();
  await page.context().close();
});

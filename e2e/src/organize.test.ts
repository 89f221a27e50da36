/**
 * Organizing a board in Chromium (SPEC §4 'Moving Pins', §7 bulk calls, §8): pick Pins, move them
 * to another board's section, and they leave the grid at once; a failed move puts them back with
 * SPEC §8's words; select all moves every Pin.
 */
import type { Board, Pin, Section } from '@pinboard/contracts';
import { must, newBoard, newPin } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

const stack = browserSuite();
const owner = stack.person('organizer');
let from: Board;
let target: Board;
let nook: Section;
const pins: Pin[] = [];

stack.setUp(async () => {
  from = await newBoard(owner, 'Everything');
  target = await newBoard(owner, 'Target');
  nook = must(
    await owner.api.create('BoardSectionResource', { board_id: target.id, name: 'Nook', name_source: 0 }),
    'create section',
  );
  for (let i = 0; i < 4; i++) pins.push(await newPin(owner, from, 500 + i, { title: `Thing ${i}` }));
});

const ownerPage = () => stack.pageAs(owner);

const tileLink = (page: Page, pin: Pin) => page.locator(`.pb-tile a[href="/pin/${pin.id}/"]`);
const pickBox = (page: Page, pin: Pin) => page.getByRole('checkbox', { name: `Pick ${pin.title}` });

test('a move that fails is taken back whole, with SPEC §8’s words', async () => {
  const page = await ownerPage();
  await page.goto(`${stack.url}${from.url}`);
  await tileLink(page, pins[0]!).waitFor();
  await page.route('**/resource/BulkEditResource/update/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        resource_response: {
          status: 'failure',
          data: null,
          error: { http_status: 409, message: 'Busy', message_detail: null, api_error_code: 2172 },
        },
      }),
    });
  });
  await page.getByRole('button', { name: 'Organize' }).click();
  await pickBox(page, pins[0]!).click();
  assert.equal(await pickBox(page, pins[0]!).getAttribute('aria-checked'), 'true');
  await page.getByText('1 selected').waitFor();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await page.getByRole('dialog', { name: 'Move 1 Pin' }).getByText('Target').click();
  await page.getByRole('dialog').getByText('Nook').click();
  // Gone at once, back when the server refuses.
  await tileLink(page, pins[0]!).waitFor({ state: 'detached' });
  await page.getByText('Please wait until the previous board action finishes.').waitFor();
  await pickBox(page, pins[0]!).waitFor();
  assert.equal(await pickBox(page, pins[0]!).getAttribute('aria-checked'), 'true', 'still picked');
  await page.context().close();
});

test('picked Pins move to another board’s section and leave the grid at once', async () => {
  const page = await ownerPage();
  await page.goto(`${stack.url}${from.url}`);
  await tileLink(page, pins[0]!).waitFor();
  await page.getByRole('button', { name: 'Organize' }).click();
  await pickBox(page, pins[0]!).click();
  await pickBox(page, pins[1]!).click();
  await page.getByText('2 selected').waitFor();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Move 2 Pins' });
  await modal.getByText('Target').click();
  await modal.getByText('Choose section').waitFor();
  await modal.getByText('Nook').click();
  await page.getByText('Moved 2 Pins to Nook in Target').waitFor();
  // The header's count follows at once: 4 Pins less the 2 moved.
  await page
    .locator('section[aria-labelledby="pb-board-name"]')
    .getByText(/^2 Pins ·/)
    .waitFor();
  await tileLink(page, pins[0]!).waitFor({ state: 'detached' });
  assert.equal(await tileLink(page, pins[1]!).count(), 0);
  assert.equal(await tileLink(page, pins[2]!).count(), 1, 'the others stay');

  await page.goto(`${stack.url}${nook.url}`);
  await tileLink(page, pins[0]!).waitFor();
  await tileLink(page, pins[1]!).waitFor();
  const counted = must(await owner.api.get('BoardResource', { board_id: target.id }), 'board');
  assert.equal(counted.pin_count, 2);
  await page.context().close();
});

test('select all moves every Pin of the board', async () => {
  const page = await ownerPage();
  await page.goto(`${stack.url}${from.url}`);
  await tileLink(page, pins[2]!).waitFor();
  await page.getByRole('button', { name: 'Organize' }).click();
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByText('All Pins').waitFor();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Move all Pins' });
  await modal.getByText('Target').click();
  await modal.getByRole('heading', { name: 'Board' }).waitFor();
  await modal.getByText('Target').last().click();
  await page.getByText('Moved 2 Pins to Target').waitFor();
  await page.getByText('No Pins yet').waitFor();
  await page
    .locator('section[aria-labelledby="pb-board-name"]')
    .getByText(/^0 Pins ·/)
    .waitFor();
  // Still 0 once the boards service has counted the move and the page has read it again.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await page
    .locator('section[aria-labelledby="pb-board-name"]')
    .getByText(/^0 Pins ·/)
    .waitFor();
  await page.context().close();
});

test('a visitor, or someone else, is not offered Organize', async () => {
  const page = await stack.pageAs(null);
  await page.goto(`${stack.url}${target.url}`);
  await page.locator('.pb-tile').first().waitFor();
  assert.equal(await page.getByRole('button', { name: 'Organize' }).count(), 0);
  await page.context().close();
});

/**
 * Saving, as a person does it in Chromium (SPEC §2.3, §4, §8, §9): Save on a grid tile (hover and
 * keyboard), boards with sections lead to 'Choose section' (and back), a section made in the modal,
 * the toasts and what they link to, the already-saved warning, the closeup's 'Saved', and a
 * visitor asked to log in.
 */
import type { Board, Pin, Section } from '@pinboard/contracts';
import { must, newBoard, newPin, signUp, type Person } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';

const stack = browserSuite();
let author: Person;
let authorBoard: Board;
const pins: Pin[] = [];
let saver: Person;
let garden: Board;
let kitchen: Board;
let lighting: Section;
const TIMEOUT = 20_000;

stack.setUp(async () => {
  author = await signUp(stack.url, 'author');
  authorBoard = await newBoard(author, 'Ideas to save');
  for (let i = 0; i < 6; i++) pins.push(await newPin(author, authorBoard, 300 + i, { title: `Idea ${i}` }));
  saver = await signUp(stack.url, 'saver');
  garden = await newBoard(saver, 'Garden');
  kitchen = await newBoard(saver, 'Kitchen');
  // More than three boards: the picker shows 'Top choices' and 'All boards'.
  await newBoard(saver, 'Reading nook');
  await newBoard(saver, '2025 trip');
  lighting = must(
    await saver.api.create('BoardSectionResource', {
      board_id: kitchen.id,
      name: 'Lighting',
      name_source: 0,
    }),
    'create section',
  );
});

const authorBoardPath = () => authorBoard.url;

/** The grid tile of a Pin (found by its link, as a person finds it by its picture). */
function tileOf(page: Page, pin: Pin): Locator {
  return page.locator('.pb-tile').filter({ has: page.locator(`a[href="/pin/${pin.id}/"]`) });
}

/** How opaque a tile's Save is (it is always in the page, for screen readers; hidden is opacity 0). */
const opacity = (save: Locator) =>
  save.evaluate((el) => getComputedStyle(el.closest('.pb-tile__actions')!).opacity);

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function repinModal(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Repin modal' });
}

/** After a save from the closeup the overlay plays, then the Pin saved dialog waits: close it. */
async function dismissPinSaved(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Saved to / });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

test("a visitor's Save on a grid tile asks to log in, and the picker opens once they have", async () => {
  const page = await stack.pageAs(null);
  await page.goto(`${stack.url}${authorBoardPath()}`);
  const tile = tileOf(page, pins[0]!);
  await tile.hover();
  await tile.getByRole('button', { name: /^Save/ }).click();
  const login = page.getByRole('dialog', { name: 'Log in to save this Pin' });
  await login.waitFor();
  // Closed without logging in, the Save is forgotten.
  await page.keyboard.press('Escape');
  await login.waitFor({ state: 'detached' });
  await tile.hover();
  await tile.getByRole('button', { name: /^Save/ }).click();
  await login.getByLabel('Username or email').fill(saver.me.username);
  await login.getByLabel('Password').fill(saver.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await login.waitFor({ state: 'detached' });
  const modal = repinModal(page);
  await modal.getByText('Choose board').waitFor();
  await page.context().close();
});

test('Save shows on a tile under the pointer and saves to a board from the repin modal', async () => {
  const page = await stack.pageAs(saver);
  await page.goto(`${stack.url}${authorBoardPath()}`);
  const tile = tileOf(page, pins[1]!);
  const save = tile.getByRole('button', { name: `Save ${pins[1]!.title}` });
  await save.waitFor();
  assert.equal(await opacity(save), '0', 'hidden until hovered');
  const wash = () => tile.locator('.pb-tile__wash').evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(await wash(), 'rgba(0, 0, 0, 0)', 'not darkened until hovered');
  await tile.hover();
  await eventually(async () => (await opacity(save)) === '1', 'Save shows on hover');
  // The picture darkens under the pointer (its wash), as it does with the keyboard's focus.
  await eventually(async () => (await wash()) === 'rgba(0, 0, 0, 0.2)', 'the tile darkens on hover');
  await save.click();
  const modal = repinModal(page);
  await modal.getByRole('heading', { name: 'Choose board' }).waitFor();
  // Headings sit outside the lists they name.
  await modal.getByRole('heading', { name: 'All boards' }).waitFor();
  assert.equal(await modal.getByRole('list').getByRole('heading').count(), 0);
  await modal.getByRole('list', { name: 'All boards' }).getByText('Garden').click();
  const toast = page.getByRole('status').filter({ hasText: 'Saved to Garden' });
  await toast.waitFor();
  assert.equal(await toast.getByRole('link', { name: 'Garden' }).getAttribute('href'), garden.url);
  await modal.waitFor({ state: 'detached' });
  await page.context().close();
});

test('keyboard: Tab from a tile reaches its Save; a board with sections leads to Choose section, and back', async () => {
  const page = await stack.pageAs(saver);
  await page.goto(`${stack.url}${authorBoardPath()}`);
  const tile = tileOf(page, pins[2]!);
  await tile.getByRole('link').focus();
  await page.keyboard.press('Tab');
  const save = tile.getByRole('button', { name: `Save ${pins[2]!.title}` });
  assert.equal(await save.evaluate((el) => el === document.activeElement), true, 'Save has the focus');
  assert.equal(await opacity(save), '1', 'and shows');
  await page.keyboard.press('Enter');

  const modal = repinModal(page);
  await modal.getByRole('heading', { name: 'Choose board' }).waitFor();
  await modal.getByRole('list', { name: 'All boards' }).getByText('Kitchen').click();
  await modal.getByRole('heading', { name: 'Choose section' }).waitFor();
  await modal.getByRole('heading', { name: 'Board', exact: true }).waitFor();
  await modal.getByRole('heading', { name: 'Section', exact: true }).waitFor();
  await modal.getByRole('button', { name: 'Back' }).click();
  await modal.getByRole('heading', { name: 'Choose board' }).waitFor();
  await modal.getByRole('list', { name: 'All boards' }).getByText('Kitchen').click();
  await modal.getByRole('list', { name: 'Section' }).getByText('Lighting').click();

  const toast = page.getByRole('status').filter({ hasText: 'Saved to Lighting in Kitchen' });
  await toast.waitFor();
  const sectionLink = toast.getByRole('link', { name: 'Lighting' });
  assert.equal(await sectionLink.getAttribute('href'), lighting.url);
  assert.equal(await toast.getByRole('link', { name: 'Kitchen' }).getAttribute('href'), kitchen.url);
  await sectionLink.click();
  await page.waitForURL(`**${lighting.url}`);
  await page.getByRole('heading', { name: 'Lighting', level: 1 }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Kitchen' }).getAttribute('href'), kitchen.url);
  await page.getByRole('link', { name: pins[2]!.title }).waitFor();
  await page.context().close();
});

test("a section made in the modal ('Add' disabled while empty) gets the Pin", async () => {
  const page = await stack.pageAs(saver);
  await page.goto(`${stack.url}/pin/${pins[3]!.id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const modal = repinModal(page);
  await modal.getByRole('list', { name: 'All boards' }).getByText('Kitchen').click();
  await modal.getByRole('button', { name: 'Create section' }).click();
  await modal.getByRole('heading', { name: 'Create section' }).waitFor();
  const name = modal.getByLabel('Section name');
  assert.equal(await name.getAttribute('placeholder'), 'Like "Lighting"');
  const add = modal.getByRole('button', { name: 'Add', exact: true });
  assert.equal(await add.isDisabled(), true, 'disabled while empty');
  await name.fill('   ');
  assert.equal(await add.isDisabled(), true, 'spaces are empty');
  // A name the board already has: the server's refusal shows under the field and disables Add.
  await name.fill('Lighting');
  await add.click();
  await modal.getByText('This board already has a section with that name.').waitFor();
  assert.equal(await add.isDisabled(), true, 'disabled in error');
  await name.fill('Lamps');
  assert.equal(await modal.getByText('This board already has a section with that name.').count(), 0);
  await name.press('Enter');
  const toast = page.getByRole('status').filter({ hasText: 'Saved to Lamps in Kitchen' });
  await toast.waitFor();
  assert.match((await toast.getByRole('link', { name: 'Lamps' }).getAttribute('href')) ?? '', /\/lamps\/$/);
  await dismissPinSaved(page);
  // Back from 'Create section' is 'Choose section', then 'Choose board'.
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await modal.getByRole('list', { name: 'All boards' }).getByText('Kitchen').click();
  await modal.getByRole('button', { name: 'Create section' }).click();
  await modal.getByRole('button', { name: 'Back' }).click();
  await modal.getByRole('heading', { name: 'Choose section' }).waitFor();
  await modal.getByRole('list', { name: 'Section' }).getByText('Lamps').waitFor();
  await modal.getByRole('button', { name: 'Back' }).click();
  await modal.getByRole('heading', { name: 'Choose board' }).waitFor();
  await modal.getByRole('button', { name: 'Close' }).click();
  await modal.waitFor({ state: 'detached' });
  await page.context().close();
});

test("the closeup turns to 'Saved' after a save; a second save there is a warning, not an error", async () => {
  const page = await stack.pageAs(saver);
  await page.goto(`${stack.url}/pin/${pins[4]!.id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const modal = repinModal(page);
  await modal.getByRole('list', { name: 'All boards' }).getByText('Garden').click();
  await page.getByRole('status').filter({ hasText: 'Saved to Garden' }).waitFor();
  await dismissPinSaved(page);

  // No reload: the button and the list of where it is saved change at once.
  const saved = page.getByRole('button', { name: 'Saved', exact: true });
  await saved.waitFor();
  const places = page.getByRole('list', { name: 'Where you saved this Pin' });
  assert.equal(await places.getByRole('link', { name: 'Garden' }).getAttribute('href'), garden.url);

  await saved.click();
  const gardenRow = modal.getByRole('list', { name: 'All boards' }).getByRole('button', { name: /Garden/ });
  assert.match((await gardenRow.textContent()) ?? '', /Saved/, 'the picker marks where it is saved');
  await gardenRow.click();
  const warning = page.getByRole('status').filter({ hasText: 'Psst! You already saved this Pin to Garden' });
  await warning.waitFor();
  await warning.getByLabel('Warning').waitFor();
  await modal.waitFor({ state: 'detached' });

  await page.reload();
  await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
  assert.equal(await places.getByRole('listitem').count(), 1, 'still saved once');
  await page.context().close();
});

test('the board page shows its sections above its Pins; its owner adds one there, a visitor cannot', async () => {
  const page = await stack.pageAs(saver);
  await page.goto(`${stack.url}${kitchen.url}`);
  await page.getByRole('heading', { name: 'Kitchen', level: 1 }).waitFor();
  const sections = page.getByRole('list', { name: 'Sections' });
  assert.equal(await sections.getByRole('link', { name: /Lighting/ }).getAttribute('href'), lighting.url);
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add section' });
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  assert.equal(await add.isDisabled(), true, 'disabled while empty');
  await dialog.getByLabel('Section name').fill('Shelves');
  await add.click();
  await dialog.waitFor({ state: 'detached' });
  await sections.getByRole('link', { name: /Shelves/ }).waitFor();
  await page.context().close();

  const visitor = await stack.pageAs(null);
  await visitor.goto(`${stack.url}${kitchen.url}`);
  await visitor
    .getByRole('list', { name: 'Sections' })
    .getByRole('link', { name: /Shelves/ })
    .waitFor();
  assert.equal(await visitor.getByRole('button', { name: 'Add section' }).count(), 0);
  await visitor.context().close();
});

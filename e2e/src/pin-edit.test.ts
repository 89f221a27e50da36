/**
 * Editing a Pin in Chromium (SPEC §7 PinResource update and delete, §5 hashtags): its owner (or a
 * collaborator of its board) changes the text, picks a hashtag from the autocomplete, moves it to
 * another board's section and deletes it; hashtags in a description link to their search.
 */
import { hashtagSearchUrl, type Board, type Pin } from '@pinboard/contracts';
import { must, newBoard, newPin, signUp, uniqueSuffix } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

const stack = browserSuite();
const owner = stack.person('editor');
let board: Board;
const tag = `sunset${uniqueSuffix().replace(/[^a-z0-9]/gi, '')}`.toLowerCase();

stack.setUp(async () => {
  board = await newBoard(owner, 'Coast');
  // A public Pin carrying the tag, so the autocomplete has it to offer.
  await newPin(owner, board, 90, { description: `Evening #${tag}` });
});

const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit this Pin' });

async function openEditor(page: Page, pin: Pin) {
  await page.goto(`${stack.url}/pin/${pin.id}/`);
  await page.getByRole('button', { name: 'Edit Pin' }).click();
  await editor(page).waitFor();
}

test('edit the text, taking a hashtag from the autocomplete; the hashtag links to its search', async () => {
  const pin = await newPin(owner, board, 91, { title: 'Old title' });
  const page = await stack.pageAs(owner);
  await openEditor(page, pin);
  await editor(page).getByLabel('Title').fill('Golden hour');
  const description = editor(page).getByLabel('Description');
  await description.fill('');
  // All but its last letters: a prefix no earlier run's tag shares (the test database keeps them).
  await description.pressSequentially(`Dunes at #${tag.slice(0, -2)}`);
  const flyout = page.getByRole('listbox', { name: 'Hashtag suggestions' });
  await flyout.getByRole('option', { name: new RegExp(`#${tag}`) }).waitFor();
  assert.ok((await flyout.getByRole('option').count()) <= 5);
  await description.press('Enter');
  assert.equal(await description.inputValue(), `Dunes at #${tag} `);
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await editor(page).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: 'Golden hour' }).waitFor();
  const link = page.getByRole('link', { name: `#${tag}` });
  assert.equal(await link.getAttribute('href'), hashtagSearchUrl(tag));
  const saved = must(await owner.api.get('PinResource', { id: pin.id }), 'pin');
  assert.equal(saved.title, 'Golden hour');
  assert.equal(saved.description, `Dunes at #${tag}`);
  await page.context().close();
});

test('move it to another board’s section from the editor', async () => {
  const pin = await newPin(owner, board, 92);
  const other = await newBoard(owner, 'Mountains');
  const nook = must(
    await owner.api.create('BoardSectionResource', { board_id: other.id, name: 'Peaks', name_source: 0 }),
    'section',
  );
  const page = await stack.pageAs(owner);
  await openEditor(page, pin);
  await editor(page).getByLabel('Board').selectOption(other.id);
  await editor(page)
    .getByLabel('Section')
    .locator(`option[value="${nook.id}"]`)
    .waitFor({ state: 'attached' });
  await editor(page).getByLabel('Section').selectOption(nook.id);
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await page.locator('.pb-closeup__board').getByRole('link', { name: 'Peaks' }).waitFor();
  const moved = must(await owner.api.get('PinResource', { id: pin.id }), 'pin');
  assert.equal(moved.pinned_to_board.id, other.id);
  assert.equal(moved.section?.id, nook.id);
  await page.context().close();
});

test('delete it after the confirmation: back on its board, and it is gone', async () => {
  const pin = await newPin(owner, board, 93);
  const page = await stack.pageAs(owner);
  await openEditor(page, pin);
  await editor(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('heading', { name: 'Delete this Pin?' }).waitFor();
  await page.getByRole('button', { name: 'Delete Pin' }).click();
  await page.waitForURL(`${stack.url}${board.url}`);
  const gone = await owner.api.get('PinResource', { id: pin.id });
  assert.ok(!gone.ok && gone.error.http_status === 404);
  await page.context().close();
});

test('someone else is not offered the editor; a collaborator of the board is', async () => {
  const pin = await newPin(owner, board, 94);
  const other = await signUp(stack.url, 'other');
  const page = await stack.pageAs(other);
  await page.goto(`${stack.url}/pin/${pin.id}/`);
  await page.getByRole('button', { name: 'Save' }).first().waitFor();
  assert.equal(await page.getByRole('button', { name: 'Edit Pin' }).count(), 0);

  must(
    await owner.api.create('BoardInviteResource', { board_id: board.id, invited_user_ids: [other.me.id] }),
    'invite',
  );
  must(await other.api.update('BoardInviteResource', { board_id: board.id }), 'accept');
  await page.reload();
  await page.getByRole('button', { name: 'Edit Pin' }).click();
  await editor(page).getByLabel('Title').fill('Edited by a collaborator');
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edited by a collaborator' }).waitFor();
  await page.context().close();
});

test('?share=true opens the share view with the Pin’s link; closing it drops the flag', async () => {
  const pin = await newPin(owner, board, 95);
  const page = await stack.pageAs(owner);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  await page.goto(`${stack.url}/pin/${pin.id}/?share=true`);
  const share = page.getByRole('dialog', { name: 'Share this Pin' });
  assert.equal(await share.getByLabel('Link to this Pin').inputValue(), `${stack.url}/pin/${pin.id}/`);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Link copied!').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${stack.url}/pin/${pin.id}/`);
  await page.keyboard.press('Escape');
  await share.waitFor({ state: 'detached' });
  assert.equal(new URL(page.url()).searchParams.get('share'), null);
  await page.context().close();
});

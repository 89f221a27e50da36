/**
 * The owner's board settings in Chromium (SPEC §7 BoardResource update and delete): rename (a new
 * url the page moves to), describe, make secret, archive and unarchive, delete with its Pins; a
 * refused rename says why under the name; nobody else is offered them.
 */
import { BoardTexts, type Board, type Pin } from '@pinboard/contracts';
import { must, newBoard, newPin, signUp, waitFor } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

const stack = browserSuite();
const owner = stack.person('settler');

const settings = (page: Page) => page.getByRole('dialog', { name: 'Edit your board' });

async function openSettings(page: Page, board: Board) {
  await page.goto(`${stack.url}${board.url}`);
  await page.getByRole('heading', { level: 1, name: board.name }).waitFor();
  await page.getByRole('button', { name: 'Edit board' }).click();
  await settings(page).waitFor();
}

test('rename, describe and hide: the page moves to the new url, and the old one is gone', async () => {
  const board = await newBoard(owner, 'First name');
  const page = await stack.pageAs(owner);
  await openSettings(page, board);
  await settings(page).getByLabel('Name').fill('Second Name');
  await settings(page).getByLabel('Description').fill('Things worth keeping');
  await settings(page).getByText('Keep this board secret').click();
  await settings(page).getByRole('button', { name: 'Done' }).click();
  await page.waitForURL(`${stack.url}/${owner.me.username}/second-name/`);
  await page.getByRole('heading', { level: 1, name: 'Second Name' }).waitFor();
  await page.getByText('Things worth keeping').waitFor();
  await page.getByRole('img', { name: 'Secret board' }).first().waitFor();

  const saved = must(await owner.api.get('BoardResource', { board_id: board.id }), 'board');
  assert.equal(saved.privacy, 'secret');
  assert.equal(saved.description, 'Things worth keeping');
  const visitor = await stack.pageAs(null);
  const seen = await visitor.request.get(
    `${stack.url}/resource/BoardResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { board_id: board.id } }))}`,
  );
  assert.equal(seen.status(), 404, 'secret now');
  await visitor.context().close();
  await page.context().close();
});

test('a name already taken is refused under the name field, and nothing changes', async () => {
  await newBoard(owner, 'Taken');
  const board = await newBoard(owner, 'Mine');
  const page = await stack.pageAs(owner);
  await openSettings(page, board);
  await settings(page).getByLabel('Name').fill('taken');
  await settings(page).getByRole('button', { name: 'Done' }).click();
  await settings(page).getByText(BoardTexts.nameTaken).waitFor();
  // Editing clears the error (SPEC §5).
  await settings(page).getByLabel('Name').fill('Mine too');
  assert.equal(await settings(page).getByText(BoardTexts.nameTaken).count(), 0);
  assert.equal(must(await owner.api.get('BoardResource', { board_id: board.id }), 'board').name, 'Mine');
  await page.context().close();
});

test('archive: labelled, out of the picker, refused as a place to save; Unarchive brings it back', async () => {
  const board = await newBoard(owner, 'Old things');
  const page = await stack.pageAs(owner);
  await openSettings(page, board);
  await settings(page).getByRole('button', { name: 'Archive board' }).click();
  await page.getByText('Archived Old things').waitFor();
  await page.getByText('Archived board').waitFor();

  const picker = must(await owner.api.get('BoardPickerBoardsResource', {}), 'picker');
  assert.ok(!picker.all_boards.some((b) => b.id === board.id), 'not offered');
  const other = await newBoard(owner, 'Elsewhere');
  const pin = await newPin(owner, other, 77);
  const refused = await owner.api.create('RepinResource', { pin_id: pin.id, board_id: board.id });
  assert.ok(!refused.ok && refused.error.message === BoardTexts.archived, 'no saves to an archived board');

  await page.getByRole('button', { name: 'Unarchive' }).click();
  await page.getByText('Unarchived Old things').waitFor();
  await page.getByText('Archived board').waitFor({ state: 'detached' });
  must(await owner.api.create('RepinResource', { pin_id: pin.id, board_id: board.id }), 'saves again');
  await page.context().close();
});

test('delete: confirmed, the board and its Pins are gone and the profile no longer lists it', async () => {
  const board = await newBoard(owner, 'Going away');
  const pins: Pin[] = [await newPin(owner, board, 80), await newPin(owner, board, 81)];
  const page = await stack.pageAs(owner);
  await openSettings(page, board);
  await settings(page).getByRole('button', { name: 'Delete board' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this board?' });
  await confirm
    .getByText('The board “Going away” and its 2 Pins will be deleted.', { exact: false })
    .waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL(`${stack.url}/${owner.me.username}/`);
  await page.getByText('Deleted Going away').waitFor();
  await page.locator('#pb-profile-name').waitFor();
  await page.locator('a.pb-board-card').first().waitFor();
  assert.equal(await page.locator(`a.pb-board-card[href="${board.url}"]`).count(), 0);

  const gone = await owner.api.get('BoardResource', { board_id: board.id });
  assert.ok(!gone.ok && gone.error.http_status === 404);
  // pins drops them when the deletion reaches it (boards.board.deleted).
  for (const pin of pins) {
    await waitFor(async () => {
      const read = await owner.api.get('PinResource', { id: pin.id });
      return !read.ok && read.error.http_status === 404;
    }, 'its Pins went with it');
  }
  await page.context().close();
});

test('nobody but the owner is offered the settings', async () => {
  const board = await newBoard(owner, 'Public one');
  const someone = await signUp(stack.url, 'looker');
  for (const viewer of [null, someone]) {
    const page = await stack.pageAs(viewer);
    await page.goto(`${stack.url}${board.url}`);
    await page.getByRole('heading', { level: 1, name: 'Public one' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Edit board' }).count(), 0);
    await page.context().close();
  }
  const refused = await someone.api.update('BoardResource', { board_id: board.id, archived: true });
  assert.equal(refused.ok ? null : refused.error.http_status, 403);
});

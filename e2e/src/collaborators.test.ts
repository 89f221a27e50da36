/**
 * Collaborators in Chromium (SPEC §2.3 face pile, §5 'Keep typing!', §6): the owner invites by
 * name and by e-mail, the invitee accepts on the board page or from their profile, a collaborator
 * saves and organizes there, the face pile names them, and a collaborator leaves.
 */
import { BoardTexts, facePileText, type Board } from '@pinboard/contracts';
import { must, newBoard, newPin } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

const stack = browserSuite();
const owner = stack.person('owner');
const ada = stack.person('ada');
const bo = stack.person('bo');
let board: Board;

stack.setUp(async () => {
  board = await newBoard(owner, 'Together', 'secret');
});

const collaborators = (page: Page) => page.getByRole('dialog', { name: 'Collaborators' });

test('the owner invites by name and by e-mail, with the prompts of SPEC §5', async () => {
  const page = await stack.pageAs(owner);
  await page.goto(`${stack.url}${board.url}`);
  await page.getByRole('button', { name: 'Invite collaborators' }).click();
  const modal = collaborators(page);
  const search = modal.getByLabel('Invite collaborators');
  await search.fill(ada.me.username.slice(0, 8));
  await modal
    .getByRole('button', { name: `Invite ${ada.me.full_name}` })
    .first()
    .waitFor();
  // The typed prefix may find others too: pick Ada by her username.
  await search.fill(ada.me.username);
  await modal.getByRole('button', { name: `Invite ${ada.me.full_name}` }).click();
  await modal.getByRole('button', { name: `Cancel the invite to ${ada.me.full_name}` }).waitFor();

  await search.fill('bo@exam');
  const keepTyping = modal.getByRole('button', { name: BoardTexts.inviteKeepTyping });
  await keepTyping.waitFor();
  assert.equal(await keepTyping.isDisabled(), true);
  await search.fill(bo.me.email);
  await modal.getByRole('button', { name: BoardTexts.inviteClickToSend }).click();
  await modal.getByRole('button', { name: BoardTexts.inviteDone }).waitFor();
  await modal.getByText('Invited by email').waitFor();
  await page.context().close();
});

test('invited by name: the board page offers Accept; then the face pile names them and they may organize', async () => {
  const page = await stack.pageAs(ada);
  await page.goto(`${stack.url}${board.url}`);
  const banner = page.getByRole('region', { name: 'Board invite' });
  await banner.getByText(`${owner.me.username} invited you to collaborate on this board.`).waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Organize' }).count(),
    0,
    'no writing before accepting',
  );
  await banner.getByRole('button', { name: 'Accept' }).click();
  await page.getByText(`You joined ${board.name}`).waitFor();
  await banner.waitFor({ state: 'detached' });
  const pile = facePileText([owner.me.username, ada.me.full_name], 2);
  await page.getByRole('button', { name: `Collaborators: ${pile}` }).waitFor();
  await page.getByText(pile, { exact: true }).waitFor();

  // Writing: she saves into the board, and may organize its Pins.
  const elsewhere = await newBoard(owner, 'Elsewhere');
  const pin = await newPin(owner, elsewhere, 31);
  const saved = must(await ada.api.create('RepinResource', { pin_id: pin.id, board_id: board.id }), 'save');
  must(await ada.api.get('PinResource', { id: saved.id }), 'a collaborator sees the secret board’s Pin');
  await page.reload();
  await page.locator(`.pb-tile a[href="/pin/${saved.id}/"]`).waitFor();
  await page.getByRole('button', { name: 'Organize' }).waitFor();
  await page.context().close();
});

test('invited by e-mail: the invite waits on their profile, and Accept puts the board in their list', async () => {
  const page = await stack.pageAs(bo);
  await page.goto(`${stack.url}/${bo.me.username}/`);
  const invites = page.getByRole('region', { name: 'Board invites' });
  await invites.getByText(board.name).waitFor();
  await invites.getByRole('button', { name: `Accept the invite to ${board.name}` }).click();
  await page.getByText(`You joined ${board.name}`).waitFor();
  await page.locator(`a.pb-board-card[href="${board.url}"]`).waitFor();
  const view = must(await owner.api.get('BoardResource', { board_id: board.id }), 'board');
  assert.equal(view.collaborator_count, 2);
  await page.context().close();
});

test('a collaborator leaves: back on their own profile, and the secret board is gone for them', async () => {
  const page = await stack.pageAs(ada);
  await page.goto(`${stack.url}${board.url}`);
  await page.getByRole('button', { name: /^Collaborators: / }).click();
  await collaborators(page).getByRole('button', { name: 'Leave board' }).click();
  await page.waitForURL(`${stack.url}/${ada.me.username}/`);
  await page.getByText(`You left ${board.name}`).waitFor();
  assert.equal(await page.locator(`a.pb-board-card[href="${board.url}"]`).count(), 0);
  const gone = await ada.api.get('BoardResource', { board_id: board.id });
  assert.ok(!gone.ok && gone.error.http_status === 404);
  await page.context().close();
});

test('nobody else is offered the invite or the pile of a board without collaborators', async () => {
  const plain = await newBoard(owner, 'Only mine');
  const page = await stack.pageAs(bo);
  await page.goto(`${stack.url}${plain.url}`);
  await page.getByRole('heading', { level: 1, name: 'Only mine' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Invite collaborators' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /^Collaborators: / }).count(), 0);
  const refused = await bo.api.create('BoardInviteResource', {
    board_id: plain.id,
    invited_user_ids: [ada.me.id],
  });
  assert.equal(refused.ok ? null : refused.error.message, BoardTexts.onlyOwnerInvites);
  await page.context().close();
});

test('the board create form invites the people and addresses picked in its collaborator search', async () => {
  const page = await stack.pageAs(owner);
  await page.goto(`${stack.url}/${owner.me.username}/`);
  await page.getByRole('button', { name: 'Create board' }).click();
  const modal = page.getByRole('dialog', { name: 'Create board' });
  await modal.getByLabel('Board name').fill('Planned together');
  const search = modal.getByLabel('Collaborators (optional)');
  await search.fill(bo.me.username);
  await modal.getByRole('button', { name: `Add ${bo.me.full_name}` }).click();
  await search.fill('friend@exa');
  assert.equal(await modal.getByRole('button', { name: BoardTexts.inviteKeepTyping }).isDisabled(), true);
  await search.fill('friend@example.test');
  await modal.getByRole('button', { name: BoardTexts.inviteClickToSend }).click();
  const chosen = modal.getByRole('list', { name: 'Collaborators to invite' });
  await chosen.getByText('friend@example.test').waitFor();
  await chosen.getByText(bo.me.full_name).waitFor();
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await modal.waitFor({ state: 'detached' });

  const boards = must(await owner.api.get('BoardsResource', { username: owner.me.username }), 'boards');
  const created = boards.find((b) => b.name === 'Planned together');
  assert.ok(created, 'created');
  const list = must(
    await owner.api.get('BoardCollaboratorsResource', { board_id: created.id }),
    'collaborators',
  );
  assert.deepEqual(
    list.invites.map((i) => i.id),
    [bo.me.id],
  );
  assert.deepEqual(
    list.email_invites.map((i) => i.email),
    ['friend@example.test'],
  );
  await page.context().close();
});

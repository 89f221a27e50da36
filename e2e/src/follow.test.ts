/**
 * Following and blocking, as a person does it in Chromium (SPEC §4: optimistic, reverted on
 * failure; §8: 'Log in to follow'): a board from its page, a person from their profile and from the
 * closeup's creator card, the Followers and Following lists, a follow the server refuses, a block
 * from the profile's menu, and a visitor asked to log in.
 */
import type { Board, Pin } from '@pinboard/contracts';
import { must, newBoard, newPin, signUp, type Person } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page, Route } from 'playwright-core';

const stack = browserSuite();
let owner: Person;
let ownerBoard: Board;
let ownerPin: Pin;
let fan: Person;
/** Every person signs up with the factory's full name. */
const NAME = 'Ada King Lovelace';

stack.setUp(async () => {
  owner = await signUp(stack.url, 'owner');
  ownerBoard = await newBoard(owner, 'Worth following');
  ownerPin = await newPin(owner, ownerBoard, 700, { title: 'Followed idea' });
  fan = await signUp(stack.url, 'fan');
});

/**
 * Holds back `method` requests to URLs matching `url` until `release()`, so that a test can see
 * what the page shows before the server answers. Other requests pass.
 */
async function holdRequests(page: Page, url: string, method: string) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route: Route) => {
    if (route.request().method() === method) await gate;
    await route.continue();
  });
  return { release: () => open() };
}

const followButton = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: `Follow ${name}`, exact: true });
const followingButton = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: `Following ${name}. Unfollow`, exact: true });
/** Nothing is wider than the window (a narrow screen does not scroll sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const countText = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a board is followed from its page at once, stays followed after a reload, and is unfollowed', async () => {
  const page = await stack.pageAs(fan);
  const held = await holdRequests(page, '**/v3/boards/*/follow/', 'PUT');
  await page.goto(`${stack.url}${ownerBoard.url}`);
  await page.getByRole('heading', { name: ownerBoard.name, level: 1 }).waitFor();
  await page.getByText(/0 followers/).waitFor();

  await followButton(page, ownerBoard.name).click();
  // The server has not answered yet: the button and the count change at once.
  await followingButton(page, ownerBoard.name).waitFor();
  await page.getByText(/1 follower\b/).waitFor();
  // Reloaded once the server has it (the page's HTML carries the board as it is then).
  const followed = page.waitForResponse((response) => response.url().includes('/follow/'));
  held.release();
  await followed;

  await page.reload();
  await followingButton(page, ownerBoard.name).waitFor();
  await page.getByText(/1 follower\b/).waitFor();
  const unfollowed = page.waitForResponse(
    (response) => response.url().includes('/follow/') && response.request().method() === 'DELETE',
  );
  await followingButton(page, ownerBoard.name).click();
  await followButton(page, ownerBoard.name).waitFor();
  await page.getByText(/0 followers/).waitFor();
  await unfollowed;
  await page.reload();
  await followButton(page, ownerBoard.name).waitFor();
  await page.context().close();

  // The owner sees the count, but no button on their own board.
  const own = await stack.pageAs(owner);
  await own.goto(`${stack.url}${ownerBoard.url}`);
  await own.getByText(/0 followers/).waitFor();
  assert.equal(await own.getByRole('button', { name: /^Follow/ }).count(), 0);
  await own.context().close();
});

test('a board followed before the page knows who is signed in is followed, with no login prompt', async () => {
  const page = await stack.pageAs(fan);
  // The board page shows from its HTML while the session is still being asked for.
  const session = await holdRequests(page, '**/v3/users/me/', 'GET');
  await page.goto(`${stack.url}${ownerBoard.url}`);
  await followButton(page, ownerBoard.name).click();
  const followed = page.waitForResponse((response) => response.url().includes('/follow/'));
  session.release();
  await followingButton(page, ownerBoard.name).waitFor();
  await followed;
  assert.equal(await page.getByRole('dialog').count(), 0, 'no login prompt');
  await page.getByText(/1 follower\b/).waitFor();
  // Unfollowed again (the next tests start from no followers).
  await page.reload();
  const unfollowed = page.waitForResponse(
    (response) => response.url().includes('/follow/') && response.request().method() === 'DELETE',
  );
  await followingButton(page, ownerBoard.name).click();
  await unfollowed;
  await page.context().close();
});

test('a board follow the server refuses goes back, with the reason as an error toast', async () => {
  const page = await stack.pageAs(fan);
  const reason = 'Something is temporarily unavailable. Try again in a moment.';
  await page.route('**/v3/boards/*/follow/', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            resource_response: {
              status: 'failure',
              data: null,
              error: { http_status: 503, message: reason, message_detail: null, api_error_code: 0 },
            },
          }),
        })
      : route.continue(),
  );
  await page.goto(`${stack.url}${ownerBoard.url}`);
  await followButton(page, ownerBoard.name).click();
  await page.getByRole('status').filter({ hasText: reason }).waitFor();
  await followButton(page, ownerBoard.name).waitFor();
  await page.getByText(/0 followers/).waitFor();
  await page.context().close();
});

test('a person is followed from their profile, listed as a follower, and unfollowed from a list', async () => {
  const page = await stack.pageAs(fan);
  const held = await holdRequests(page, '**/resource/UserFollowResource/create/', 'POST');
  await page.goto(`${stack.url}/${owner.me.username}`);
  await countText(page, '0 followers').waitFor();
  await countText(page, '0 following').waitFor();

  await followButton(page, NAME).click();
  await followingButton(page, NAME).waitFor();
  await countText(page, '1 follower').waitFor();
  held.release();
  await page.reload();
  await followingButton(page, NAME).waitFor();
  await countText(page, '1 follower').waitFor();

  // The followers list names the fan, with no button on their own row.
  await countText(page, '1 follower').click();
  const followers = page.getByRole('dialog', { name: 'Followers' });
  const fanRow = followers.getByRole('listitem').filter({ hasText: `@${fan.me.username}` });
  await fanRow.waitFor();
  assert.equal(await fanRow.getByRole('button').count(), 0);
  await page.keyboard.press('Escape');
  await followers.waitFor({ state: 'detached' });

  // On their own profile, the fan follows one person; unfollowing from that list counts at once.
  await page.goto(`${stack.url}/${fan.me.username}`);
  await countText(page, '1 following').click();
  const following = page.getByRole('dialog', { name: 'Following' });
  const ownerRow = following.getByRole('listitem').filter({ hasText: `@${owner.me.username}` });
  await followingButton(ownerRow, NAME).click();
  await followButton(ownerRow, NAME).waitFor();
  await page.keyboard.press('Escape');
  await countText(page, '0 following').waitFor();
  await page.goto(`${stack.url}/${owner.me.username}`);
  await followButton(page, NAME).waitFor();
  await countText(page, '0 followers').waitFor();
  await page.context().close();
});

test('blocking from the More options menu is confirmed, ends follows both ways, and is undone', async () => {
  const other = await signUp(stack.url, 'blocked');
  must(await fan.api.create('UserFollowResource', { user_id: other.me.id }), 'fan follows');
  must(await other.api.create('UserFollowResource', { user_id: fan.me.id }), 'followed back');
  const page = await stack.pageAs(fan);
  await page.goto(`${stack.url}/${other.me.username}`);
  await followingButton(page, NAME).waitFor();
  await countText(page, '1 follower').waitFor();
  await countText(page, '1 following').waitFor();

  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${NAME}?` });
  await confirm.getByText("you'll stop following each other").waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await followingButton(page, NAME).waitFor();

  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  await confirm.getByRole('button', { name: `Block ${NAME}` }).click();
  await page.getByRole('button', { name: `Unblock ${NAME}` }).waitFor();
  await countText(page, '0 followers').waitFor();
  await countText(page, '0 following').waitFor();
  await page.reload();
  await page.getByRole('button', { name: `Unblock ${NAME}` }).click();
  await followButton(page, NAME).waitFor();
  await countText(page, '0 followers').waitFor();
  await page.context().close();
});

test("a visitor's Follow asks to log in and sends nothing (a 390 px wide profile)", async () => {
  const page = await stack.pageAs(null, { width: 390 });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/UserFollowResource|\/follow\//.test(request.url())) sent.push(request.url());
  });
  await page.goto(`${stack.url}/${owner.me.username}`);
  await page.getByRole('button', { name: 'More options' }).waitFor();
  assert.ok(await fitsWidth(page), 'no sideways scrolling');
  await followButton(page, NAME).click();
  await page.getByText('Log in to follow').waitFor();
  await page.goto(`${stack.url}${ownerBoard.url}`);
  await followButton(page, ownerBoard.name).click();
  await page.getByText('Log in to follow').waitFor();
  assert.deepEqual(sent, []);
  await page.context().close();
});

test("the closeup's creator card follows the pinner, on a 390 px wide screen", async () => {
  const page = await stack.pageAs(fan, { width: 390 });
  await page.goto(`${stack.url}/pin/${ownerPin.id}`);
  const card = page.getByRole('region', { name: 'Created by' });
  await card.getByText('0 followers').waitFor();
  await followButton(card, NAME).click();
  await followingButton(card, NAME).waitFor();
  await card.getByText('1 follower').waitFor();
  assert.ok(await fitsWidth(page), 'no sideways scrolling');
  await followingButton(card, NAME).click();
  await followButton(card, NAME).waitFor();
  await page.context().close();

  // The pinner sees no Follow on their own Pin.
  const own = await stack.pageAs(owner);
  await own.goto(`${stack.url}/pin/${ownerPin.id}`);
  await own
    .getByRole('region', { name: 'Created by' })
    .getByText(/followers?$/)
    .waitFor();
  assert.equal(await own.getByRole('button', { name: /^Follow/ }).count(), 0);
  await own.context().close();
});

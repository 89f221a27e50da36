/**
 * The first journey, as a person does it in Chromium: home feed, sign up, log out and in, create a
 * board, create a Pin from an image URL, save another Pin through the repin modal, and see the
 * board on the profile and its Pins on the board page. Also: a visitor's Save asks to log in.
 */
import type { Board } from '@pinboard/contracts';
import { ImageServer, newBoard, newPin, seededImage, signUp, uniqueSuffix } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';

const stack = browserSuite();
const imageServer = new ImageServer();
let imageUrl = '';
let otherPinId = '';

stack.setUp(async () => {
  await imageServer.start();
  imageUrl = imageServer.serve('/image.png', 'image/png', seededImage(4242));
  // Someone else's Pins, so the home feed has more than one page and there is a Pin to save.
  const other = await signUp(stack.url, 'author');
  const board = await newBoard(other);
  for (let i = 0; i < 30; i++) {
    const pin = await newPin(other, board, 500 + i, { title: `Author pin ${i}` });
    otherPinId = pin.id;
  }
});

after(async () => {
  await imageServer?.close();
});

test('home feed shows a masonry grid of 236 px Pins and loads more on scroll', async () => {
  const page = await stack.pageAs(null);
  const pageRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('UserHomefeedResource') && r.url().includes('bookmark')) pageRequests.push(r.url());
  });
  await page.goto(stack.url);
  const tiles = page.locator('a[href^="/pin/"] img');
  await tiles.first().waitFor();
  const box = await tiles.first().boundingBox();
  assert.ok(box && Math.abs(box.width - 236) <= 1, `tile width ${box?.width}`);
  // The grid virtualizes (off-screen tiles leave the DOM), so count distinct Pins seen while scrolling.
  const seen = new Set<string>();
  const collect = async () => {
    for (const href of await page
      .locator('a[href^="/pin/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      if (href) seen.add(href);
    }
  };
  await collect();
  const first = seen.size;
  assert.ok(first >= 10, `expected a page of Pins, saw ${first}`);
  // Infinite scroll: nearing the end asks for the next page with the bookmark.
  for (let i = 0; i < 20 && seen.size <= 25; i++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(250);
    await collect();
  }
  assert.ok(pageRequests.length > 0, 'the next page was requested with its bookmark');
  assert.ok(seen.size > 25, `scrolling loaded more than the first page of 25 Pins (saw ${seen.size})`);
  await page.context().close();
});

test('a visitor who presses Save is asked to log in', async () => {
  const page = await stack.pageAs(null);
  await page.goto(`${stack.url}/pin/${otherPinId}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Log in to save this Pin').waitFor();
  await page.context().close();
});

test('sign up, log out, log in, create a board and a Pin, save a Pin, see them on the profile', async () => {
  const page = await stack.pageAs(null);
  const id = uniqueSuffix();
  const email = `journey_${id}@example.com`;
  const password = 'journey-password';
  await page.goto(stack.url);

  // Sign up (adults only).
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const signup = page.getByRole('dialog');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password').fill(password);
  await signup.getByLabel('Full name').fill('Journey Person');
  await signup.getByLabel('Birthday').fill('2015-01-01');
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('You must be at least 18 years old to sign up.').waitFor();
  await signup.getByLabel('Birthday').fill('1991-06-15');
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();

  // Log out, then log in with the email.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const login = page.getByRole('dialog');
  await login.getByLabel('Username or email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  const profileLink = page.getByRole('link', { name: /Your profile/ });
  await profileLink.waitFor();

  // Create a board from the profile: the name is required.
  await profileLink.click();
  await page.getByRole('button', { name: 'Create board' }).click();
  const boardDialog = page.getByRole('dialog');
  await boardDialog.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByText("Don't forget to name your board!").waitFor();
  const boardName = `Journey board ${id}`;
  await boardDialog.getByLabel('Board name').fill(boardName);
  await boardDialog.getByRole('button', { name: 'Create', exact: true }).click();
  await page
    .getByRole('link', { name: new RegExp(boardName) })
    .first()
    .waitFor();

  // Create a Pin from an image URL onto that board.
  await page.goto(`${stack.url}/pin-builder/`);
  await page.getByLabel('Image URL').fill(imageUrl);
  await page.getByLabel('Title').fill('My journey Pin');
  await page.getByLabel('Description').fill('Made in the end-to-end test');
  await page.getByLabel('Link').fill('https://example.com/journey');
  await page.getByLabel('Board', { exact: true }).selectOption({ label: boardName });
  await page.getByRole('button', { name: 'Create Pin' }).click();
  await page.waitForURL(/\/pin\/\d+/);
  await page.getByText('My journey Pin').first().waitFor();

  // Save someone else's Pin through the repin modal.
  await page.goto(`${stack.url}/pin/${otherPinId}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Repin modal' });
  await modal.getByText('Choose board').waitFor();
  await modal.getByText(boardName).click();
  const toast = page.getByRole('status').filter({ hasText: `Saved to ${boardName}` });
  await toast.waitFor();
  const boardLink = toast.getByRole('link', { name: boardName });
  const href = await boardLink.getAttribute('href');
  assert.match(href ?? '', /^\/[^/]+\/[^/]+\/$/);

  // Saving to a board created inside the modal ends on 'Board created'. The closeup knows the Pin
  // is saved already: its button says so.
  await page.goto(`${stack.url}/pin/${otherPinId}`);
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Repin modal' });
  await again.getByRole('button', { name: 'Create board' }).click();
  await again.getByLabel('Board name').fill(`Made in the modal ${id}`);
  await again.getByRole('button', { name: 'Create', exact: true }).click();
  await again.getByRole('heading', { name: 'Board created' }).waitFor();
  await again.getByRole('link', { name: `Made in the modal ${id}` }).waitFor();
  await again.getByRole('button', { name: 'Done' }).click();
  await again.waitFor({ state: 'detached' });

  // The profile shows the board with its pin count and cover; the board page shows its Pins.
  await page.goto(`${stack.url}${href!.split('/').slice(0, 2).join('/')}`);
  const card = page.getByRole('link', { name: new RegExp(boardName) }).first();
  await card.waitFor();
  await page.getByText('2 Pins').first().waitFor();
  assert.ok((await card.locator('img').count()) > 0, 'the board card shows a cover');
  await page.goto(`${stack.url}${href}`);
  await page.getByRole('heading', { name: boardName }).waitFor();
  await page.locator('a[href^="/pin/"] img').nth(1).waitFor();
  assert.equal(await page.locator('a[href^="/pin/"] img').count(), 2);
  await page.context().close();
});

test('the board API agrees with what the page showed', async () => {
  const person = await signUp(stack.url);
  const board = await newBoard(person);
  await newPin(person, board, 7);
  const deadline = Date.now() + 10_000;
  let seen: Board | null = null;
  while (Date.now() < deadline) {
    const answer = await person.api.get('BoardResource', { board_id: board.id });
    seen = answer.ok ? answer.data : null;
    if (seen?.pin_count === 1) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(seen?.pin_count, 1);
  assert.ok(seen?.image_cover_url, 'the first Pin became the cover');
});

/**
 * Back from a closeup, a grid is where it was left (the "Back from a closeup lands at the
 * top of the grid"): same scroll position, same Pins, no page fetched again; a new visit of the
 * same grid starts at its top.
 */
import type { Board, Pin } from '@pinboard/contracts';
import { newBoard, newPin, signUp } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

const stack = browserSuite();
let board: Board;
const TIMEOUT = 20_000;

stack.setUp(async () => {
  const author = await signUp(stack.url, 'grid');
  board = await newBoard(author, 'Long board');
  const pins: Pin[] = [];
  // Two pages of a board feed (25 each): the grid is several screens tall.
  for (let i = 0; i < 40; i++) pins.push(await newPin(author, board, 700 + i, { title: `Tall idea ${i}` }));
});

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The Pin link under the middle of the viewport. */
const pinInTheMiddle = (page: Page) =>
  page.evaluate(() => {
    for (let x = 100; x < window.innerWidth; x += 100) {
      const link = document.elementFromPoint(x, window.innerHeight / 2)?.closest('a[href^="/pin/"]');
      if (link) return link.getAttribute('href');
    }
    return null;
  });

test('back from a closeup, the grid is where it was, without fetching it again', async () => {
  const page = await stack.pageAs(null, { height: 800 });
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('BoardFeedResource')) feedRequests.push(request.url());
  });
  await page.goto(`${stack.url}${board.url}`);
  await page.locator('.pb-tile').first().waitFor();
  // Down to the end (the second page loads; the first came in the page's HTML), then back up to
  // somewhere in the middle.
  await eventually(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return feedRequests.some((url) => url.includes('bookmark'));
  }, 'the second page is loaded');
  await page.waitForTimeout(300);
  const SCROLLED_TO = await page.evaluate(() =>
    Math.round((document.documentElement.scrollHeight - window.innerHeight) * 0.6),
  );
  assert.ok(SCROLLED_TO > 600, `the grid is tall enough to scroll (${SCROLLED_TO})`);
  await page.evaluate((y) => window.scrollTo(0, y), SCROLLED_TO);
  await eventually(async () => (await scrollY(page)) === SCROLLED_TO, 'the grid is scrolled');
  await eventually(async () => (await pinInTheMiddle(page)) !== null, 'a Pin in the middle of the screen');
  const middle = (await pinInTheMiddle(page))!;
  await page.waitForTimeout(100); // the position is remembered on the next frame
  const fetchedBefore = feedRequests.length;

  await page.locator(`a[href="${middle}"]`).click();
  await page.waitForURL(`**${middle}`);
  await page.locator('.pb-closeup').waitFor();
  assert.equal(await scrollY(page), 0, 'the closeup opens at its top');

  await page.goBack();
  await page.waitForURL(`**${board.url}`);
  await eventually(async () => (await scrollY(page)) === SCROLLED_TO, 'the grid is back where it was');
  assert.equal(await pinInTheMiddle(page), middle, 'the same Pin in the middle');
  assert.equal(feedRequests.length, fetchedBefore, 'no page of the grid fetched again');

  // A new visit (a link, not Back) starts at the top.
  await page.locator(`a[href="${middle}"]`).click();
  await page.waitForURL(`**${middle}`);
  await page.locator(`a[href="${board.url}"]`).first().click();
  await page.waitForURL(`**${board.url}`);
  await page.locator('.pb-tile').first().waitFor();
  await page.waitForTimeout(300);
  assert.equal(await scrollY(page), 0, 'a new visit starts at the top');
  await page.context().close();
});

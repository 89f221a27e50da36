/**
 * The mobile create pages (SPEC §2.3): `/board/create/` and `/board/{id}/create_section/`, opened
 * from a flow, go back to it with its state and what they created; opened alone, they open what
 * they created.
 */
import type { Board } from '@pinboard/contracts';
import { newBoard } from '@pinboard/test-kit';
import { browserSuite } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

const stack = browserSuite();
const person = stack.person('mobile');
let board: Board;

stack.setUp(async () => {
  board = await newBoard(person, 'Kitchen');
});

const phonePage = () => stack.pageAs(person, { width: 390, height: 844 });

/** Opens `path` the way a flow does: a history entry whose state names where to come back. */
async function openFromFlow(page: Page, path: string, flow: object): Promise<void> {
  await page.goto(`${stack.url}/`);
  await page.locator('.pb-main').waitFor();
  await page.evaluate(
    ([to, createFlow]) => {
      window.history.pushState({ usr: { createFlow }, key: 'fromflow', idx: 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, flow] as const,
  );
}

const usrState = (page: Page) =>
  page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);

test('create section from a flow: back to the flow with its state and the new section', async () => {
  const page = await phonePage();
  const flow = { returnTo: '/pin-builder/', state: { media: 'https://example.com/a.jpg' } };
  await openFromFlow(page, `/board/${board.id}/create_section/`, flow);
  await page.getByRole('heading', { name: 'Create section' }).waitFor();
  await page.getByText('Kitchen').first().waitFor();
  await page.getByPlaceholder('Like "Lighting"').fill('Lighting');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL('**/pin-builder/');
  const state = (await usrState(page)) as {
    media: string;
    created: { board_id: string; section_id: string };
  };
  assert.equal(state.media, 'https://example.com/a.jpg');
  assert.equal(state.created.board_id, board.id);
  assert.match(state.created.section_id, /^\d+$/);
  await page.context().close();
});

test('create board alone opens the new board; from a flow, goes back to it', async () => {
  const page = await phonePage();
  await page.goto(`${stack.url}/board/create/`);
  await page.getByLabel('Board name').fill('Porch');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL('**/porch/');

  await openFromFlow(page, '/board/create/', { returnTo: '/pin-builder/', state: { step: 2 } });
  await page.getByLabel('Board name').fill('Attic');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL('**/pin-builder/');
  const state = (await usrState(page)) as { step: number; created: { board_id: string } };
  assert.equal(state.step, 2);
  assert.match(state.created.board_id, /^\d+$/);
  await page.context().close();
});

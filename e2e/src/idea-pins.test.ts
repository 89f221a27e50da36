/**
 * Idea Pins in Chromium (SPEC §3 story_pin_data): a person makes one in the Pin builder from three
 * pages (two pictures and a video, one upload each, with their texts), moves a page, and creates it;
 * its closeup pages through them (buttons and arrow keys), the video page plays its video, the
 * board's grid badges it with its page count, and search's Idea Pins tab finds it by a page's
 * words. One page is not an Idea Pin: Create stays off. Its creator edits its pages from 'Edit
 * Pin' (words, order, a page added); a save of it shows them, and its saver cannot change them.
 */
import type { Board, Pin, Upload } from '@pinboard/contracts';
import { must, newBoard, solidPng, waitFor, type Person } from '@pinboard/test-kit';
import { browserSuite, expectAccessible, expectGridTitles } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const stack = browserSuite();
const ada = stack.person('ideamaker');
const bob = stack.person('ideasaver');
const randomWord = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const word = randomWord();
/** Only page 3's text has this word: search finds the Idea Pin by it. */
const pageWord = randomWord();
const title = `${word} idea`;
/** The committed clip: 2.2 s of 320 x 240 H.264. */
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../packages/test-kit/fixtures');
const SCREENSHOTS = process.env.IDEA_SCREENSHOTS_DIR;
/** Only the page added when editing has this word. */
const addedWord = randomWord();
const texts = { red: 'A red start', video: 'Now it moves', blue: `Blue ending ${pageWord}` };

let board: Board;
let files: { dir: string; red: string; blue: string };

stack.setUp(async () => {
  board = await newBoard(ada, `${word} ideas`);
  const dir = await mkdtemp(join(tmpdir(), 'idea-pins-'));
  files = { dir, red: join(dir, 'red.png'), blue: join(dir, 'blue.png') };
  await writeFile(files.red, solidPng(300, 400, [210, 40, 40]));
  await writeFile(files.blue, solidPng(400, 300, [40, 60, 210]));
});
after(async () => {
  if (files) await rm(files.dir, { recursive: true, force: true });
});

/** The builder, with the board chosen and Idea Pin picked. */
async function openIdeaBuilder(page: Page) {
  await page.goto(`${stack.url}/pin-builder/`);
  await page.getByRole('heading', { name: 'Create Pin' }).waitFor();
  await page.getByLabel('Board', { exact: true }).selectOption({ label: board.name });
  await page.getByRole('tab', { name: 'Idea Pin', exact: true }).click();
  await page.getByLabel('Add a page').waitFor({ state: 'attached' });
  // The heading and the page's title name what is being made.
  await page.getByRole('heading', { name: 'Create Idea Pin', level: 1 }).waitFor();
  assert.match(await page.title(), /^Create Idea Pin/);
}

/** Page n of the builder's list. */
const draftPage = (page: Page, n: number) => page.getByRole('listitem', { name: `Page ${n}`, exact: true });

/** Adds a file as the next page and waits until it is uploaded. */
async function addPage(page: Page, file: string, n: number) {
  await page.getByLabel('Add a page').setInputFiles(file);
  await draftPage(page, n).getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 60_000 });
}

test('an Idea Pin: three pages made in the builder, paged through on its closeup, badged, found', async () => {
  const page = await stack.pageAs(ada);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/resource/VIPResource/create/')) uploads.push(request.postData() ?? '');
  });
  try {
    await openIdeaBuilder(page);
    const create = page.getByRole('button', { name: 'Create Idea Pin' });
    assert.equal(await create.isDisabled(), true, 'no pages yet');
    assert.equal(await page.getByLabel('Image URL').count(), 0, "an Idea Pin's pictures are its pages");

    await addPage(page, files.red, 1);
    await draftPage(page, 1).getByRole('img', { name: 'Page 1 picture' }).waitFor();
    assert.equal(await create.isDisabled(), true, 'one page is not enough');
    await addPage(page, join(fixtures, 'clip.mp4'), 2);
    await draftPage(page, 2).getByLabel('Page 2 video').waitFor();
    const slider = page.getByLabel('Page 2 cover frame');
    assert.equal(await slider.getAttribute('max'), '2.1', 'the slider spans the clip (2.2 s)');
    await slider.fill('1.5');
    await addPage(page, files.blue, 3);
    assert.deepEqual(
      uploads.map((body) => (JSON.parse(body) as { options: { type: string } }).options.type),
      ['pinimage', 'video', 'pinimage'],
      'one upload per page',
    );
    await page.getByLabel('Page 1 text').fill(texts.red);
    await page.getByLabel('Page 2 text').fill(texts.video);
    await page.getByLabel('Page 3 text').fill(texts.blue);
    await page.getByLabel('Title').fill(title);

    // The blue picture goes up a place: before the video.
    assert.equal(await page.getByRole('button', { name: 'Move page 1 up' }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Move page 3 down' }).isDisabled(), true);
    await page.getByRole('button', { name: 'Move page 3 up' }).click();
    assert.equal(await page.getByLabel('Page 2 text').inputValue(), texts.blue);
    assert.equal(await page.getByLabel('Page 3 text').inputValue(), texts.video);
    await draftPage(page, 3).getByLabel('Page 3 video').waitFor();
    assert.equal(await page.getByLabel('Page 3 cover frame').inputValue(), '1.5', 'its cover moved with it');
    await page.getByText('3 of 20 pages').waitFor();
    await expectAccessible(page);
    if (SCREENSHOTS) {
      await page.screenshot({ path: join(SCREENSHOTS, 'idea-builder-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SCREENSHOTS, 'idea-builder-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    assert.equal(await create.isEnabled(), true);
    await create.click();
    await page.waitForURL(/\/pin\/\d+\/$/, { timeout: 30_000 });
    const pinId = new URL(page.url()).pathname.split('/')[2]!;

    // The Pin: three pages in the order chosen, the video's cover at 1.5 s, page 1 as its picture.
    const pin: Pin = must(await ada.api.pin(pinId), 'the Idea Pin');
    assert.equal(pin.title, title);
    assert.ok(pin.story_pin_data_id, 'an Idea Pin');
    const pages = pin.story_pin_data?.pages ?? [];
    assert.deepEqual(
      pages.map((p) => p.text),
      [texts.red, texts.blue, texts.video],
    );
    assert.deepEqual(
      pages.map((p) => p.video !== null),
      [false, false, true],
    );
    assert.equal(pages[2]!.video!.thumbnail_time, 1.5);
    assert.deepEqual([pages[0]!.image.width, pages[0]!.image.height], [300, 400]);
    assert.deepEqual([pin.images.orig.width, pin.images.orig.height], [300, 400], 'page 1 is its picture');
    assert.equal(pin.videos, null);

    // Its closeup: one page at a time, with the buttons.
    const viewer = page.getByRole('region', { name: 'Idea Pin, 3 pages' });
    await viewer.waitFor();
    const where = viewer.getByText(/^Page \d of 3$/);
    const previous = viewer.getByRole('button', { name: 'Previous page' });
    const next = viewer.getByRole('button', { name: 'Next page' });
    assert.equal(await where.getAttribute('aria-live'), 'polite');
    assert.equal(await where.textContent(), 'Page 1 of 3');
    await viewer.getByText(texts.red, { exact: true }).waitFor();
    await viewer.getByRole('img', { name: new RegExp(`^${title}, page 1`) }).waitFor();
    assert.equal(await previous.isDisabled(), true, 'no page before the first');
    await next.click();
    await viewer.getByText('Page 2 of 3').waitFor();
    await viewer.getByText(texts.blue, { exact: true }).waitFor();
    assert.equal(await viewer.getByText(texts.red, { exact: true }).count(), 0);
    await expectAccessible(page);
    if (SCREENSHOTS) {
      await page.screenshot({ path: join(SCREENSHOTS, 'idea-closeup-1280.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SCREENSHOTS, 'idea-closeup-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // And with the arrow keys, the viewer focused: the video page plays its video over its cover.
    await viewer.focus();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('Page 3 of 3').waitFor();
    await viewer.getByText(texts.video, { exact: true }).waitFor();
    const video = viewer.locator('video');
    await video.waitFor();
    assert.equal(await video.getAttribute('poster'), pages[2]!.image.url);
    assert.equal(new URL((await video.getAttribute('src'))!, stack.url).pathname, pages[2]!.video!.src);
    assert.deepEqual(
      await video.evaluate((v: HTMLVideoElement) => ({ controls: v.controls, muted: v.muted })),
      { controls: true, muted: true },
    );
    assert.equal(await next.isDisabled(), true, 'no page after the last');
    await page.keyboard.press('ArrowRight');
    assert.equal(await where.textContent(), 'Page 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText('Page 2 of 3').waitFor();
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText('Page 1 of 3').waitFor();
    assert.equal(await viewer.locator('video').count(), 0);

    // The board's grid: page 1 as the tile's picture, with the page count.
    await page.goto(`${stack.url}${board.url}`);
    const tile = page.locator('.pb-tile', { hasText: title });
    await tile.getByRole('img', { name: title }).waitFor();
    const badge = tile.getByRole('img', { name: 'Idea Pin, 3 pages' });
    await badge.waitFor();
    assert.equal((await badge.textContent())?.trim(), '3');
    await expectAccessible(page);

    // Search's Idea Pins tab finds it by a word of its third page.
    await waitFor(
      async () => {
        const found = must(
          await ada.api.get('BaseSearchResource', { query: pageWord, scope: 'idea_pins' }),
          'search',
        );
        return found.results.some((result) => result.type === 'pin' && result.id === pinId);
      },
      'the Idea Pin found',
      30_000,
    );
    await page.goto(`${stack.url}/search/idea_pins/?q=${pageWord}`);
    await expectGridTitles(page, [title]);
    const tab = page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Idea Pins' });
    assert.equal(await tab.getAttribute('aria-current'), 'page');
    await page
      .locator('.pb-tile', { hasText: title })
      .getByRole('img', { name: 'Idea Pin, 3 pages' })
      .waitFor();
    await expectAccessible(page);
  } finally {
    await page.context().close();
  }
});

test('one page is not an Idea Pin: Create stays off until a second page is there', async () => {
  const page = await stack.pageAs(ada);
  try {
    await openIdeaBuilder(page);
    await addPage(page, files.blue, 1);
    await page.getByLabel('Page 1 text').fill('Alone');
    const create = page.getByRole('button', { name: 'Create Idea Pin' });
    assert.equal(await create.isDisabled(), true);
    await page.getByText('Add 2 to 20 pages, each an image or a video.').waitFor();
    await page.getByText('1 of 20 pages').waitFor();
    await expectAccessible(page);

    // Removed, the list is empty again; and back on 'Pin', the builder is as it was.
    await page.getByRole('button', { name: 'Remove page 1' }).click();
    await page.getByText('0 of 20 pages').waitFor();
    assert.equal(await page.getByRole('listitem', { name: 'Page 1', exact: true }).count(), 0);
    await page.getByRole('tab', { name: 'Pin', exact: true }).click();
    await page.getByLabel('Image URL').waitFor();
    await page.getByLabel('Upload an image or video').waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('button', { name: 'Create Pin' }).isEnabled(), true);
  } finally {
    await page.context().close();
  }
});

/** An Idea Pin of `person`'s made through the API: one picture upload per page, with its words. */
async function ideaPinOf(
  person: Person,
  on: Board,
  pages: { rgb: [number, number, number]; text: string }[],
) {
  const story_pages = [];
  for (const { rgb, text } of pages) {
    const upload = must(await person.api.create('VIPResource', { type: 'pinimage' }), 'upload') as Upload;
    const sent = must(
      await person.api.upload(
        upload,
        new Blob([new Uint8Array(solidPng(300, 400, rgb))], { type: 'image/png' }),
      ),
      'the picture sent',
    );
    assert.equal(sent.status, 'succeeded');
    story_pages.push({ media_upload_id: upload.upload_id, text });
  }
  return must(
    await person.api.create('PinResource', { board_id: on.id, title: `${word} edited`, story_pages }),
    'Idea Pin',
  );
}

/** Edit this Pin opened on an Idea Pin's closeup, once its viewer shows its `pages`. */
async function openEditor(page: Page, pinId: string, pages: number) {
  await page.goto(`${stack.url}/pin/${pinId}/`);
  await page.getByRole('region', { name: `Idea Pin, ${pages} pages` }).waitFor();
  await page.getByRole('button', { name: 'Edit Pin' }).click();
  return page.getByRole('dialog', { name: 'Edit this Pin' });
}

test("its creator edits an Idea Pin's pages from Edit Pin; a save of it shows them, and its saver cannot", async () => {
  const pin = await ideaPinOf(ada, board, [
    { rgb: [210, 40, 40], text: 'Red first' },
    { rgb: [40, 180, 60], text: 'Green second' },
  ]);
  const saved = must(
    await bob.api.create('RepinResource', {
      pin_id: pin.id,
      board_id: (await newBoard(bob, 'Saved ideas')).id,
    }),
    'a save of it',
  );
  const page = await stack.pageAs(ada);
  try {
    const editor = await openEditor(page, pin.id, 2);
    await editor.getByRole('heading', { name: 'Pages', level: 2 }).waitFor();
    const pages = editor.getByRole('list', { name: 'Pages' });
    assert.equal(await pages.getByRole('listitem').count(), 2);
    await pages.getByRole('img', { name: 'Page 1 picture' }).waitFor();
    assert.equal(await editor.getByLabel('Page 1 text').inputValue(), 'Red first');
    assert.equal(await editor.getByLabel('Page 2 text').inputValue(), 'Green second');
    // Kept pages upload nothing: no upload status on them.
    assert.equal(await pages.getByRole('status').count(), 0);

    // Green goes first with new words; a blue page is added at the end.
    await editor.getByRole('button', { name: 'Move page 2 up' }).click();
    assert.equal(await editor.getByLabel('Page 1 text').inputValue(), 'Green second');
    await editor.getByLabel('Page 1 text').fill('Green, now first');
    await editor.getByLabel('Add a page').setInputFiles(files.blue);
    await pages
      .getByRole('listitem', { name: 'Page 3', exact: true })
      .getByRole('status')
      .filter({ hasText: 'Uploaded' })
      .waitFor({ timeout: 60_000 });
    await editor.getByLabel('Page 3 text').fill(`Blue last ${addedWord}`);
    await editor.getByText('3 of 20 pages').waitFor();
    await expectAccessible(page);
    if (SCREENSHOTS) {
      await editor.screenshot({ path: join(SCREENSHOTS, 'idea-edit-1280.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SCREENSHOTS, 'idea-edit-390.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });

    // The closeup pages through the new pages at once, green first.
    const viewer = page.getByRole('region', { name: 'Idea Pin, 3 pages' });
    await viewer.waitFor();
    await viewer.getByText('Green, now first', { exact: true }).waitFor();
    const edited: Pin = must(await ada.api.pin(pin.id), 'the edited Idea Pin');
    const story = edited.story_pin_data?.pages ?? [];
    assert.deepEqual(
      story.map((p) => p.text),
      ['Green, now first', 'Red first', `Blue last ${addedWord}`],
    );
    assert.equal(edited.images.orig.url, story[0]!.image.url, "its picture is its first page's");
    assert.notEqual(edited.images['236x'].url, pin.images['236x'].url);
    assert.deepEqual([story[2]!.image.width, story[2]!.image.height], [400, 300]);

    // Search follows: the new page's words find it, and its colour is green's now (it was red).
    await waitFor(
      async () => {
        const found = must(
          await ada.api.get('BaseSearchResource', { query: addedWord, scope: 'idea_pins', colors: 'green' }),
          'search',
        );
        return found.results.some((result) => result.type === 'pin' && result.id === pin.id);
      },
      'the edited Idea Pin found by its new page and colour',
      30_000,
    );

    // Bob's save shows Ada's pages; he edits his own save's words, not its pages.
    const bobs: Pin = must(await bob.api.pin(saved.id), 'the save');
    assert.deepEqual(bobs.story_pin_data, edited.story_pin_data);
    const bobsPage = await stack.pageAs(bob);
    try {
      const bobsEditor = await openEditor(bobsPage, saved.id, 3);
      await bobsEditor.getByLabel('Title').waitFor();
      assert.equal(await bobsEditor.getByRole('heading', { name: 'Pages' }).count(), 0);
      assert.equal(await bobsEditor.getByLabel('Add a page').count(), 0);
    } finally {
      await bobsPage.context().close();
    }
  } finally {
    await page.context().close();
  }
});

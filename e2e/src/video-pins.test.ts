/**
 * Video Pins in Chromium (SPEC §7 VIPResource, §3 Video): a person uploads an MP4 in the Pin builder
 * (its length read by the browser, uploaded with its progress), picks the cover frame with the
 * slider and creates the Pin: its closeup plays the video, grids show the cover with the video's
 * length and play it, search's Videos tab finds it, and the Pin saved dialog shows it with its
 * length. A clip under a second is refused before anything is sent; an image file makes an image
 * Pin (VIPResource type pinimage).
 */
import type { Board, Pin } from '@pinboard/contracts';
import { must, newBoard, solidPng, waitFor } from '@pinboard/test-kit';
import { browserSuite, expectAccessible, expectGridTitles } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const stack = browserSuite();
const ada = stack.person('videomaker');
const leo = stack.person('videosaver');
const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const title = `${word} clip`;
/** The committed clips: 2.2 s of 320 x 240 H.264, and one of 0.5 s (too short). */
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../packages/test-kit/fixtures');
const UPLOAD_LABEL = 'Upload an image or video';
const SCREENSHOTS = process.env.VIDEO_SCREENSHOTS_DIR;

let board: Board;
let leoBoard: Board;
/** The video Pin the first test makes; the later ones use it. */
let videoPin: Pin | undefined;

stack.setUp(async () => {
  board = await newBoard(ada, `${word} videos`);
  leoBoard = await newBoard(leo, `${word} saved`);
});

/** The builder, with the board chosen. */
async function openBuilder(page: Page) {
  await page.goto(`${stack.url}/pin-builder/`);
  await page.getByRole('heading', { name: 'Create Pin' }).waitFor();
  await page.getByLabel('Board', { exact: true }).selectOption({ label: board.name });
}

const videoState = (page: Page, selector: string) =>
  page.locator(selector).evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    time: video.currentTime,
    ready: video.readyState,
    src: video.currentSrc,
    width: video.videoWidth,
  }));

test('a video Pin: uploaded, its cover chosen, played on its closeup, shown with its length in grids', async () => {
  const page = await stack.pageAs(ada);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/resource/VIPResource/create/')) uploads.push(request.postData() ?? '');
  });
  try {
    await openBuilder(page);
    await page.getByLabel(UPLOAD_LABEL).setInputFiles(join(fixtures, 'clip.mp4'));
    const preview = page.getByLabel('Preview of the Pin video');
    await preview.waitFor();
    const slider = page.getByLabel('Cover frame');
    await slider.waitFor();
    assert.equal(await slider.getAttribute('max'), '2.1', 'the slider spans the clip (2.2 s)');
    await page.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor();
    assert.deepEqual(
      uploads.map((body) => JSON.parse(body) as unknown),
      [{ options: { type: 'video' } }],
      'one video upload registered',
    );
    await expectAccessible(page);

    // The slider moves the preview to the frame that becomes the cover.
    await slider.fill('1.5');
    await waitFor(
      async () => Math.abs((await videoState(page, '.pb-pin-create__video')).time - 1.5) < 0.05,
      'the preview at 1.5 s',
    );
    await page.getByText('1.5 s / 0:02').waitFor();
    await page.getByLabel('Title').fill(title);
    if (SCREENSHOTS) {
      await page.screenshot({ path: join(SCREENSHOTS, 'video-builder-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SCREENSHOTS, 'video-builder-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    const create = page.getByRole('button', { name: 'Create Pin' });
    assert.equal(await create.isEnabled(), true);
    await create.click();
    await page.waitForURL(/\/pin\/\d+\/$/);
    const pinId = new URL(page.url()).pathname.split('/')[2]!;

    // The Pin has the video, and its cover is the frame at 1.5 s.
    const pin = must(await ada.api.pin(pinId), 'the video Pin');
    videoPin = pin;
    assert.ok(pin.videos, 'a video Pin');
    assert.ok(Math.abs(pin.videos.duration - 2.2) < 0.1, `about 2.2 s (${pin.videos.duration})`);
    assert.deepEqual(
      { width: pin.videos.width, height: pin.videos.height, thumbnail_time: pin.videos.thumbnail_time },
      { width: 320, height: 240, thumbnail_time: 1.5 },
    );
    assert.equal(pin.title, title);

    // Its closeup plays it: muted, inline, with controls, the cover as its poster.
    const closeup = page.locator('.pb-closeup video');
    await closeup.waitFor();
    assert.equal(await closeup.getAttribute('aria-label'), title);
    assert.equal(await closeup.getAttribute('poster'), pin.images.orig.url);
    assert.equal(await closeup.evaluate((video: HTMLVideoElement) => video.controls && video.muted), true);
    await waitFor(async () => {
      const state = await videoState(page, '.pb-closeup video');
      return !state.paused && state.time > 0 && state.ready >= 2;
    }, 'the closeup video playing');
    const playing = await videoState(page, '.pb-closeup video');
    assert.equal(new URL(playing.src).pathname, new URL(pin.videos.src, stack.url).pathname);
    assert.equal(playing.width, 320);
    await expectAccessible(page);
    if (SCREENSHOTS) {
      await page.screenshot({ path: join(SCREENSHOTS, 'video-closeup-1280.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SCREENSHOTS, 'video-closeup-390.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // The board's grid: the cover, the video's length, and the video playing over it.
    await page.goto(`${stack.url}${board.url}`);
    const tile = page.locator('.pb-tile', { hasText: title });
    await tile.getByRole('img', { name: title }).waitFor();
    const badge = tile.getByRole('img', { name: 'Video, 2 seconds' });
    await badge.waitFor();
    assert.equal(await badge.textContent(), '0:02');
    await waitFor(async () => {
      const state = await videoState(page, '.pb-tile .pb-tile__video');
      return !state.paused && state.time > 0;
    }, 'the tile video playing');
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'video-board-1280.png') });

    // Search's Videos tab finds it by its title.
    await waitFor(
      async () => {
        const found = must(
          await ada.api.get('BaseSearchResource', { query: word, scope: 'videos' }),
          'search',
        );
        return found.results.some((result) => result.type === 'pin' && result.title === title);
      },
      'the video Pin found',
      30_000,
    );
    await page.goto(`${stack.url}/search/videos/?q=${word}`);
    await expectGridTitles(page, [title]);
    await page
      .locator('.pb-tile', { hasText: title })
      .getByRole('img', { name: 'Video, 2 seconds' })
      .waitFor();
  } finally {
    await page.context().close();
  }
});

test('someone who saves the video Pin sees the video and its length in the Pin saved dialog', async () => {
  assert.ok(videoPin, 'the first test made the video Pin');
  const page = await stack.pageAs(leo);
  try {
    await page.goto(`${stack.url}/pin/${videoPin.id}/`);
    await page.getByRole('button', { name: /^Saved?$/ }).click();
    const modal = page.getByRole('dialog', { name: 'Repin modal' });
    await modal.getByText(leoBoard.name, { exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: `Saved to ${leoBoard.name}` });
    await dialog.waitFor();
    const video = dialog.locator('video');
    assert.equal(await video.getAttribute('aria-label'), title);
    assert.equal(await video.getAttribute('width'), '236');
    assert.equal(new URL((await video.getAttribute('src'))!, stack.url).pathname, videoPin.videos!.src);
    await dialog.getByRole('img', { name: 'Video, 2 seconds' }).waitFor();
    await expectAccessible(page, '[role="dialog"]');
  } finally {
    await page.context().close();
  }
});

test('a clip under a second is refused in the browser, before anything is sent', async () => {
  const page = await stack.pageAs(ada);
  const registered: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/resource/VIPResource/')) registered.push(request.url());
  });
  try {
    await openBuilder(page);
    await page.getByLabel(UPLOAD_LABEL).setInputFiles(join(fixtures, 'blink.mp4'));
    await page.getByRole('alert').filter({ hasText: 'Videos must be at least 1 second long.' }).waitFor();
    assert.equal(await page.getByLabel('Cover frame').count(), 0);
    assert.deepEqual(registered, [], 'no upload started');
    await expectAccessible(page);

    // A file that is neither an image nor a video is refused too.
    await page.getByLabel(UPLOAD_LABEL).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByRole('alert').filter({ hasText: 'Upload an image, or an MP4 or MOV video.' }).waitFor();
    assert.deepEqual(registered, []);
  } finally {
    await page.context().close();
  }
});

test('an image file makes an image Pin (an upload of type pinimage)', async () => {
  const page = await stack.pageAs(ada);
  try {
    await openBuilder(page);
    await page.getByLabel(UPLOAD_LABEL).setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: solidPng(300, 300, [200, 80, 40]),
    });
    await page.getByRole('img', { name: 'Preview of the Pin image' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor();
    assert.equal(await page.getByLabel('Image URL').isDisabled(), true, 'one picture: the file');
    await page.getByLabel('Title').fill(`${word} square`);
    await page.getByRole('button', { name: 'Create Pin' }).click();
    await page.waitForURL(/\/pin\/\d+\/$/);
    const pin = must(await ada.api.pin(new URL(page.url()).pathname.split('/')[2]!), 'the image Pin');
    assert.equal(pin.videos, null);
    assert.equal(pin.title, `${word} square`);
    assert.deepEqual([pin.images.orig.width, pin.images.orig.height], [300, 300]);
    await page.getByRole('img', { name: `${word} square` }).waitFor();
    assert.equal(await page.locator('.pb-closeup video').count(), 0);
  } finally {
    await page.context().close();
  }
});

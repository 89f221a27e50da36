/**
 * Uploads through the gateway (SPEC §7 VIPResource, its multipart upload URL) and the video Pins made
 * of them, found by search's videos scope. The gateway in-process; users, boards, pins and search
 * as child processes on the test Postgres, Redis and NATS.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  PinTexts,
  UPLOADS_DIR,
  type Pin,
  type Upload,
  type UploadState,
} from '@pinboard/contracts';
import {
  must,
  newBoard,
  newPin,
  signUp,
  solidPng,
  startServices,
  TestBrowser,
  uniqueSuffix,
  VIDEO_FIXTURES,
  waitFor,
  type Person,
  type RawAnswer,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import { startGateway, type RunningGateway } from '../../app.js';
import { gatewayTestConfig } from '../../__tests__/support.js';
import { NOT_MULTIPART } from '../uploads.controller.js';

const envelope = (answer: RawAnswer) =>
  (answer.json as { resource_response: { data: unknown; error?: { message: string } } }).resource_response;

describe('gateway uploads and video Pins (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;

  before(async () => {
    services = await startServices({ only: ['users', 'boards', 'pins', 'search'] });
    gateway = await startGateway(
      gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot, AUTH_RATE_LIMIT_PER_MINUTE: '500' }),
    );
  });
  after(async () => {
    await gateway?.close();
    await services?.stop();
  });

  const register = async (person: Person, type: 'video' | 'pinimage') =>
    must(await person.api.create('VIPResource', { type }), 'register upload') as Upload;
  /** Posts `bytes` to the upload's URL as the web app does: its parameters, then the file. */
  const post = (person: Person | TestBrowser, upload: Upload, bytes: Buffer, csrf = true) => {
    const api = person instanceof TestBrowser ? person : person.api;
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.upload_parameters)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'clip.mp4');
    const headers: Record<string, string> = csrf ? { [CSRF_HEADER]: api.cookies.get(CSRF_COOKIE) ?? '' } : {};
    return api.raw(upload.upload_url, { method: 'POST', headers, body: form });
  };

  it('a video posted to its upload URL becomes a video Pin, served with ranges and found as a video', async () => {
    const ada = await signUp(gateway.url, 'vid');
    const board = await newBoard(ada);
    const upload = await register(ada, 'video');
    assert.equal(upload.upload_url, `/v3/uploads/${upload.upload_id}/`);
    const clip = await readFile(VIDEO_FIXTURES.clip.path);
    const answer = await post(ada, upload, clip);
    assert.equal(answer.status, 200, answer.text);
    const state = envelope(answer).data as UploadState;
    assert.equal(state.status, 'succeeded');
    assert.deepEqual([state.width, state.height], [320, 240]);
    const states = must(await ada.api.get('VIPResource', { upload_ids: [upload.upload_id] }), 'states');
    assert.deepEqual(states, { [upload.upload_id]: state });

    const word = `tide${uniqueSuffix()}`.replace(/[^a-z]/g, '');
    const pin = must(
      await ada.api.create('PinResource', {
        board_id: board.id,
        title: `Waves ${word}`,
        media_upload_id: upload.upload_id,
        image_base64: solidPng(320, 240, [20, 90, 160]).toString('base64'),
        video_thumbnail_time: 0.5,
      }),
      'video Pin',
    ) as Pin;
    assert.ok(pin.videos);
    assert.equal(pin.videos.thumbnail_time, 0.5);
    // The file, as a player reads it: whole, or a range of it.
    const whole = await fetch(`${gateway.url}${pin.videos.src}`);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('content-type'), 'video/mp4');
    assert.equal(Buffer.from(await whole.arrayBuffer()).equals(clip), true);
    const part = await fetch(`${gateway.url}${pin.videos.src}`, { headers: { range: 'bytes=0-99' } });
    assert.equal(part.status, 206);
    assert.equal((await part.arrayBuffer()).byteLength, 100);

    // Search's videos scope finds the video Pin and not a picture with the same words.
    await newPin(ada, board, 7, { title: `Waves ${word}` });
    const found = async (scope: 'pins' | 'videos') =>
      (must(await ada.api.get('BaseSearchResource', { query: word, scope }), 'search') as { results: Pin[] })
        .results;
    await waitFor(async () => (await found('pins')).length === 2, 'both indexed', 30_000);
    assert.deepEqual(
      (await found('videos')).map((result) => result.id),
      [pin.id],
    );
  });

  it('an Idea Pin of uploaded pages is found by its page words, under idea_pins only', async () => {
    const ada = await signUp(gateway.url, 'idea');
    const board = await newBoard(ada);
    const page = async (rgb: [number, number, number]) => {
      const upload = await register(ada, 'pinimage');
      const answer = await post(ada, upload, solidPng(240, 300, rgb));
      assert.equal(answer.status, 200, answer.text);
      return upload.upload_id;
    };
    const word = `crumb${uniqueSuffix()}`.replace(/[^a-z]/g, '');
    const pin = must(
      await ada.api.create('PinResource', {
        board_id: board.id,
        title: 'Sourdough',
        story_pages: [
          { media_upload_id: await page([200, 180, 120]), text: 'Feed the starter' },
          { media_upload_id: await page([120, 90, 60]), text: `A good ${word}` },
        ],
      }),
      'Idea Pin',
    ) as Pin;
    assert.equal(pin.story_pin_data?.pages.length, 2);
    const found = async (scope: 'pins' | 'idea_pins' | 'videos') =>
      (must(await ada.api.get('BaseSearchResource', { query: word, scope }), 'search') as { results: Pin[] })
        .results;
    await waitFor(async () => (await found('idea_pins')).length === 1, 'the Idea Pin found', 30_000);
    assert.equal((await found('idea_pins'))[0]?.id, pin.id);
    assert.deepEqual((await found('videos')).length, 0);
    assert.equal((await found('pins'))[0]?.id, pin.id);
  });

  it('refuses what it must, before reading the file where it can', async () => {
    const ada = await signUp(gateway.url, 'upl');
    const upload = await register(ada, 'video');
    // Without the CSRF header, as a visitor, or for an upload that is not one's own: nothing is read.
    assert.equal((await post(ada, upload, Buffer.from('x'), false)).status, 403);
    const visitor = new TestBrowser(gateway.url);
    await visitor.open();
    const anonymous = await post(visitor, upload, Buffer.from('x'));
    assert.equal(anonymous.status, 401, anonymous.text);
    const bob = await signUp(gateway.url, 'upl');
    const others = await post(bob, upload, Buffer.from('x'));
    assert.equal(others.status, 404, others.text);
    assert.equal(envelope(others).error?.message, PinTexts.uploadNotFound);
    const unknown = await post(
      ada,
      { ...upload, upload_url: '/v3/uploads/not-an-upload/' },
      Buffer.from('x'),
    );
    assert.equal(unknown.status, 404, unknown.text);
    // Not multipart.
    const json = await ada.api.raw(upload.upload_url, {
      method: 'POST',
      headers: { [CSRF_HEADER]: ada.api.cookies.get(CSRF_COOKIE) ?? '', 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(json.status, 400, json.text);
    assert.equal(envelope(json).error?.message, NOT_MULTIPART);
    // Not a video: 400 with the reason; the upload is spent.
    const picture = await post(ada, upload, solidPng(200, 200, [9, 9, 9]));
    assert.equal(picture.status, 400, picture.text);
    assert.equal(envelope(picture).error?.message, PinTexts.invalidVideo);
    const again = await post(ada, upload, await readFile(VIDEO_FIXTURES.clip.path));
    assert.equal(again.status, 409, again.text);
    assert.equal(envelope(again).error?.message, PinTexts.uploadAlreadySent);
    // A bad type is a 400 with the field named.
    const badType = await ada.api.create('VIPResource', { type: 'document' } as never);
    assert.equal(badType.ok, false);
    assert.match(JSON.stringify(badType), /type/);
  });

  it('never serves the uploads being checked', async () => {
    const dir = join(services.mediaRoot, UPLOADS_DIR);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'secret.upload'), 'not yet checked');
    for (const path of [`/media/${UPLOADS_DIR}/secret.upload`, '/media/%2Euploads/secret.upload']) {
      const answer = await fetch(`${gateway.url}${path}`);
      assert.equal(answer.status, 404, path);
    }
  });
});

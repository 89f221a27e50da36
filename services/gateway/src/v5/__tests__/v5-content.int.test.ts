/**
 * /v5/pins, /v5/media and /v5/boards end to end, as a script written for Pinterest uses them with a
 * personal access token: boards made and read, image and video Pins made, read, changed, listed,
 * saved and deleted; scopes refused; another person's secret board never seen; bad bodies a 400.
 * The gateway in-process; users, boards and pins as child processes on the test Postgres, Redis, NATS.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import {
  AccessTokenTexts,
  BoardTexts,
  PinTexts,
  V5BoardTexts,
  V5PinTexts,
  type AccessTokenScope,
  type UploadState,
  type V5Board,
  type V5Media,
  type V5MediaUpload,
  type V5Page,
  type V5Pin,
} from '@pinboard/contracts';
import {
  newBoard,
  signUp,
  solidPng,
  startServices,
  VIDEO_FIXTURES,
  type Person,
  type RawAnswer,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import { startGateway, type RunningGateway } from '../../app.js';
import { gatewayTestConfig } from '../../__tests__/support.js';
import { newAccessToken, scriptCall, type Method } from '../../access-tokens/__tests__/token-support.js';
import { expectV5Error, v5Call } from './v5-calls.js';

const png = (rgb: [number, number, number]) => solidPng(400, 300, rgb).toString('base64');

describe('gateway /v5 Pins, media and boards (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;

  before(async () => {
    services = await startServices({ only: ['users', 'boards', 'pins'] });
    gateway = await startGateway(
      gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot, AUTH_RATE_LIMIT_PER_MINUTE: '500' }),
    );
  });

  after(async () => {
    await gateway?.close();
    await services?.stop();
  });

  /** A script of `person`'s with a token of these scopes: calls as `fetch` makes them, no cookies. */
  async function scriptOf(person: Person, scopes: AccessTokenScope[]) {
    const { token } = await newAccessToken(person, scopes, `v5 ${scopes.join(' ')}`);
    return (method: Method, path: string, body?: unknown): Promise<RawAnswer> =>
      scriptCall(gateway.url, `Bearer ${token}`, method, path, body);
  }

  function ok<T>(answer: RawAnswer, status = 200): T {
    assert.equal(answer.status, status, answer.text);
    return answer.json as T;
  }

  it('makes a board and an image Pin, reads, changes, lists, saves and deletes it', async () => {
    const ada = await signUp(gateway.url, 'v5pin');
    const call = await scriptOf(ada, ['pins:write', 'boards:write']);

    const board = ok<V5Board>(
      await call('POST', '/v5/boards', { name: 'Kitchen', description: 'Ideas', privacy: 'SECRET' }),
      201,
    );
    assert.equal(board.name, 'Kitchen');
    assert.equal(board.description, 'Ideas');
    assert.equal(board.privacy, 'SECRET');
    assert.deepEqual(board.owner, { username: ada.me.username });
    assert.deepEqual(board.media, { image_cover_url: null, pin_thumbnail_urls: [] });
    assert.deepEqual(ok<V5Board>(await call('GET', `/v5/boards/${board.id}`)), board);

    const pin = ok<V5Pin>(
      await call('POST', '/v5/pins', {
        board_id: board.id,
        title: 'Tiles',
        description: 'Blue tiles',
        link: 'https://example.com/tiles',
        alt_text: 'Blue square tiles',
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: png([30, 60, 200]) },
      }),
      201,
    );
    assert.match(pin.id, /^\d+$/);
    assert.equal(pin.title, 'Tiles');
    assert.equal(pin.link, 'https://example.com/tiles');
    assert.equal(pin.board_id, board.id);
    assert.equal(pin.board_section_id, null);
    assert.deepEqual(pin.board_owner, { username: ada.me.username });
    assert.equal(pin.is_owner, true);
    assert.equal(pin.parent_pin_id, null);
    assert.equal(pin.creative_type, 'REGULAR');
    assert.equal(pin.alt_text, null, 'not kept, so not claimed');
    assert.equal(pin.media.media_type, 'image');
    assert.deepEqual(Object.keys(pin.media.images).sort(), ['1200x', '150x150', '400x300', '600x']);
    assert.deepEqual([pin.media.images['1200x'].width, pin.media.images['1200x'].height], [400, 300]);
    assert.match(pin.dominant_color, /^#[0-9a-f]{6}$/i);

    assert.deepEqual(ok<V5Pin>(await call('GET', `/v5/pins/${pin.id}`)), pin);

    const changed = ok<V5Pin>(
      await call('PATCH', `/v5/pins/${pin.id}`, { title: 'Blue tiles', link: null, note: 'for the floor' }),
    );
    assert.equal(changed.title, 'Blue tiles');
    assert.equal(changed.link, null);
    assert.equal(changed.description, 'Blue tiles');

    const mine = ok<V5Page<V5Pin>>(await call('GET', '/v5/pins?page_size=250'));
    assert.deepEqual(mine, { items: [changed], bookmark: null });
    const onBoard = ok<V5Page<V5Pin>>(await call('GET', `/v5/boards/${board.id}/pins`));
    assert.deepEqual(onBoard, { items: [changed], bookmark: null });

    const other = ok<V5Board>(await call('POST', '/v5/boards', { name: 'Bathroom' }), 201);
    assert.equal(other.privacy, 'PUBLIC');
    const saved = ok<V5Pin>(await call('POST', `/v5/pins/${pin.id}/save`, { board_id: other.id }), 201);
    assert.notEqual(saved.id, pin.id);
    assert.equal(saved.board_id, other.id);
    assert.equal(saved.parent_pin_id, pin.id);
    assert.equal(saved.title, 'Blue tiles');

    const boards = ok<V5Page<V5Board>>(await call('GET', '/v5/boards'));
    assert.deepEqual(boards.items.map((b) => b.name).sort(), ['Bathroom', 'Kitchen']);
    assert.equal(boards.items.find((b) => b.id === board.id)?.pin_count, 1);

    // Paged one at a time: both Pins, newest first, then a null bookmark.
    const first = ok<V5Page<V5Pin>>(await call('GET', '/v5/pins?page_size=1'));
    assert.deepEqual(
      first.items.map((p) => p.id),
      [saved.id],
    );
    assert.equal(typeof first.bookmark, 'string');
    const second = ok<V5Page<V5Pin>>(
      await call('GET', `/v5/pins?page_size=1&bookmark=${encodeURIComponent(first.bookmark!)}`),
    );
    assert.deepEqual(
      second.items.map((p) => p.id),
      [pin.id],
    );

    const deleted = await call('DELETE', `/v5/pins/${pin.id}`);
    assert.equal(deleted.status, 204, deleted.text);
    assert.equal(deleted.text, '');
    expectV5Error(await call('GET', `/v5/pins/${pin.id}`), 404, PinTexts.notFound);
    assert.deepEqual(
      ok<V5Page<V5Pin>>(await call('GET', '/v5/pins')).items.map((p) => p.id),
      [saved.id],
    );
  });

  it('makes a video Pin from /v5/media: the file posted to upload_url with the same token', async () => {
    const bo = await signUp(gateway.url, 'v5vid');
    const call = await scriptOf(bo, ['pins:write', 'boards:read']);
    const board = await newBoard(bo);

    const media = ok<V5MediaUpload>(await call('POST', '/v5/media', { media_type: 'video' }), 201);
    assert.equal(media.media_type, 'video');
    assert.equal(media.upload_url, `/v3/uploads/${media.media_id}/`);
    assert.deepEqual(ok<V5Media>(await call('GET', `/v5/media/${media.media_id}`)), {
      media_id: media.media_id,
      media_type: 'video',
      status: 'registered',
    });
    // A video Pin waits for its file.
    const early = await call('POST', '/v5/pins', {
      board_id: board.id,
      media_source: {
        source_type: 'video_id',
        media_id: media.media_id,
        cover_image_url: 'https://x.example/a.png',
      },
    });
    expectV5Error(early, 400, PinTexts.uploadNotReady);

    // The file, as a script posts it to upload_url: the token, no cookie and no CSRF header.
    const form = new FormData();
    for (const [name, value] of Object.entries(media.upload_parameters)) form.append(name, value);
    form.append(
      'file',
      new Blob([await readFile(VIDEO_FIXTURES.clip.path)], { type: 'video/mp4' }),
      'clip.mp4',
    );
    const { token } = await newAccessToken(bo, ['pins:write'], 'uploader');
    const posted = await fetch(`${gateway.url}${media.upload_url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const postedText = await posted.text();
    assert.equal(posted.status, 200, postedText);
    const state = (JSON.parse(postedText) as { resource_response: { data: UploadState } }).resource_response
      .data;
    assert.equal(state.status, 'succeeded');
    assert.equal(ok<V5Media>(await call('GET', `/v5/media/${media.media_id}`)).status, 'succeeded');
    assert.deepEqual(ok<V5Page<V5Media>>(await call('GET', '/v5/media')), {
      items: [{ media_id: media.media_id, media_type: 'video', status: 'succeeded' }],
      bookmark: null,
    });

    const pin = ok<V5Pin>(
      await call('POST', '/v5/pins', {
        board_id: board.id,
        title: 'Waves',
        media_source: {
          source_type: 'video_id',
          media_id: media.media_id,
          cover_image_content_type: 'image/png',
          cover_image_data: png([20, 90, 160]),
          cover_image_key_frame_time: 0.5,
        },
      }),
      201,
    );
    assert.equal(pin.creative_type, 'VIDEO');
    assert.equal(pin.media.media_type, 'video');
    if (pin.media.media_type !== 'video') return;
    assert.equal(pin.media.duration, Math.round(VIDEO_FIXTURES.clip.durationSeconds * 1000));
    assert.deepEqual([pin.media.width, pin.media.height], [320, 240]);
    assert.equal(pin.media.cover_image_url, pin.media.images['1200x'].url);
    const video = await fetch(`${gateway.url}${pin.media.video_url}`);
    assert.equal(video.status, 200);
    assert.equal(video.headers.get('content-type'), 'video/mp4');

    // Another person's upload, or its file posted again, is not theirs to use.
    const eve = await signUp(gateway.url, 'v5eve');
    const eveCall = await scriptOf(eve, ['pins:write']);
    expectV5Error(await eveCall('GET', `/v5/media/${media.media_id}`), 404, PinTexts.uploadNotFound);
    expectV5Error(await call('GET', '/v5/media/nothex'), 404, PinTexts.uploadNotFound);
  });

  it('asks each token for the scope of the path', async () => {
    const cy = await signUp(gateway.url, 'v5scope');
    const board = await newBoard(cy);
    const adsOnly = await scriptOf(cy, ['ads:read', 'ads:write']);
    expectV5Error(await adsOnly('GET', '/v5/pins'), 403, AccessTokenTexts.scopeMissing('pins:read'));
    expectV5Error(await adsOnly('POST', '/v5/media', { media_type: 'video' }), 403);
    expectV5Error(await adsOnly('GET', '/v5/boards'), 403, AccessTokenTexts.scopeMissing('boards:read'));

    const readPins = await scriptOf(cy, ['pins:read']);
    ok(await readPins('GET', '/v5/pins'));
    const body = {
      board_id: board.id,
      media_source: { source_type: 'image_base64', content_type: 'image/png', data: png([1, 2, 3]) },
    };
    expectV5Error(await readPins('POST', '/v5/pins', body), 403, AccessTokenTexts.scopeMissing('pins:write'));
    expectV5Error(await readPins('GET', '/v5/boards'), 403, AccessTokenTexts.scopeMissing('boards:read'));

    const readBoards = await scriptOf(cy, ['boards:read']);
    ok(await readBoards('GET', '/v5/boards'));
    expectV5Error(await readBoards('POST', '/v5/boards', { name: 'No' }), 403);
    // The upload URL takes pins:write only.
    const media = ok<V5MediaUpload>(
      await (
        await scriptOf(cy, ['pins:write'])
      )('POST', '/v5/media', { media_type: 'video' }),
      201,
    );
    const { token } = await newAccessToken(cy, ['pins:read'], 'reader');
    const refused = await fetch(`${gateway.url}${media.upload_url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    assert.equal(refused.status, 403);

    // The session works too, with its CSRF header on writes (and not without it).
    const made = await v5Call(cy, 'POST', '/v5/boards', { name: 'By hand' });
    assert.equal(made.status, 201, made.text);
    const noCsrf = await cy.api.raw('/v5/boards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Forged' }),
    });
    expectV5Error(noCsrf, 403);
  });

  it("never shows another person's secret board, nor its Pins", async () => {
    const dee = await signUp(gateway.url, 'v5dee');
    const deeCall = await scriptOf(dee, ['pins:write', 'boards:write']);
    const secret = ok<V5Board>(
      await deeCall('POST', '/v5/boards', { name: 'Gifts', privacy: 'SECRET' }),
      201,
    );
    const open = ok<V5Board>(await deeCall('POST', '/v5/boards', { name: 'Garden' }), 201);
    const hidden = ok<V5Pin>(
      await deeCall('POST', '/v5/pins', {
        board_id: secret.id,
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: png([200, 20, 20]) },
      }),
      201,
    );

    const eli = await signUp(gateway.url, 'v5eli');
    const eliCall = await scriptOf(eli, ['pins:write', 'boards:write']);
    expectV5Error(await eliCall('GET', `/v5/boards/${secret.id}`), 404, BoardTexts.notFound);
    expectV5Error(await eliCall('GET', `/v5/boards/${secret.id}/pins`), 404, BoardTexts.notFound);
    expectV5Error(await eliCall('GET', `/v5/pins/${hidden.id}`), 404, PinTexts.notFound);
    expectV5Error(await eliCall('POST', `/v5/pins/${hidden.id}/save`, { board_id: open.id }), 404);
    expectV5Error(
      await eliCall('POST', '/v5/pins', {
        board_id: secret.id,
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: png([1, 1, 1]) },
      }),
      404,
    );
    expectV5Error(await eliCall('DELETE', `/v5/pins/${hidden.id}`), 404);
    assert.deepEqual(ok<V5Page<V5Board>>(await eliCall('GET', '/v5/boards')).items, []);
    // The public one is there for anyone, and is not theirs to write to.
    assert.equal(ok<V5Board>(await eliCall('GET', `/v5/boards/${open.id}`)).name, 'Garden');
  });

  it('answers bad requests with 400 and a message, and ids out of range with 404', async () => {
    const fay = await signUp(gateway.url, 'v5bad');
    const call = await scriptOf(fay, ['pins:write', 'boards:write']);
    const board = ok<V5Board>(await call('POST', '/v5/boards', { name: 'Things' }), 201);
    const image = { source_type: 'image_base64', content_type: 'image/png', data: png([9, 9, 9]) };

    expectV5Error(
      await call('POST', '/v5/boards', { name: 'P', privacy: 'PROTECTED' }),
      400,
      V5BoardTexts.noProtected,
    );
    expectV5Error(
      await call('POST', '/v5/boards', { name: 'P', privacy: 'OPEN' }),
      400,
      V5BoardTexts.privacy,
    );
    expectV5Error(await call('POST', '/v5/boards', {}), 400, BoardTexts.nameRequired);
    expectV5Error(await call('POST', '/v5/boards', { name: 'X', colour: 'red' }), 400);
    expectV5Error(await call('POST', '/v5/pins', { board_id: board.id }), 400);
    expectV5Error(
      await call('POST', '/v5/pins', { board_id: board.id, media_source: { source_type: 'pin_url' } }),
      400,
      V5PinTexts.sourceType,
    );
    expectV5Error(
      await call('POST', '/v5/pins', {
        board_id: board.id,
        media_source: { ...image, content_type: 'image/gif' },
      }),
      400,
      V5PinTexts.contentType,
    );
    expectV5Error(
      await call('POST', '/v5/pins', {
        board_id: board.id,
        media_source: { source_type: 'video_id', media_id: '0123456789abcdef0123456789abcdef' },
      }),
      400,
      V5PinTexts.oneCover,
    );
    expectV5Error(
      await call('POST', '/v5/pins', { board_id: board.id, title: 'x'.repeat(101), media_source: image }),
      400,
    );
    expectV5Error(
      await call('POST', '/v5/pins', {
        board_id: board.id,
        link: 'javascript:alert(1)',
        media_source: image,
      }),
      400,
      PinTexts.invalidLink,
    );
    expectV5Error(
      await call('POST', '/v5/pins', { board_id: '99999999999999999999', media_source: image }),
      400,
    );
    expectV5Error(await call('POST', '/v5/pins', '{not json'), 400);
    expectV5Error(await call('POST', '/v5/media', { media_type: 'image' }), 400, V5PinTexts.mediaType);
    expectV5Error(await call('GET', '/v5/pins?page_size=251'), 400);
    expectV5Error(await call('GET', '/v5/boards?page_size=0'), 400);
    expectV5Error(await call('GET', '/v5/pins?bookmark=nonsense'), 400);
    expectV5Error(await call('PATCH', '/v5/pins/1', { pinned: true }), 400);

    for (const path of ['/v5/pins/99999999999999999999', '/v5/pins/abc', '/v5/boards/99999999999999999999']) {
      expectV5Error(await call('GET', path), 404);
    }
    expectV5Error(await call('DELETE', '/v5/pins/0'), 404, PinTexts.notFound);
    expectV5Error(await call('GET', '/v5/boards/9223372036854775807/pins'), 404, BoardTexts.notFound);
  });
});

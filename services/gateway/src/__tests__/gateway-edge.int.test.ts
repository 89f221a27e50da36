/**
 * The gateway's own behaviour, which needs no service behind it: envelope errors, CSRF, body
 * limits, static files, SPA fallback and runtime config. Real Redis and NATS (test instances).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CSRF_COOKIE, MAX_BODY_BYTES, Messages } from '@pinboard/contracts';
import { startGateway, type RunningGateway } from '../app.js';
import { TestBrowser } from './support/http-client.js';
import { gatewayTestConfig } from './support/services-under-test.js';

describe('gateway edge (no services needed)', () => {
  let gateway: RunningGateway;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateway-edge-'));
    mkdirSync(join(dir, 'shell/assets'), { recursive: true });
    writeFileSync(join(dir, 'shell/index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dir, 'shell/assets/main.0123abcd.js'), 'console.log(1)');
    mkdirSync(join(dir, 'pins'));
    writeFileSync(join(dir, 'pins/mf-manifest.json'), '{"id":"mfe_pins"}');
    writeFileSync(join(dir, 'pins/remoteEntry.js'), 'var x;');
    writeFileSync(join(dir, 'pins/412.deadbeef99.js'), 'var y;');
    mkdirSync(join(dir, 'media/ab'), { recursive: true });
    writeFileSync(join(dir, 'media/ab/pin.jpg'), 'jpeg');
    gateway = await startGateway(
      gatewayTestConfig({
        SHELL_DIST: join(dir, 'shell'),
        MFE_PINS_DIST: join(dir, 'pins'),
        MFE_BOARDS_DIST: join(dir, 'missing-boards-dist'),
        MEDIA_ROOT: join(dir, 'media'),
        MFE_BOARDS_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json',
      }),
    );
  });

  after(async () => {
    await gateway?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves runtime-config.json with the configured remotes, uncached', async () => {
    const res = await fetch(`${gateway.url}/runtime-config.json`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await res.json(), {
      remotes: { mfe_pins: '/mfe/pins/mf-manifest.json', mfe_boards: 'http://127.0.0.1:9/mf-manifest.json' },
    });
  });

  it('hands out a readable csrftoken cookie when the request has none', async () => {
    const res = await fetch(`${gateway.url}/runtime-config.json`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`));
    assert.ok(cookie, 'csrftoken cookie set');
    assert.match(cookie, /Path=\//);
    assert.match(cookie, /SameSite=Lax/);
    assert.doesNotMatch(cookie, /HttpOnly/i);
    const again = await fetch(`${gateway.url}/runtime-config.json`, { headers: { cookie: 'csrftoken=abc' } });
    assert.equal(again.headers.getSetCookie().length, 0);
  });

  it('falls back to the shell index.html for page routes, and serves its files', async () => {
    for (const path of ['/', '/someuser', '/someuser/trips/', '/pin/123/']) {
      const res = await fetch(`${gateway.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('cache-control'), 'no-cache', path);
      assert.match(await res.text(), /<title>shell<\/title>/, path);
    }
    const asset = await fetch(`${gateway.url}/assets/main.0123abcd.js`);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await asset.text(), 'console.log(1)');
  });

  it('serves remotes with CORS, manifests uncached and hashed chunks cached', async () => {
    const manifest = await fetch(`${gateway.url}/mfe/pins/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    const entry = await fetch(`${gateway.url}/mfe/pins/remoteEntry.js`);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const chunk = await fetch(`${gateway.url}/mfe/pins/412.deadbeef99.js`);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
  });

  it('answers 404 for a remote whose dist is missing, without falling back to the shell', async () => {
    const res = await fetch(`${gateway.url}/mfe/boards/mf-manifest.json`);
    assert.equal(res.status, 404);
    assert.equal(
      ((await res.json()) as { resource_response: { status: string } }).resource_response.status,
      'failure',
    );
  });

  it('serves media as immutable', async () => {
    const res = await fetch(`${gateway.url}/media/ab/pin.jpg`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${gateway.url}/media/ab/none.jpg`)).status, 404);
  });

  it('answers unknown API paths with a 404 envelope, not the shell', async () => {
    const browser = new TestBrowser(gateway.url);
    for (const path of ['/resource/x', '/v3/nothing/', '/resource']) {
      const res = await browser.fetch(path);
      assert.equal(res.status, 404, path);
      const body = (await res.json()) as {
        resource_response: { status: string; error: { http_status: number } };
      };
      assert.equal(body.resource_response.status, 'failure', path);
      assert.equal(body.resource_response.error.http_status, 404, path);
    }
  });

  it('answers an unknown resource or action with 404 and a clear message', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const resource = await browser.get('NopeResource', {});
    assert.equal(resource.status, 404);
    assert.equal(resource.body.resource_response.error?.message, Messages.unknownResource('NopeResource'));
    const action = await browser.post('BoardResource/frobnicate', {});
    assert.equal(action.status, 404);
    assert.equal(
      action.body.resource_response.error?.message,
      Messages.unknownAction('BoardResource', 'frobnicate'),
    );
    const getByPost = await browser.post('BoardResource/get', {});
    assert.equal(getByPost.status, 404);
  });

  it('refuses unsafe requests without a matching X-CSRFToken with 403', async () => {
    const browser = new TestBrowser(gateway.url);
    const noCookie = await browser.post('BoardResource/create', { name: 'x' });
    assert.equal(noCookie.status, 403);
    assert.equal(noCookie.body.resource_response.error?.message, Messages.csrf);
    assert.equal(noCookie.body.resource_response.error?.api_error_code, 4);
    assert.ok(browser.cookies.get(CSRF_COOKIE), 'the 403 hands out a token to retry with');
    const wrong = await browser.post('BoardResource/create', { name: 'x' }, { csrf: 'wrong' });
    assert.equal(wrong.status, 403);
    const missing = await browser.post('BoardResource/create', { name: 'x' }, { csrf: false });
    assert.equal(missing.status, 403);
    const v3 = await browser.fetch('/v3/users/me/', { method: 'POST' });
    assert.equal(v3.status, 403);
  });

  it('answers malformed JSON, bad content types and oversized bodies with 4xx envelopes', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const body = await browser.post('UserSessionResource/create', null, {
      raw: { body: '{"options":', type: 'application/json' },
    });
    assert.equal(body.status, 400);
    assert.equal(body.body.resource_response.error?.message, Messages.malformedJson);
    const form = await browser.post('UserSessionResource/create', null, {
      raw: { body: 'data=%7Bnope', type: 'application/x-www-form-urlencoded' },
    });
    assert.equal(form.status, 400);
    assert.equal(form.body.resource_response.error?.message, Messages.malformedJson);
    const query = await browser.fetch('/resource/UserResource/get/?data=%7Bnope');
    assert.equal(query.status, 400);
    const xml = await browser.post('UserSessionResource/create', null, {
      raw: { body: '<x/>', type: 'text/xml' },
    });
    assert.equal(xml.status, 415);
    assert.equal(xml.body.resource_response.status, 'failure');
    const huge = await browser.post('UserSessionResource/create', null, {
      raw: { body: `{"options":{"password":"${'x'.repeat(MAX_BODY_BYTES)}"}}`, type: 'application/json' },
    });
    assert.equal(huge.status, 413);
    assert.equal(huge.body.resource_response.error?.message, Messages.bodyTooLarge);
  });

  it('asks for a login before anything else on session-only actions', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const repin = await browser.post('RepinResource/create', { pin_id: '1', board_id: '2' });
    assert.equal(repin.status, 401);
    assert.equal(repin.body.resource_response.error?.message, 'Log in to save this Pin');
    const board = await browser.post('BoardResource/create', { name: 'Trips' });
    assert.equal(board.status, 401);
    assert.equal(board.body.resource_response.error?.message, Messages.loginToCreate);
    browser.cookies.set('pb_sess', 'not-a-session');
    const forged = await browser.v3('users/me/');
    assert.equal(forged.status, 401);
  });

  it('accepts an incoming traceparent without complaint', async () => {
    const res = await fetch(`${gateway.url}/runtime-config.json`, {
      headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    assert.equal(res.status, 200);
  });
});

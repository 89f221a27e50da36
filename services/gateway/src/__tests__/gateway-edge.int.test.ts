/**
 * The gateway's own behaviour, which needs no service behind it: envelope errors, CSRF, body
 * limits, static files, SPA fallback and runtime config. Real Redis and NATS (test instances).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { connect } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  CommonTexts,
  CSRF_COOKIE,
  LoginTexts,
  MAX_BODY_BYTES,
  SECURE_COOKIE_PREFIX,
  type ResourceResponse,
} from '@pinboard/contracts';
import { remotes, services } from '@pinboard/parts';
import { TestBrowser } from '@pinboard/test-kit';
import { startGateway, type RunningGateway } from '../app.js';
import { gatewayTestConfig, requestForHost } from './support.js';

const BIG_CHUNK = `var chunk = ${JSON.stringify('pinboard '.repeat(400))};`;

const envelopeOf = (json: unknown) => (json as ResourceResponse<unknown>).resource_response;

describe('gateway edge (no services needed)', () => {
  let gateway: RunningGateway;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateway-edge-'));
    mkdirSync(join(dir, 'shell/assets'), { recursive: true });
    writeFileSync(
      join(dir, 'shell/index.html'),
      '<!doctype html><html><head><title>shell</title></head><body></body></html>',
    );
    writeFileSync(join(dir, 'shell/assets/main.0123abcd.js'), 'console.log(1)');
    mkdirSync(join(dir, 'pins'));
    writeFileSync(join(dir, 'pins/mf-manifest.json'), '{"id":"mfe_pins"}');
    writeFileSync(join(dir, 'pins/remoteEntry.js'), 'var x;');
    writeFileSync(join(dir, 'pins/412.deadbeef99.js'), 'var y;');
    // A chunk as mf-build leaves it: with brotli and gzip copies beside it.
    writeFileSync(join(dir, 'pins/500.cafe.js'), BIG_CHUNK);
    writeFileSync(join(dir, 'pins/500.cafe.js.br'), brotliCompressSync(BIG_CHUNK));
    writeFileSync(join(dir, 'pins/500.cafe.js.gz'), gzipSync(BIG_CHUNK));
    writeFileSync(join(dir, 'shell/index.html.gz'), gzipSync('<!doctype html><title>shell</title>'));
    mkdirSync(join(dir, 'media/ab'), { recursive: true });
    writeFileSync(join(dir, 'media/ab/pin.jpg'), 'jpeg');
    gateway = await startGateway(
      gatewayTestConfig({ SHELL_DIST: join(dir, 'shell'), MEDIA_ROOT: join(dir, 'media') }),
      {
        ...process.env,
        MFE_PINS_DIST: join(dir, 'pins'),
        MFE_BOARDS_DIST: join(dir, 'missing-boards-dist'),
        MFE_BOARDS_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json',
      },
    );
  });

  after(async () => {
    await gateway?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves runtime-config.json naming every discovered remote, with overrides, uncached', async () => {
    const res = await fetch(`${gateway.url}/runtime-config.json`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    const config = (await res.json()) as { remotes: Record<string, string> };
    const expected = Object.fromEntries(
      remotes().map((r) => [r.federationName, `${r.mountPath}mf-manifest.json`]),
    );
    assert.deepEqual(config.remotes, { ...expected, mfe_boards: 'http://127.0.0.1:9/mf-manifest.json' });
    assert.ok(remotes().length >= 2, 'the remotes are found');
  });

  it('reports every discovered service on /health (down here: none runs), without a database of its own', async () => {
    const res = await fetch(`${gateway.url}/health`);
    assert.equal(res.status, 503);
    const report = (await res.json()) as { info: object; error: object };
    const parts = Object.keys({ ...report.info, ...report.error }).sort();
    assert.deepEqual(parts, [...services().map((s) => s.name), 'nats', 'redis'].sort());
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

  it('names cookies __Host- and marks them Secure on any host but localhost, and reads only those there', async () => {
    const away = await requestForHost(gateway.url, 'pinboard.example', '/runtime-config.json');
    const cookie = away.setCookies.find((c) => c.startsWith(`${SECURE_COOKIE_PREFIX}${CSRF_COOKIE}=`));
    assert.ok(cookie, away.setCookies.join(' | '));
    assert.match(cookie, /; Secure/);
    assert.match(cookie, /Path=\//);
    assert.doesNotMatch(cookie, /Domain=/i, '__Host- cookies have no Domain');
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const write = (cookieHeader: string) =>
      requestForHost(gateway.url, 'pinboard.example', '/resource/NoSuchResource/create/', {
        method: 'POST',
        headers: { cookie: cookieHeader, 'x-csrftoken': token, 'content-type': 'application/json' },
        body: '{}',
      });
    // The prefixed cookie passes the CSRF check (then: no such resource); a plain one, which a
    // sibling subdomain could plant, is not read there.
    assert.equal((await write(`${SECURE_COOKIE_PREFIX}${CSRF_COOKIE}=${token}`)).status, 404);
    assert.equal((await write(`${CSRF_COOKIE}=${token}`)).status, 403);
    // This machine's own names over plain http keep the plain, non-Secure cookie (npm start).
    for (const host of ['localhost:8080', '127.0.0.1', '[::1]:8080']) {
      const local = await requestForHost(gateway.url, host, '/runtime-config.json');
      const plain = local.setCookies.find((c) => c.startsWith(`${CSRF_COOKIE}=`));
      assert.ok(plain, `${host}: ${local.setCookies.join(' | ')}`);
      assert.doesNotMatch(plain, /Secure/);
    }
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

  it("sends a file's brotli or gzip copy to a client that takes it, and the file to one that does not", async () => {
    const path = `${gateway.url}/mfe/pins/500.cafe.js`;
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      // fetch decodes what it is sent: the text is the file's whichever way it came.
      const res = await fetch(path, { headers: { 'accept-encoding': accept } });
      assert.equal(res.status, 200, accept);
      assert.equal(res.headers.get('content-encoding'), encoding, accept);
      assert.match(res.headers.get('content-type') ?? '', /javascript/, accept);
      assert.match(res.headers.get('vary') ?? '', /Accept-Encoding/i, accept);
      assert.equal(await res.text(), BIG_CHUNK, accept);
    }
    // A page is written per request (its runtime config and first files); compressed over 1 KB.
    const page = await fetch(`${gateway.url}/someuser/`, { headers: { 'accept-encoding': 'gzip' } });
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const html = await page.text();
    assert.match(html, /<title>shell<\/title>/);
    assert.match(html, /<script type="application\/json" id="pb-runtime-config">\{"remotes":\{/);
    // No session cookie: the page says its viewer is a visitor (the shell then asks no /me).
    assert.match(html, /<script type="application\/json" id="pb-session">\{"signed_in":false\}<\/script>/);
    assert.match(page.headers.get('vary') ?? '', /Cookie/, 'the page differs by cookie');
    const withCookie = await fetch(`${gateway.url}/someuser/`, { headers: { cookie: 'pb_sess=abc' } });
    assert.doesNotMatch(await withCookie.text(), /id="pb-session"/, 'a cookie: the shell asks');
  });

  it('compresses answers over 1 KB for clients that take it, and no others', async () => {
    const big = await fetch(`${gateway.url}/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(big.status, 200);
    assert.equal(big.headers.get('content-encoding'), 'br');
    assert.ok(((await big.json()) as { paths: object }).paths, 'decodes to the document');
    const plain = await fetch(`${gateway.url}/openapi.json`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    const small = await fetch(`${gateway.url}/runtime-config.json`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(small.headers.get('content-encoding'), null, 'under 1 KB: not worth it');
  });

  it('sends security headers on every answer, and personal JSON is never stored', async () => {
    for (const path of ['/', '/assets/main.0123abcd.js', '/runtime-config.json', '/v3/nope/']) {
      const res = await fetch(`${gateway.url}${path}`);
      const policy = res.headers.get('content-security-policy') ?? '';
      assert.match(policy, /script-src 'self'(;| )/, path);
      assert.match(policy, /frame-ancestors 'none'/, path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
    }
    // MFE_BOARDS_MANIFEST_URL names another origin: its scripts are allowed too.
    const policy = (await fetch(`${gateway.url}/`)).headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self' http:\/\/127\.0\.0\.1:9;/);
    const json = await fetch(`${gateway.url}/resource/UserResource/get/?data=%7Bnope`);
    assert.equal(json.headers.get('cache-control'), 'no-store');
    const config = await fetch(`${gateway.url}/runtime-config.json`);
    assert.equal(config.headers.get('cache-control'), 'no-cache', 'its own caching is kept');
  });

  it('answers an unknown API path with a JSON 404, never the shell page', async () => {
    for (const path of ['/v3/nope/', '/v5/nope', '/ads/v4/nope/', '/resource/nope/']) {
      const res = await fetch(`${gateway.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.match(res.headers.get('content-type') ?? '', /application\/json/, path);
    }
    // An advertiser page without its prefix is a page (SPEC §2.2).
    const page = await fetch(`${gateway.url}/ads/create/`);
    assert.match(await page.text(), /<title>shell<\/title>/);
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
      const res = await browser.transport.fetch(path);
      assert.equal(res.status, 404, path);
      const body = envelopeOf(await res.json());
      assert.equal(body.status, 'failure', path);
      assert.equal(body.error?.http_status, 404, path);
    }
  });

  it('answers an unknown resource or action with 404 and a clear message', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const resource = await browser.call('get', 'NopeResource', {});
    assert.equal(resource.status, 404);
    assert.equal(!resource.ok && resource.error.message, CommonTexts.unknownResource('NopeResource'));
    const action = await browser.raw('/resource/BoardResource/frobnicate/', {
      method: 'POST',
      headers: { 'x-csrftoken': browser.cookies.get(CSRF_COOKIE)!, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(action.status, 404);
    assert.equal(
      envelopeOf(action.json).error?.message,
      CommonTexts.unknownAction('BoardResource', 'frobnicate'),
    );
    const getByPost = await browser.raw('/resource/BoardResource/get/', {
      method: 'POST',
      headers: { 'x-csrftoken': browser.cookies.get(CSRF_COOKIE)!, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(getByPost.status, 404);
  });

  it('refuses unsafe requests without a matching X-CSRFToken with 403', async () => {
    const browser = new TestBrowser(gateway.url);
    const body = JSON.stringify({ options: { name: 'x' } });
    const noCookie = await browser.post('BoardResource', 'create', body, { csrf: false });
    assert.equal(noCookie.status, 403);
    assert.equal(envelopeOf(noCookie.json).error?.message, CommonTexts.csrf);
    assert.equal(envelopeOf(noCookie.json).error?.api_error_code, 4);
    assert.ok(browser.cookies.get(CSRF_COOKIE), 'the 403 hands out a token to retry with');
    const wrong = await browser.post('BoardResource', 'create', body, { csrf: 'wrong' });
    assert.equal(wrong.status, 403);
    const missing = await browser.post('BoardResource', 'create', body, { csrf: false });
    assert.equal(missing.status, 403);
    const v3 = await browser.raw('/v3/users/me/', { method: 'POST' });
    assert.equal(v3.status, 403);
  });

  it('refuses a NUL character in a body, a form, a query or a path, before anything is done', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const json = await browser.post(
      'UserSessionResource',
      'create',
      JSON.stringify({ options: { username_or_email: 'a\u0000b', password: 'x' } }),
    );
    assert.equal(json.status, 400);
    assert.equal(envelopeOf(json.json).error?.message, CommonTexts.nulCharacter);
    const key = await browser.post('UserSessionResource', 'create', '{"options":{"a\\u0000":1}}');
    assert.equal(key.status, 400, 'in a key too');
    const form = await browser.post('UserSessionResource', 'create', 'data=%7B%7D&x=a%00b', {
      contentType: 'application/x-www-form-urlencoded',
    });
    assert.equal(form.status, 400);
    assert.equal(envelopeOf(form.json).error?.message, CommonTexts.nulCharacter);
    const query = await browser.raw(
      `/resource/UserResource/get/?data=${encodeURIComponent('{"options":{"username":"a\u0000"}}')}`,
    );
    assert.equal(query.status, 400);
    assert.equal(envelopeOf(query.json).error?.message, CommonTexts.nulCharacter);
    const v5 = await browser.raw('/v5/ad_accounts?bookmark=%00');
    assert.equal(v5.status, 400);
    assert.equal((v5.json as { message?: string }).message, CommonTexts.nulCharacter);
  });

  it('answers headers too large and a malformed request with the envelope too', async () => {
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(
          new URL(gateway.url).port ? Number(new URL(gateway.url).port) : 80,
          '127.0.0.1',
        );
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.write(request);
      });
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
    assert.match(huge, /^HTTP\/1\.1 431 /);
    const hugeBody = JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4)) as ResourceResponse<unknown>;
    assert.equal(hugeBody.resource_response.error?.message, CommonTexts.headersTooLarge);
    assert.equal(hugeBody.resource_response.error?.http_status, 431);
    const garbled = await raw('NOT A REQUEST\r\n\r\n');
    assert.match(garbled, /^HTTP\/1\.1 400 /);
    assert.match(garbled, /"status":"failure"/);
  });

  it('answers malformed JSON, bad content types and oversized bodies with 4xx envelopes', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const body = await browser.post('UserSessionResource', 'create', '{"options":');
    assert.equal(body.status, 400);
    assert.equal(envelopeOf(body.json).error?.message, CommonTexts.malformedJson);
    const form = await browser.post('UserSessionResource', 'create', 'data=%7Bnope', {
      contentType: 'application/x-www-form-urlencoded',
    });
    assert.equal(form.status, 400);
    assert.equal(envelopeOf(form.json).error?.message, CommonTexts.malformedJson);
    const query = await browser.raw('/resource/UserResource/get/?data=%7Bnope');
    assert.equal(query.status, 400);
    const xml = await browser.post('UserSessionResource', 'create', '<x/>', { contentType: 'text/xml' });
    assert.equal(xml.status, 415);
    assert.equal(envelopeOf(xml.json).status, 'failure');
    const huge = await browser.post(
      'UserSessionResource',
      'create',
      `{"options":{"password":"${'x'.repeat(MAX_BODY_BYTES)}"}}`,
    );
    assert.equal(huge.status, 413);
    assert.equal(envelopeOf(huge.json).error?.message, CommonTexts.bodyTooLarge);
  });

  it('refuses a body that is not UTF-8 or carries prototype keys, and a sign-out so sent does nothing', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const send = (body: string | Uint8Array, contentType = 'application/json') =>
      browser.raw('/resource/UserSessionResource/delete/', {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-csrftoken': browser.cookies.get(CSRF_COOKIE)! },
        body,
      });
    for (const [body, type] of [
      [new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'],
      [new Uint8Array([0x64, 0x61, 0x74, 0x61, 0x3d, 0xc3, 0x28]), 'application/x-www-form-urlencoded'],
      ['{"__proto__":{"options":{}}}', 'application/json'],
      ['{"options":{"constructor":{"prototype":{"isAdmin":true}}}}', 'application/json'],
    ] as const) {
      const answer = await send(body, type);
      assert.equal(answer.status, 400, answer.text);
      assert.equal(envelopeOf(answer.json).error?.message, CommonTexts.unsafeBody);
    }
    // A key named constructor that holds no prototype is plain data.
    assert.equal((await send('{"options":{"constructor":1}}')).status, 400, 'an unknown option still');
  });

  it('answers an address the router refuses with the envelope (v5: its error)', async () => {
    const badEncoding = await fetch(`${gateway.url}/v3/pins/%FF/`);
    assert.equal(badEncoding.status, 400);
    const body = (await badEncoding.json()) as ResourceResponse<unknown>;
    assert.equal(body.resource_response.error?.message, CommonTexts.invalidRequest);
    // (A GET that long finds the unknown-path route instead: a JSON 404, tested above.)
    const long = await fetch(`${gateway.url}/v3/boards/${'1'.repeat(500)}/follow/`, { method: 'PUT' });
    assert.equal(long.status, 414);
    assert.equal(
      ((await long.json()) as ResourceResponse<unknown>).resource_response.error?.message,
      CommonTexts.addressTooLong,
    );
    for (const path of ['/v5/ad_accounts/%FF/campaigns', `/v5/ad_accounts/${'1'.repeat(500)}/campaigns`]) {
      const v5 = await fetch(`${gateway.url}${path}`);
      assert.ok([400, 404, 414].includes(v5.status), `${v5.status}`);
      assert.deepEqual(Object.keys((await v5.json()) as object).sort(), ['code', 'message']);
    }
  });

  it('asks for a login before anything else on session-only actions', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const repin = await browser.create('RepinResource', { pin_id: '1', board_id: '2' });
    assert.equal(repin.status, 401);
    assert.equal(!repin.ok && repin.error.message, 'Log in to save this Pin');
    // Even with options that are not valid, the login comes first.
    const board = await browser.call('create', 'BoardResource', { name: 42 });
    assert.equal(board.status, 401);
    assert.equal(!board.ok && board.error.message, LoginTexts.toCreate);
    browser.cookies.set('pb_sess', 'not-a-session');
    const forged = await browser.me();
    assert.equal(forged.status, 401);
    assert.equal(!forged.ok && forged.error.message, CommonTexts.loginRequired);
  });

  it('publishes its API: /openapi.json (OpenAPI 3.1) and a docs page with its assets', async () => {
    const spec = await fetch(`${gateway.url}/openapi.json`);
    assert.equal(spec.status, 200);
    const document = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
    assert.equal(document.openapi, '3.1.0');
    assert.ok(document.paths['/resource/RepinResource/create/']);
    const page = await fetch(`${gateway.url}/api-docs`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const html = await page.text();
    assert.doesNotMatch(html, /<script>/, 'no inline script: the content security policy allows none');
    for (const asset of html.matchAll(/(?:href|src)="(\/api-docs\/[^"]+)"/g)) {
      assert.equal((await fetch(`${gateway.url}${asset[1]}`)).status, 200, asset[1]);
    }
    assert.equal((await fetch(`${gateway.url}/api-docs/assets/package.json`)).status, 404);
  });

  it('accepts an incoming traceparent without complaint', async () => {
    const res = await fetch(`${gateway.url}/runtime-config.json`, {
      headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    assert.equal(res.status, 200);
  });
});

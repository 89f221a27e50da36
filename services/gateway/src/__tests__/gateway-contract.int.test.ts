/**
 * The HTTP contract of SPEC §7 end to end: the gateway in-process, the real users, boards and pins
 * services as child processes, test Postgres, Redis (db 1) and NATS (4223).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  END_BOOKMARK,
  Messages,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  type Board,
  type Me,
  type Pin,
} from '@pinboard/contracts';
import { Redis } from 'ioredis';
import { startGateway, type RunningGateway } from '../app.js';
import { TestBrowser } from './support/http-client.js';
import { OtlpCollector } from './support/otlp-collector.js';
import {
  gatewayTestConfig,
  startServices,
  TEST_REDIS_URL,
  type ServicesUnderTest,
} from './support/services-under-test.js';
import { solidPng } from './support/solid-png.js';

const suffix = () => randomBytes(4).toString('hex');

function newUser() {
  const s = suffix();
  return {
    email: `gw_${s}@example.test`,
    password: 'correct horse',
    full_name: 'Grace Brewster Hopper',
    birthday: '1990-12-09',
    username: `gw_${s}`,
  };
}

const pngBase64 = (rgb: [number, number, number]) => solidPng(200, 300, rgb).toString('base64');

describe('gateway HTTP contract (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;
  let redis: Redis;
  const collector = new OtlpCollector();

  /** A browser with a fresh account, signed in. */
  async function signedUp(): Promise<{ browser: TestBrowser; user: ReturnType<typeof newUser>; me: Me }> {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const user = newUser();
    const res = await browser.post<Me>('UserRegisterResource/create', user);
    assert.equal(res.status, 200, res.text);
    return { browser, user, me: res.body.resource_response.data! };
  }

  async function createBoard(browser: TestBrowser, name: string, privacy: 'public' | 'secret' = 'public') {
    const res = await browser.post<Board>('BoardResource/create', { name, privacy });
    assert.equal(res.status, 200, res.text);
    return res.body.resource_response.data!;
  }

  before(async () => {
    // Every process exports its spans here, so that the test can see one Save as one trace.
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = await collector.start();
    redis = new Redis(TEST_REDIS_URL);
    const limits = await redis.keys('gateway:ratelimit:*');
    if (limits.length) await redis.del(...limits);
    services = await startServices();
    gateway = await startGateway(gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot }));
  });

  after(async () => {
    await gateway?.close();
    await services?.close();
    await redis?.quit();
    await collector.close();
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    if (services) rmSync(services.mediaRoot, { recursive: true, force: true });
  });

  it('registers, sets the session cookie and answers /v3/users/me/ in the envelope', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const user = newUser();
    const res = await browser.fetch('/resource/UserRegisterResource/create/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': browser.cookies.get('csrftoken')! },
      body: JSON.stringify({ options: user }),
    });
    assert.equal(res.status, 200);
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    assert.ok(session, 'session cookie set');
    assert.match(session, /HttpOnly/);
    assert.match(session, /SameSite=Lax/);
    assert.match(session, /Path=\//);
    assert.match(session, new RegExp(`Max-Age=${SESSION_TTL_SECONDS}`));
    assert.doesNotMatch(session, /Secure/, 'plain http: not Secure');
    const body = (await res.json()) as { resource_response: { status: string; error: null; data: Me } };
    assert.equal(body.resource_response.status, 'success');
    assert.equal(body.resource_response.error, null);
    assert.equal(body.resource_response.data.email, user.email);
    assert.equal(body.resource_response.data.username, user.username);

    for (const method of ['GET', 'POST'] as const) {
      const me = await browser.v3<Me>('users/me/', method);
      assert.equal(me.status, 200, `${method} ${me.text}`);
      assert.deepEqual(Object.keys(me.body.resource_response).sort(), ['data', 'error', 'status']);
      assert.equal(me.body.resource_response.data?.email, user.email);
      assert.equal(me.body.resource_response.data?.first_name, 'Grace');
    }
    const profile = await new TestBrowser(gateway.url).get('UserResource', { username: user.username });
    assert.equal(profile.status, 200);
    assert.equal((profile.body.resource_response.data as { username: string }).username, user.username);
  });

  it('logs in and out; the old session stops working', async () => {
    const { user } = await signedUp();
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const wrong = await browser.post('UserSessionResource/create', {
      username_or_email: user.email,
      password: 'not the password',
    });
    assert.ok(wrong.status >= 400 && wrong.status < 500, wrong.text);
    assert.equal(wrong.body.resource_response.error?.message, Messages.wrongCredentials);
    assert.equal(browser.cookies.get(SESSION_COOKIE), undefined);

    const login = await browser.post<Me>('UserSessionResource/create', {
      username_or_email: user.username,
      password: user.password,
    });
    assert.equal(login.status, 200, login.text);
    assert.equal(login.body.resource_response.data?.email, user.email);
    const token = browser.cookies.get(SESSION_COOKIE);
    assert.ok(token);
    assert.equal((await browser.v3('users/me/')).status, 200);

    const logout = await browser.post('UserSessionResource/delete', {});
    assert.equal(logout.status, 200, logout.text);
    assert.equal(browser.cookies.get(SESSION_COOKIE), undefined, 'cookie cleared');
    const me = await browser.v3('users/me/');
    assert.equal(me.status, 401);
    assert.equal(me.body.resource_response.error?.api_error_code, 3);

    const replay = new TestBrowser(gateway.url);
    replay.cookies.set(SESSION_COOKIE, token);
    assert.equal((await replay.v3('users/me/')).status, 401, 'the deleted session is gone from Redis');
  });

  it('writes nothing when the CSRF token is missing or wrong', async () => {
    const { browser, user } = await signedUp();
    const name = `Csrf ${suffix()}`;
    for (const csrf of [false, 'wrong'] as const) {
      const res = await browser.post('BoardResource/create', { name }, { csrf });
      assert.equal(res.status, 403);
      assert.equal(res.body.resource_response.error?.message, Messages.csrf);
    }
    const boards = await browser.get<Board[]>('BoardsResource', { username: user.username });
    assert.equal(boards.status, 200, boards.text);
    assert.ok(!boards.body.resource_response.data!.some((b) => b.name === name), 'no board was created');
  });

  it('refuses bad input with 4xx and a clear message, writing nothing', async () => {
    const { browser, user } = await signedUp();
    const cases: [unknown, number, string][] = [
      [{ name: '' }, 400, Messages.boardNameRequired],
      [{ name: '   ' }, 400, Messages.boardNameRequired],
      [{}, 400, Messages.boardNameRequired],
      [{ name: 42 }, 400, Messages.boardNameRequired],
      [{ name: 'x'.repeat(51) }, 400, Messages.maxLength(50)],
    ];
    for (const [options, status, message] of cases) {
      const res = await browser.post('BoardResource/create', options);
      assert.equal(res.status, status, JSON.stringify(options));
      assert.equal(res.body.resource_response.error?.message, message, JSON.stringify(options));
    }
    const unknownKey = await browser.post('BoardResource/create', { name: 'Ok', owner_id: '1' });
    assert.equal(unknownKey.status, 400);
    const badType = await browser.get('BoardsResource', { username: user.username, page_size: 'ten' });
    assert.equal(badType.status, 400);
    assert.match(badType.body.resource_response.error?.message ?? '', /page_size/);
    const noBoard = await browser.post('PinResource/create', { image_base64: pngBase64([1, 2, 3]) });
    assert.equal(noBoard.status, 400);
    assert.match(noBoard.body.resource_response.error?.message ?? '', /board_id/);
    const boards = await browser.get<Board[]>('BoardsResource', { username: user.username });
    assert.equal(boards.body.resource_response.data!.length, 0, 'nothing was written');
  });

  it("hides another user's secret board (404) and keeps it out of their list", async () => {
    const owner = await signedUp();
    const secret = await createBoard(owner.browser, `Secret ${suffix()}`, 'secret');
    const mine = await owner.browser.get<Board>('BoardResource', { board_id: secret.id });
    assert.equal(mine.status, 200);
    const other = await signedUp();
    const theirs = await other.browser.get<Board>('BoardResource', { board_id: secret.id });
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.resource_response.error?.message, Messages.boardNotFound);
    const anonymous = await new TestBrowser(gateway.url).get('BoardResource', { board_id: secret.id });
    assert.equal(anonymous.status, 404);
    const list = await other.browser.get<Board[]>('BoardsResource', { username: owner.user.username });
    assert.ok(!list.body.resource_response.data!.some((b) => b.id === secret.id));
  });

  it('asks a signed-out visitor to log in to save (401)', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const res = await browser.post('RepinResource/create', { pin_id: '1', board_id: '1' });
    assert.equal(res.status, 401);
    assert.equal(res.body.resource_response.error?.message, 'Log in to save this Pin');
  });

  it('creates a board and a Pin, shows it in the home feed, saves it to another board as one trace', async () => {
    const pinner = await signedUp();
    const board = await createBoard(pinner.browser, `Trips ${suffix()}`);
    const title = `Lisbon ${suffix()}`;
    const created = await pinner.browser.post<Pin>('PinResource/create', {
      board_id: board.id,
      image_base64: `data:image/png;base64,${pngBase64([200, 30, 60])}`,
      title,
      description: 'Tiles',
      link: 'https://example.com/lisbon',
      color: '#c81e3c',
      method: 'uploaded',
    });
    assert.equal(created.status, 200, created.text);
    const pin = created.body.resource_response.data!;
    assert.equal(pin.title, title);
    assert.equal(pin.board.id, board.id);

    const image = await fetch(`${gateway.url}${pin.images['236x'].url}`);
    assert.equal(image.status, 200, `stored image served at ${pin.images['236x'].url}`);
    assert.equal(image.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    const closeup = await new TestBrowser(gateway.url).v3<Pin>(`pins/${pin.id}/`);
    assert.equal(closeup.status, 200);
    assert.equal(closeup.headers.get('cache-control'), 'no-store');
    assert.equal(closeup.body.resource_response.data?.id, pin.id);
    const legacy = await new TestBrowser(gateway.url).get<Pin>('PinResource', {
      id: pin.id,
      field_set_key: 'detailed',
    });
    assert.equal(legacy.body.resource_response.data?.id, pin.id);

    const saver = await signedUp();
    const feed = await saver.browser.get<Pin[]>('UserHomefeedResource', { page_size: 100 });
    assert.equal(feed.status, 200, feed.text);
    assert.ok(
      feed.body.resource_response.data!.some((p) => p.id === pin.id),
      'new Pin in the home feed',
    );
    assert.equal(typeof feed.body.resource_response.bookmark, 'string');

    const target = await createBoard(saver.browser, `Saved ${suffix()}`);
    const repin = await saver.browser.post<Pin>('RepinResource/create', {
      pin_id: pin.id,
      board_id: target.id,
    });
    assert.equal(repin.status, 200, repin.text);
    const saved = repin.body.resource_response.data!;
    assert.equal(saved.repinned_from_id, pin.id);
    assert.equal(saved.board.id, target.id);

    const boardFeed = await saver.browser.get<Pin[]>('BoardFeedResource', { board_id: target.id });
    assert.equal(boardFeed.status, 200);
    assert.deepEqual(
      boardFeed.body.resource_response.data!.map((p) => p.id),
      [saved.id],
    );
    assert.equal(boardFeed.body.resource_response.bookmark, END_BOOKMARK);

    const notMine = await saver.browser.post('RepinResource/create', { pin_id: pin.id, board_id: board.id });
    assert.equal(notMine.status, 403, notMine.text);

    // The gateway's part is in-process and exact: the NATS request span is a child of the HTTP span.
    const isSave = (name: string) => name === 'HTTP POST /resource/RepinResource/create/';
    const saves = () => collector.spans.filter((s) => s.service === 'gateway' && isSave(s.name));
    const rpcChild = (http: { traceId: string; spanId: string }) =>
      collector.spans.some(
        (s) =>
          s.name === 'nats request pins.pin.repin' &&
          s.traceId === http.traceId &&
          s.parentSpanId === http.spanId,
      );
    // Across processes: spans arrive in batches (500 ms). Other test runs may share the test NATS
    // queue groups and take a request, so a few more Saves are made until one is seen whole.
    const saveTraced = () =>
      saves().some((http) => {
        const inTrace = collector.spans.filter((s) => s.traceId === http.traceId);
        return ['pins', 'boards'].every((svc) => inTrace.some((s) => s.service === svc));
      });
    const waitTraced = async () => {
      for (let i = 0; i < 20 && !saveTraced(); i++) await new Promise((r) => setTimeout(r, 150));
      return saveTraced();
    };
    for (let extra = 0; extra < 4 && !(await waitTraced()); extra++) {
      const board = await createBoard(saver.browser, `More ${suffix()}`);
      await saver.browser.post('RepinResource/create', { pin_id: pin.id, board_id: board.id });
    }
    assert.ok(saves().some(rpcChild), 'the NATS request is a child of the HTTP span');
    assert.ok(saveTraced(), 'one Save is one trace across gateway, pins and boards');
  });

  it('pages with bookmarks', async () => {
    const { browser, user } = await signedUp();
    for (let i = 0; i < 3; i++) await createBoard(browser, `Page ${i} ${suffix()}`);
    const first = await browser.get<Board[]>('BoardsResource', { username: user.username, page_size: 2 });
    assert.equal(first.body.resource_response.data!.length, 2);
    const bookmark = first.body.resource_response.bookmark!;
    assert.notEqual(bookmark, END_BOOKMARK);
    const second = await browser.get<Board[]>('BoardsResource', {
      username: user.username,
      page_size: 2,
      bookmark,
    });
    assert.equal(second.body.resource_response.data!.length, 1);
    assert.equal(second.body.resource_response.bookmark, END_BOOKMARK);
  });

  it('accepts a form-encoded body with a data field, as the web client sends', async () => {
    const { browser } = await signedUp();
    const name = `Form ${suffix()}`;
    const data = JSON.stringify({ options: { name, privacy: 'public' }, context: {} });
    const res = await browser.post<Board>('BoardResource/create', null, {
      raw: {
        body: `source_url=%2F&data=${encodeURIComponent(data)}`,
        type: 'application/x-www-form-urlencoded',
      },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.resource_response.data?.name, name);
  });

  it('limits register and login to the configured attempts per IP and minute', async () => {
    const limited = await startGateway(gatewayTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '2' }));
    try {
      const limits = await redis.keys('gateway:ratelimit:login:*');
      if (limits.length) await redis.del(...limits);
      const browser = new TestBrowser(limited.url);
      await browser.open();
      // A new name each time: the users service has its own limit on failures per account.
      const attempt = () =>
        browser.post('UserSessionResource/create', {
          username_or_email: `nobody_${suffix()}`,
          password: 'x',
        });
      assert.notEqual((await attempt()).status, 429);
      assert.notEqual((await attempt()).status, 429);
      const third = await attempt();
      assert.equal(third.status, 429);
      assert.equal(third.body.resource_response.error?.message, Messages.rateLimited);
    } finally {
      await limited.close();
      const limits = await redis.keys('gateway:ratelimit:login:*');
      if (limits.length) await redis.del(...limits);
    }
  });

  it('reports every part up on /health', async () => {
    const res = await fetch(`${gateway.url}/health`);
    const body = (await res.json()) as {
      status: string;
      info: Record<string, { status: string }>;
      error: object;
    };
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(body.status, 'ok');
    assert.deepEqual(Object.keys(body.info).sort(), ['boards', 'nats', 'pins', 'postgres', 'redis', 'users']);
    assert.ok(Object.values(body.info).every((i) => i.status === 'up'));
    assert.deepEqual(body.error, {});
  });
});

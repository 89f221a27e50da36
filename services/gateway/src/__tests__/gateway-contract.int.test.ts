/**
 * The HTTP contract of SPEC §7 end to end: the gateway in-process, every real service as a child
 * process (test-kit), test Postgres, Redis (db 1) and NATS (4223), through the one typed client.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  BoardTexts,
  CommonTexts,
  CSRF_COOKIE,
  CSRF_HEADER,
  END_BOOKMARK,
  LoginTexts,
  SearchTexts,
  SECURE_COOKIE_PREFIX,
  SESSION_COOKIE,
  SESSION_IDLE_SECONDS,
  SESSION_TTL_SECONDS,
  sessionKey,
  type SessionData,
  UserTexts,
  type ResourceResponse,
} from '@pinboard/contracts';
import { services as discoverServices } from '@pinboard/parts';
import {
  must,
  newBoard,
  newUserInput,
  OtlpCollector,
  signUp,
  solidPng,
  startServices,
  TestBrowser,
  testEnv,
  uniqueSuffix as suffix,
  waitFor,
  type Person,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { startGateway, type RunningGateway } from '../app.js';
import { gatewayTestConfig, requestForHost } from './support.js';

const pngBase64 = (rgb: [number, number, number]) => solidPng(200, 300, rgb).toString('base64');
const envelopeOf = (json: unknown) => (json as ResourceResponse<unknown>).resource_response;

describe('gateway HTTP contract (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;
  let redis: Redis;
  const collector = new OtlpCollector();
  const signedUp = (): Promise<Person> => signUp(gateway.url, 'gw');

  before(async () => {
    // Every process exports its spans here, so that the test can see one Save as one trace.
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = await collector.start();
    redis = new Redis(testEnv().redisUrl);
    const limits = await redis.keys('gateway:ratelimit:*');
    if (limits.length) await redis.del(...limits);
    services = await startServices();
    // Many people sign up from one address here; the limit itself is tested on a gateway of its own.
    gateway = await startGateway(
      gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot, AUTH_RATE_LIMIT_PER_MINUTE: '500' }),
    );
  });

  after(async () => {
    await gateway?.close();
    await services?.stop();
    await redis?.quit();
    await collector.close();
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  });

  it('registers, sets the session cookie and answers /v3/users/me/ in the envelope', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const user = newUserInput('gw', true);
    const res = await browser.post('UserRegisterResource', 'create', JSON.stringify({ options: user }));
    assert.equal(res.status, 200, res.text);
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    assert.ok(session, 'session cookie set');
    assert.match(session, /HttpOnly/);
    assert.match(session, /SameSite=Lax/);
    assert.match(session, /Path=\//);
    assert.match(session, new RegExp(`Max-Age=${SESSION_TTL_SECONDS}`));
    assert.doesNotMatch(session, /Secure/, 'plain http to this machine: not Secure');
    const body = envelopeOf(res.json);
    assert.equal(body.status, 'success');
    assert.equal(body.error, null);
    assert.equal((body.data as { email: string }).email, user.email);
    assert.equal((body.data as { username: string }).username, user.username);

    for (const method of ['GET', 'POST'] as const) {
      const headers: Record<string, string> =
        method === 'POST' ? { 'x-csrftoken': browser.cookies.get(CSRF_COOKIE)! } : {};
      const me = await browser.raw('/v3/users/me/', { method, headers });
      assert.equal(me.status, 200, `${method} ${me.text}`);
      assert.deepEqual(Object.keys(envelopeOf(me.json)).sort(), ['data', 'error', 'status']);
      assert.equal((envelopeOf(me.json).data as { email: string }).email, user.email);
      assert.equal((envelopeOf(me.json).data as { first_name: string }).first_name, 'Ada');
    }
    const profile = must(
      await new TestBrowser(gateway.url).get('UserResource', { username: user.username! }),
      'profile',
    );
    assert.equal(profile.username, user.username);
  });

  it('on a host reached by name the session is a Secure __Host- cookie, and only that name signs in', async () => {
    const host = 'pinboard.example';
    const first = await requestForHost(gateway.url, host, '/runtime-config.json');
    const csrf = first.setCookies.find((c) => c.startsWith(`${SECURE_COOKIE_PREFIX}${CSRF_COOKIE}=`))!;
    const csrfPair = csrf.split(';')[0]!;
    const user = newUserInput('host', true);
    const registered = await requestForHost(gateway.url, host, '/resource/UserRegisterResource/create/', {
      method: 'POST',
      headers: {
        cookie: csrfPair,
        'x-csrftoken': csrfPair.split('=')[1]!,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ options: user }),
    });
    assert.equal(registered.status, 200, registered.body);
    const session = registered.setCookies.find((c) =>
      c.startsWith(`${SECURE_COOKIE_PREFIX}${SESSION_COOKIE}=`),
    );
    assert.ok(session, registered.setCookies.join(' | '));
    assert.match(session, /; Secure/);
    assert.match(session, /HttpOnly/);
    assert.match(session, /Path=\//);
    assert.doesNotMatch(session, /Domain=/i);
    const token = session.split(';')[0]!.split('=')[1]!;
    const me = (cookie: string) =>
      requestForHost(gateway.url, host, '/v3/users/me/', { headers: { cookie } });
    const signedIn = await me(`${SECURE_COOKIE_PREFIX}${SESSION_COOKIE}=${token}`);
    assert.equal(signedIn.status, 200, signedIn.body);
    assert.equal((envelopeOf(JSON.parse(signedIn.body)).data as { email: string }).email, user.email);
    // The same token under the plain name (which a sibling subdomain could set) is not read there.
    assert.equal((await me(`${SESSION_COOKIE}=${token}`)).status, 401);
  });
  it('logs in and out; the old session stops working', async () => {
    const person = await signedUp();
    const browser = new TestBrowser(gateway.url);
    const wrong = await browser.create('UserSessionResource', {
      username_or_email: person.me.email,
      password: 'not the password',
    });
    assert.ok(wrong.status >= 400 && wrong.status < 500);
    assert.equal(!wrong.ok && wrong.error.message, UserTexts.loginFailed);
    assert.equal(browser.cookies.get(SESSION_COOKIE), undefined);

    const visitorCsrf = browser.cookies.get(CSRF_COOKIE);
    const login = await browser.create('UserSessionResource', {
      username_or_email: person.me.username,
      password: person.password,
    });
    assert.equal(must(login, 'login').email, person.me.email);
    const token = browser.cookies.get(SESSION_COOKIE);
    assert.ok(token);
    assert.equal((await browser.me()).status, 200);
    const signedInCsrf = browser.cookies.get(CSRF_COOKIE);
    assert.ok(signedInCsrf && signedInCsrf !== visitorCsrf, 'a new CSRF token comes with the session');

    must(await browser.delete('UserSessionResource', {}), 'logout');
    assert.equal(browser.cookies.get(SESSION_COOKIE), undefined, 'cookie cleared');
    const me = await browser.me();
    assert.equal(me.status, 401);
    assert.equal(!me.ok && me.error.api_error_code, 7);

    const replay = new TestBrowser(gateway.url);
    replay.cookies.set(SESSION_COOKIE, token);
    assert.equal((await replay.me()).status, 401, 'the deleted session is gone from Redis');
  });

  it('signs out everywhere: every browser of the account is signed out', async () => {
    const person = await signedUp();
    const phone = new TestBrowser(gateway.url);
    must(
      await phone.create('UserSessionResource', {
        username_or_email: person.me.email,
        password: person.password,
      }),
      'login on the phone',
    );
    must(await person.api.delete('UserSessionResource', { all: true }), 'sign out everywhere');
    assert.equal((await person.api.me()).status, 401);
    assert.equal((await phone.me()).status, 401, 'the other session ended too');
  });

  it('a session is renewed by use, ends when left idle, and ends 30 days after sign-in whatever its use', async () => {
    const person = await signedUp();
    const key = sessionKey(person.api.cookies.get(SESSION_COOKIE)!);
    const me = () => person.api.raw('/v3/users/me/');
    // Used: the idle time starts again.
    await redis.expire(key, 100);
    assert.equal((await me()).status, 200);
    assert.ok((await redis.ttl(key)) > SESSION_IDLE_SECONDS - 60);
    // Past its absolute end: over, and gone from Redis.
    const session = JSON.parse((await redis.get(key))!) as SessionData;
    await redis.set(
      key,
      JSON.stringify({ ...session, expires_at: new Date(Date.now() - 1000).toISOString() }),
      'KEEPTTL',
    );
    assert.equal((await me()).status, 401);
    assert.equal(await redis.exists(key), 0);
    // Left idle: Redis lets it go.
    const other = await signedUp();
    const otherKey = sessionKey(other.api.cookies.get(SESSION_COOKIE)!);
    await redis.pexpire(otherKey, 200);
    await new Promise((r) => setTimeout(r, 400));
    assert.equal((await other.api.raw('/v3/users/me/')).status, 401);
  });

  it('writes nothing when the CSRF token is missing or wrong', async () => {
    const { api, me } = await signedUp();
    const name = `Csrf ${suffix()}`;
    for (const csrf of [false, 'wrong'] as const) {
      const res = await api.post('BoardResource', 'create', JSON.stringify({ options: { name } }), { csrf });
      assert.equal(res.status, 403);
      assert.equal(envelopeOf(res.json).error?.message, CommonTexts.csrf);
    }
    // A token planted in the cookie by another site, and sent back, is not the session's.
    const own = api.cookies.get(CSRF_COOKIE);
    api.cookies.set(CSRF_COOKIE, 'planted-by-a-sibling-site');
    // The client echoes the cookie it holds, as the shell does.
    const planted = await api.post('BoardResource', 'create', JSON.stringify({ options: { name } }));
    assert.equal(planted.status, 403);
    assert.equal(api.cookies.get(CSRF_COOKIE), own, "the answer hands back the session's token");
    const boards = must(await api.get('BoardsResource', { username: me.username }), 'boards');
    assert.ok(!boards.some((b) => b.name === name), 'no board was created');
  });

  it('refuses bad input with 4xx and a clear message, writing nothing', async () => {
    const { api, me } = await signedUp();
    const cases: [unknown, number, string][] = [
      [{ name: '' }, 400, BoardTexts.nameRequired],
      [{ name: '   ' }, 400, BoardTexts.nameRequired],
      [{}, 400, BoardTexts.nameRequired],
      [{ name: 42 }, 400, BoardTexts.nameRequired],
      [{ name: 'x'.repeat(51) }, 400, BoardTexts.maxLength(50)],
    ];
    for (const [options, status, message] of cases) {
      const res = await api.call('create', 'BoardResource', options);
      assert.equal(res.status, status, JSON.stringify(options));
      assert.equal(!res.ok && res.error.message, message, JSON.stringify(options));
    }
    const unknownKey = await api.call('create', 'BoardResource', { name: 'Ok', owner_id: '1' });
    assert.equal(unknownKey.status, 400);
    const badType = await api.call('get', 'BoardsResource', { username: me.username, page_size: 'ten' });
    assert.equal(badType.status, 400);
    assert.match(!badType.ok ? badType.error.message : '', /page_size/);
    const noBoard = await api.call('create', 'PinResource', { image_base64: pngBase64([1, 2, 3]) });
    assert.equal(noBoard.status, 400);
    assert.match(!noBoard.ok ? noBoard.error.message : '', /board_id/);
    const boards = must(await api.get('BoardsResource', { username: me.username }), 'boards');
    assert.equal(boards.length, 0, 'nothing was written');
  });

  it("hides another user's secret board (404) and keeps it out of their list", async () => {
    const owner = await signedUp();
    const secret = await newBoard(owner, `Secret ${suffix()}`, 'secret');
    assert.equal((await owner.api.get('BoardResource', { board_id: secret.id })).status, 200);
    const other = await signedUp();
    const theirs = await other.api.get('BoardResource', { board_id: secret.id });
    assert.equal(theirs.status, 404);
    assert.equal(!theirs.ok && theirs.error.message, BoardTexts.notFound);
    const anonymous = await new TestBrowser(gateway.url).get('BoardResource', { board_id: secret.id });
    assert.equal(anonymous.status, 404);
    const list = must(await other.api.get('BoardsResource', { username: owner.me.username }), 'list');
    assert.ok(!list.some((b) => b.id === secret.id));
  });

  it('asks a signed-out visitor to log in to save (401)', async () => {
    const res = await new TestBrowser(gateway.url).create('RepinResource', { pin_id: '1', board_id: '1' });
    assert.equal(res.status, 401);
    assert.equal(!res.ok && res.error.message, 'Log in to save this Pin');
  });

  it('creates a board and a Pin, shows it in the home feed, saves it to another board as one trace', async () => {
    const pinner = await signedUp();
    const board = await newBoard(pinner, `Trips ${suffix()}`);
    // The saver follows the board, so the new Pin reaches their own home feed (fan-out on write),
    // whatever else the popular feed holds.
    const saver = await signedUp();
    must(await saver.api.followBoard(board.id), 'follow board');
    const title = `Lisbon ${suffix()}`;
    const pin = must(
      await pinner.api.create('PinResource', {
        board_id: board.id,
        image_base64: `data:image/png;base64,${pngBase64([200, 30, 60])}`,
        title,
        description: 'Tiles',
        link: 'https://example.com/lisbon',
        color: '#c81e3c',
        method: 'uploaded',
      }),
      'create Pin',
    );
    assert.equal(pin.title, title);
    assert.equal(pin.pinned_to_board.id, board.id);

    const image = await fetch(`${gateway.url}${pin.images['236x'].url}`);
    assert.equal(image.status, 200, `stored image served at ${pin.images['236x'].url}`);
    assert.equal(image.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    const closeup = await new TestBrowser(gateway.url).raw(`/v3/pins/${pin.id}/`);
    assert.equal(closeup.status, 200);
    assert.equal(closeup.headers.get('cache-control'), 'no-store');
    assert.equal((envelopeOf(closeup.json).data as { id: string }).id, pin.id);
    const legacy = await new TestBrowser(gateway.url).call('get', 'PinResource', {
      id: pin.id,
      field_set_key: 'detailed',
    });
    assert.equal((must(legacy, 'legacy read') as { id: string }).id, pin.id);

    const feedHas = async () => {
      const feed = await saver.api.get('UserHomefeedResource', { page_size: 25 });
      assert.equal(typeof (feed.ok && feed.bookmark), 'string');
      return must(feed, 'home feed').some((p) => p.id === pin.id);
    };
    await waitFor(feedHas, 'new Pin in the follower’s home feed');

    const target = await newBoard(saver, `Saved ${suffix()}`);
    const saved = must(
      await saver.api.create('RepinResource', { pin_id: pin.id, board_id: target.id }),
      'save',
    );
    assert.equal(saved.repinned_from_id, pin.id);
    assert.equal(saved.pinned_to_board.id, target.id);

    const boardFeed = await saver.api.get('BoardFeedResource', { board_id: target.id });
    assert.deepEqual(
      must(boardFeed, 'board feed').map((p) => p.id),
      [saved.id],
    );
    assert.equal(boardFeed.ok && boardFeed.bookmark, END_BOOKMARK);

    const notMine = await saver.api.create('RepinResource', { pin_id: pin.id, board_id: board.id });
    assert.equal(notMine.status, 403);

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
      const more = await newBoard(saver, `More ${suffix()}`);
      await saver.api.create('RepinResource', { pin_id: pin.id, board_id: more.id });
    }
    assert.ok(saves().some(rpcChild), 'the NATS request is a child of the HTTP span');
    assert.ok(saveTraced(), 'one Save is one trace across gateway, pins and boards');
  });

  it('renames a board through BoardResource update: its owner only, and its Pins follow', async () => {
    const owner = await signedUp();
    const board = await newBoard(owner, `Before ${suffix()}`);
    const pin = must(
      await owner.api.create('PinResource', { board_id: board.id, image_base64: pngBase64([9, 99, 199]) }),
      'create Pin',
    );
    const stranger = await signedUp();
    const refused = await stranger.api.update('BoardResource', { board_id: board.id, name: 'Taken over' });
    assert.equal(refused.status, 403);
    assert.equal(!refused.ok && refused.error.message, BoardTexts.notYourBoardToEdit);
    const visitor = await new TestBrowser(gateway.url).update('BoardResource', {
      board_id: board.id,
      name: 'X',
    });
    assert.equal(visitor.status, 401);

    const name = `After ${suffix()}`;
    const renamed = must(await owner.api.update('BoardResource', { board_id: board.id, name }), 'rename');
    assert.equal(renamed.name, name);
    await waitFor(async () => {
      const seen = await owner.api.pin(pin.id);
      return (
        seen.ok && seen.data.pinned_to_board.name === name && seen.data.pinned_to_board.url === renamed.url
      );
    }, 'the Pin to carry the new board name and url');
  });

  it('saves into a section through the picker resources, with every SPEC §7 field accepted', async () => {
    const author = await signedUp();
    const authorBoard = must(
      await author.api.create('BoardResource', {
        name: `Kitchen ${suffix()}`,
        advertiser_id: '12',
        aux_data: { source: 'board_picker' },
      }),
      'create board with SPEC fields',
    );
    const pin = must(
      await author.api.create('PinResource', {
        board_id: authorBoard.id,
        image_base64: pngBase64([10, 140, 90]),
        title: 'Brass lamp',
        is_buyable_pin: false,
        share_facebook: false,
        share_twitter: false,
        guid: 'g-1',
      }),
      'create Pin with SPEC fields',
    );
    const saver = await signedUp();
    const board = await newBoard(saver, `Home ${suffix()}`);
    const section = must(
      await saver.api.create('BoardSectionResource', {
        board_id: board.id,
        name: 'Lighting',
        name_source: 1,
        initial_pins: [],
      }),
      'create section',
    );
    assert.equal(section.name_source, 1);
    const picker = must(
      await saver.api.get('BoardPickerBoardsResource', { pin_id: pin.id, shortlist_suggestions: 2 }),
      'picker',
    );
    assert.deepEqual(
      picker.all_boards.map((b) => b.id),
      [board.id],
    );
    const sections = must(
      await saver.api.get('BoardSectionsRepinResource', { board_id: board.id }),
      'sections',
    );
    assert.deepEqual(
      sections.map((s) => s.title),
      ['Lighting'],
    );
    assert.equal((await author.api.get('BoardSectionsRepinResource', { board_id: board.id })).status, 403);
    const saved = must(
      await saver.api.create('RepinResource', {
        pin_id: pin.id,
        board_id: board.id,
        section: section.id,
        color: '#aabbcc',
        guid: 'g-2',
        method: 'button',
        shuffle_asset: {},
        share_facebook: false,
      }),
      'save with SPEC fields',
    );
    assert.equal(saved.section?.id, section.id);
    assert.equal(saved.already_saved, false);
    const twice = must(
      await saver.api.create('RepinResource', { pin_id: pin.id, board_id: board.id, section: section.id }),
      'again',
    );
    assert.deepEqual([twice.already_saved, twice.id], [true, saved.id]);
    const closeup = must(await saver.api.get('PinResource', { id: pin.id }), 'closeup');
    assert.deepEqual(
      closeup.saved_to.map((s) => s.section?.title),
      ['Lighting'],
    );
    const inSection = must(
      await saver.api.get('BoardFeedResource', { board_id: board.id, section_id: section.id }),
      'feed',
    );
    assert.deepEqual(
      inSection.map((p) => p.id),
      [saved.id],
    );
    const suggestions = await new TestBrowser(gateway.url).raw(`/v3/pins/${pin.id}/board_title_suggestions/`);
    assert.equal(suggestions.status, 200);
    const titles = (envelopeOf(suggestions.json).data as { title: string }[]).map((t) => t.title);
    assert.ok(titles.includes('Brass lamp') && titles.some((t) => t.startsWith('Home')), titles.join(', '));
    const visitor = await new TestBrowser(gateway.url).get('BoardPickerBoardsResource', {
      shortlist_suggestions: 2,
    });
    assert.equal(visitor.status, 401);
    assert.equal(!visitor.ok && visitor.error.message, 'Log in to save this Pin');
  });

  it("edits, moves and deletes one's own Pins and boards over HTTP; others get 403, visitors 401", async () => {
    const owner = await signedUp();
    const board = await newBoard(owner, `Edits ${suffix()}`);
    const other = await newBoard(owner, `Other ${suffix()}`);
    const pin = must(
      await owner.api.create('PinResource', {
        board_id: board.id,
        image_base64: pngBase64([40, 50, 60]),
        title: 'Old',
      }),
      'create Pin',
    );
    const stranger = await signedUp();
    assert.equal((await stranger.api.update('PinResource', { id: pin.id, title: 'Mine' })).status, 403);
    const visitor = await new TestBrowser(gateway.url).update('PinResource', { id: pin.id, title: 'X' });
    assert.equal(!visitor.ok && visitor.error.message, 'Log in to edit this Pin');
    const moved = must(
      await owner.api.update('PinResource', { id: pin.id, title: 'New', board_id: other.id }),
      'move',
    );
    assert.deepEqual([moved.title, moved.pinned_to_board.id], ['New', other.id]);
    must(await owner.api.delete('PinResource', { id: pin.id }), 'delete Pin');
    assert.equal((await owner.api.get('PinResource', { id: pin.id })).status, 404);
    assert.equal((await stranger.api.delete('BoardResource', { board_id: board.id })).status, 403);
    must(await owner.api.delete('BoardResource', { board_id: board.id }), 'delete board');
    assert.equal((await owner.api.get('BoardResource', { board_id: board.id })).status, 404);
  });

  it("visitors' closeups are read once a second: an edit or a delete reaches them within it, the owner at once", async () => {
    const owner = await signedUp();
    const board = await newBoard(owner, `Seen ${suffix()}`);
    const pin = must(
      await owner.api.create('PinResource', {
        board_id: board.id,
        image_base64: pngBase64([9, 9, 9]),
        title: 'Before',
        // Long enough that its closeup is worth compressing (over 1 KB).
        description: 'A description long enough to make the answer worth compressing. '.repeat(10),
      }),
      'create Pin',
    );
    const visitor = new TestBrowser(gateway.url);
    const visitorTitle = async () => {
      const read = await visitor.get('PinResource', { id: pin.id });
      return read.ok ? read.data.title : `status ${read.status}`;
    };
    assert.equal(await visitorTitle(), 'Before');
    // The shared answer is written out once (written-answers.ts), still as JSON.
    const raw = await fetch(
      `${gateway.url}/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: pin.id } }))}`,
    );
    assert.equal(raw.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(
      ((await raw.json()) as { resource_response: { data: { title: string } } }).resource_response.data.title,
      'Before',
    );
    // And compressed for a browser, whether written afresh or the shared copy (written-answers.ts).
    for (let i = 0; i < 2; i++) {
      const compressed = await fetch(raw.url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(compressed.headers.get('content-encoding'), 'br');
      assert.match(compressed.headers.get('vary') ?? '', /accept-encoding/i);
      const body = (await compressed.json()) as { resource_response: { data: { title: string } } };
      assert.equal(body.resource_response.data.title, 'Before');
    }
    must(await owner.api.update('PinResource', { id: pin.id, title: 'After' }), 'edit');
    assert.equal(must(await owner.api.get('PinResource', { id: pin.id }), 'owner').title, 'After');
    await waitFor(async () => (await visitorTitle()) === 'After', 'the visitor to see the edit', 3000);
    must(await owner.api.delete('PinResource', { id: pin.id }), 'delete');
    await waitFor(async () => (await visitorTitle()) === 'status 404', 'the visitor to find it gone', 3000);
  });

  it('follows and unfollows boards and people, optimistic-UI ready, with the SPEC login texts', async () => {
    const [ada, grace] = [await signedUp(), await signedUp()];
    const board = await newBoard(grace);

    const visitor = new TestBrowser(gateway.url);
    const anonymousFollow = await visitor.followBoard(board.id);
    assert.equal(anonymousFollow.status, 401);
    assert.equal(!anonymousFollow.ok && anonymousFollow.error.message, LoginTexts.toFollow);
    const anonymousUnfollow = await visitor.unfollowBoard(board.id);
    assert.equal(!anonymousUnfollow.ok && anonymousUnfollow.error.message, LoginTexts.toUnfollow);
    const anonymousUser = await visitor.create('UserFollowResource', { user_id: grace.me.id });
    assert.equal(!anonymousUser.ok && anonymousUser.error.message, LoginTexts.toFollow);
    // Without the CSRF header the follow is refused before anything else.
    const forged = await ada.api.raw(`/v3/boards/${board.id}/follow/`, { method: 'PUT' });
    assert.equal(forged.status, 403);

    assert.deepEqual(must(await ada.api.followBoard(board.id), 'follow board'), {
      board_id: board.id,
      followed_by_me: true,
      follower_count: 1,
    });
    const seen = must(await ada.api.get('BoardResource', { board_id: board.id }), 'board');
    assert.equal(seen.followed_by_me, true);
    assert.equal(must(await ada.api.unfollowBoard(board.id), 'unfollow board').follower_count, 0);
    const own = await grace.api.followBoard(board.id);
    assert.equal(own.status, 400);
    assert.equal(!own.ok && own.error.message, BoardTexts.cannotFollowOwnBoard);
    for (const bad of ['abc', '9999999999999999999']) {
      const answer = await ada.api.followBoard(bad);
      assert.equal(answer.status, 404, bad);
      assert.equal(!answer.ok && answer.error.message, BoardTexts.notFound);
    }

    must(await ada.api.create('UserFollowResource', { user_id: grace.me.id }), 'follow grace');
    const profile = must(await ada.api.get('UserResource', { username: grace.me.username }), 'profile');
    assert.deepEqual(
      [profile.follower_count, profile.followed_by_me, profile.blocked_by_me],
      [1, true, false],
    );
    const followers = must(
      await visitor.get('UserFollowersResource', { username: grace.me.username }),
      'followers',
    );
    assert.deepEqual(
      followers.map((u) => u.username),
      [ada.me.username],
    );
    must(await ada.api.delete('UserFollowResource', { user_id: grace.me.id }), 'unfollow grace');

    // Bulk follow, comma-joined; a malformed list is a 400 and follows nobody.
    const carol = await signedUp();
    const both = must(await ada.api.followUsers([grace.me.id, carol.me.id]), 'bulk follow');
    assert.deepEqual(
      both.map((s) => [s.user_id, s.followed_by_me]),
      [
        [grace.me.id, true],
        [carol.me.id, true],
      ],
    );
    const malformed = await ada.api.raw('/v3/users/follow/', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: ada.api.cookies.get(CSRF_COOKIE)! },
      body: JSON.stringify({ followee_ids: `${carol.me.id},x` }),
    });
    assert.equal(malformed.status, 400);
  });

  it('blocks and unblocks: follows end both ways and cannot start again until unblocked', async () => {
    const [ada, grace] = [await signedUp(), await signedUp()];
    must(await ada.api.create('UserFollowResource', { user_id: grace.me.id }), 'follow');
    assert.deepEqual(
      must(await grace.api.create('UserBlockResource', { blocked_user_id: ada.me.id }), 'block'),
      { user_id: ada.me.id, blocked_by_me: true },
    );
    const refused = await ada.api.create('UserFollowResource', { user_id: grace.me.id });
    assert.equal(refused.status, 403);
    assert.equal(!refused.ok && refused.error.message, UserTexts.cannotFollowBlocked);
    const seen = must(await grace.api.get('UserResource', { username: ada.me.username }), 'profile');
    assert.deepEqual([seen.blocked_by_me, seen.following_count], [true, 0]);
    must(await grace.api.delete('UserBlockResource', { blocked_user_id: ada.me.id }), 'unblock');
    must(await ada.api.create('UserFollowResource', { user_id: grace.me.id }), 'follow again');
  });

  it('pages with bookmarks', async () => {
    const person = await signedUp();
    for (let i = 0; i < 3; i++) await newBoard(person, `Page ${i} ${suffix()}`);
    const first = await person.api.get('BoardsResource', { username: person.me.username, page_size: 2 });
    assert.equal(must(first, 'page 1').length, 2);
    const bookmark = first.ok ? first.bookmark! : '';
    assert.notEqual(bookmark, END_BOOKMARK);
    const second = await person.api.get('BoardsResource', {
      username: person.me.username,
      page_size: 2,
      bookmark,
    });
    assert.equal(must(second, 'page 2').length, 1);
    assert.equal(second.ok && second.bookmark, END_BOOKMARK);
  });

  it('search: data.results with the usual bookmark; its own scopes need a session; bad options are 400s', async () => {
    const person = await signedUp();
    const api = new TestBrowser(gateway.url);
    const word = Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
    const board = await newBoard(person, `${word} shelf`);
    await waitFor(async () => {
      const found = await api.get('BaseSearchResource', { query: word, scope: 'boards' });
      return found.ok && found.data.results.some((result) => result.id === board.id);
    }, 'the board indexed');
    const raw = await fetch(
      `${gateway.url}/resource/BaseSearchResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { query: word, scope: 'boards', page_size: 1 } }))}`,
    );
    const envelope = envelopeOf(await raw.json());
    assert.equal(envelope.bookmark, END_BOOKMARK);
    assert.deepEqual(
      (envelope.data as { results: { id: string; type: string }[] }).results.map((r) => [r.type, r.id]),
      [['board', board.id]],
    );
    const visitorOwn = await api.call('get', 'BaseSearchResource', { query: word, scope: 'my_pins' });
    assert.equal(visitorOwn.status, 401);
    assert.equal(!visitorOwn.ok && visitorOwn.error.message, SearchTexts.loginToSearchYours);
    assert.equal((await person.api.get('BaseSearchResource', { query: word, scope: 'my_pins' })).status, 200);
    for (const options of [
      { query: word, scope: 'everything' },
      { query: 'x'.repeat(301) },
      { query: 'bell\u0007' },
      { query: word, journey_depth: 'deep' },
      { query: word, top_pin_ids: ['not-an-id'] },
      { query: word, colors: 'red,mauve' },
      { query: word, unknown_field: 1 },
    ]) {
      const res = await api.call('get', 'BaseSearchResource', options);
      assert.equal(res.status, 400, JSON.stringify(options));
    }
    // Every SPEC field is accepted, the ones with no meaning yet ignored.
    const full = await api.get('BaseSearchResource', {
      query: word,
      scope: 'boards',
      rs: 'typed',
      filters: 'x',
      journey_depth: 2,
      domains: 'example.com',
      colors: 'red,blue',
      source_url: '/search/boards/',
      auto_correction_disabled: true,
      article: null,
    });
    assert.equal(full.status, 200);
    const typeahead = await api.call('get', 'AdvancedTypeaheadResource', {
      term: word.slice(0, 5),
      count: 99,
    });
    assert.equal(typeahead.status, 400);
    const autocomplete = await fetch(`${gateway.url}/v3/search/autocomplete/?q=${word}&show_pin_count=true`);
    assert.equal(autocomplete.status, 200);
  });

  it('accepts a form-encoded body with a data field, as the web client sends', async () => {
    const { api } = await signedUp();
    const name = `Form ${suffix()}`;
    const data = JSON.stringify({ options: { name, privacy: 'public' }, context: {} });
    const res = await api.post('BoardResource', 'create', `source_url=%2F&data=${encodeURIComponent(data)}`, {
      contentType: 'application/x-www-form-urlencoded',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal((envelopeOf(res.json).data as { name: string }).name, name);
  });

  it('limits register and login to the configured attempts per IP and minute', async () => {
    const limited = await startGateway(gatewayTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '2' }));
    try {
      const limits = await redis.keys('gateway:ratelimit:login:*');
      if (limits.length) await redis.del(...limits);
      const browser = new TestBrowser(limited.url);
      // A new name each time: the users service has its own limit on failures per account.
      const attempt = () =>
        browser.create('UserSessionResource', { username_or_email: `nobody_${suffix()}`, password: 'x' });
      assert.notEqual((await attempt()).status, 429);
      assert.notEqual((await attempt()).status, 429);
      const third = await attempt();
      assert.equal(third.status, 429);
      assert.equal(!third.ok && third.error.message, CommonTexts.rateLimited);
    } finally {
      await limited.close();
      const limits = await redis.keys('gateway:ratelimit:login:*');
      if (limits.length) await redis.del(...limits);
    }
  });

  it("limits a person's writes per action and minute; reads, other actions and other people are not held up", async () => {
    const limited = await startGateway(
      gatewayTestConfig({ WRITE_RATE_LIMIT_PER_MINUTE: '3', BOARD_CREATE_RATE_LIMIT_PER_MINUTE: '2' }),
    );
    try {
      const browser = new TestBrowser(limited.url);
      for (const [name, value] of (await signedUp()).api.cookies) browser.cookies.set(name, value);
      const board = () => browser.create('BoardResource', { name: `Limited ${suffix()}`, privacy: 'public' });
      must(await board(), 'first board');
      must(await board(), 'second board');
      const third = await board();
      assert.equal(third.status, 429, 'boards: two a minute here');
      assert.equal(!third.ok && third.error.message, CommonTexts.rateLimited);
      // Another action has its own count; reads are not counted.
      const follow = async () => browser.create('UserFollowResource', { user_id: (await signedUp()).me.id });
      for (let i = 0; i < 3; i++) must(await follow(), `follow ${i}`);
      assert.equal((await follow()).status, 429, 'three follows a minute here');
      assert.equal((await browser.me()).status, 200);
      // Somebody else writes as before.
      const other = new TestBrowser(limited.url);
      for (const [name, value] of (await signedUp()).api.cookies) other.cookies.set(name, value);
      must(
        await other.create('BoardResource', { name: `Free ${suffix()}`, privacy: 'public' }),
        'another person creates a board',
      );
    } finally {
      await limited.close();
    }
  });

  it('reports every part up on /health: Redis, NATS and each discovered service', async () => {
    const res = await fetch(`${gateway.url}/health`);
    const body = (await res.json()) as {
      status: string;
      info: Record<string, { status: string }>;
      error: object;
    };
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(body.status, 'ok');
    assert.deepEqual(
      Object.keys(body.info).sort(),
      [...discoverServices().map((s) => s.name), 'nats', 'redis'].sort(),
    );
    assert.ok(Object.values(body.info).every((i) => i.status === 'up'));
    assert.deepEqual(body.error, {});
  });
});

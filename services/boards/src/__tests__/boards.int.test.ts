import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  Events,
  END_BOOKMARK,
  Messages,
  PAGE_SIZE_DEFAULT,
  RedisKeys,
  Rpc,
  type Actor,
} from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { DomainEventPublisher, RpcClient } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startBoardsService } from '../app.js';
import { PrismaClient } from '../generated/prisma/client.js';
import {
  createTestDurable,
  migrateTestSchema,
  newActor,
  newPin,
  suffix,
  testConfig,
  TEST_DATABASE_URL,
  TEST_NATS_URL,
  TEST_REDIS_URL,
  waitFor,
} from './support.js';

describe('boards service', () => {
  let service: { close(): Promise<void> };
  let rpc: RpcClient;
  let redis: Redis;
  let prisma: PrismaClient;
  let events: DomainEventPublisher;
  let nc: NatsConnection;
  const owners: Actor[] = [];

  function owner(): Actor {
    const actor = newActor();
    owners.push(actor);
    return actor;
  }
  const createBoard = (actor: Actor, name = `Board ${suffix()}`, privacy: 'public' | 'secret' = 'public') =>
    rpc.request(Rpc.boards.create, { actor, name, privacy });
  const pinCount = async (boardId: string) =>
    (await prisma.board.findUniqueOrThrow({ where: { id: BigInt(boardId) } })).pinCount;

  let durable: { name: string; remove(): Promise<void> };

  before(async () => {
    await migrateTestSchema();
    nc = await connect({ servers: [TEST_NATS_URL] });
    durable = await createTestDurable(nc);
    service = await startBoardsService(testConfig({ PIN_STATS_DURABLE: durable.name }));
    rpc = new RpcClient(TEST_NATS_URL, 10_000);
    await rpc.connect();
    redis = new Redis(TEST_REDIS_URL);
    prisma = new PrismaClient({ adapter: createPrismaAdapter(TEST_DATABASE_URL, 'boards') });
    events = await DomainEventPublisher.connect(TEST_NATS_URL);
  });

  after(async () => {
    await prisma.board.deleteMany({ where: { ownerId: { in: owners.map((o) => BigInt(o.id)) } } });
    await redis.del(...owners.map((o) => RedisKeys.boardPicker(o.id)));
    await service.close();
    await durable.remove();
    await Promise.all([rpc.close(), redis.quit(), prisma.$disconnect(), events.close(), nc.drain()]);
  });

  test('health check reports postgres and redis up', async () => {
    assert.equal((await rpc.request(Rpc.boards.health, {})).status, 'up');
  });

  test('create answers the board and announces it', async () => {
    const actor = owner();
    const created = nc.subscribe(Events.boardCreated, { timeout: 5000 });
    const board = await createBoard(actor, '  Café Déco Ideas!  ');
    assert.equal(board.name, 'Café Déco Ideas!');
    assert.equal(board.slug, 'cafe-deco-ideas');
    assert.equal(board.url, `/${actor.username}/cafe-deco-ideas/`);
    assert.equal(board.privacy, 'public');
    assert.deepEqual(board.owner, { id: actor.id, username: actor.username });
    assert.equal(board.pin_count, 0);
    assert.equal(board.section_count, 0);
    assert.equal(board.image_cover_url, null);
    assert.deepEqual(board.pin_thumbnail_urls, []);
    assert.equal(board.board_order_modified_at, board.created_at);
    for await (const msg of created) {
      if (msg.json<{ board: { id: string } }>().board.id === board.id) break;
    }
  });

  test('board names are validated with the SPEC messages and unique per owner', async () => {
    const actor = owner();
    await assert.rejects(createBoard(actor, '   '), {
      code: ErrorCode.ValidationFailed,
      message: Messages.boardNameRequired,
    });
    await assert.rejects(createBoard(actor, 'x'.repeat(51)), {
      code: ErrorCode.ValidationFailed,
      message: 'Please enter no more than 50 characters.',
    });
    await createBoard(actor, 'y'.repeat(50));
    await createBoard(actor, 'Recipes');
    await assert.rejects(createBoard(actor, 'RECIPES'), {
      code: ErrorCode.Conflict,
      message: Messages.boardNameTaken,
    });
    // Another owner may use the same name.
    await createBoard(owner(), 'Recipes');
  });

  test('slugs are unique per owner, and boards resolve by username and slug', async () => {
    const actor = owner();
    const first = await createBoard(actor, 'Crème brûlée');
    const second = await createBoard(actor, 'Creme brulee');
    const third = await createBoard(actor, 'Crème - Brûlée');
    assert.deepEqual(
      [first.slug, second.slug, third.slug],
      ['creme-brulee', 'creme-brulee-2', 'creme-brulee-3'],
    );
    const found = await rpc.request(Rpc.boards.get, {
      username: actor.username.toLowerCase(),
      slug: 'creme-brulee-2',
      viewer_id: null,
    });
    assert.equal(found.id, second.id);
  });

  test('a secret board is visible to its owner only, in get and list', async () => {
    const actor = owner();
    const stranger = owner();
    const secret = await createBoard(actor, 'Surprise party', 'secret');
    const open = await createBoard(actor, 'Gardening');
    assert.equal(
      (await rpc.request(Rpc.boards.get, { board_id: secret.id, viewer_id: actor.id })).privacy,
      'secret',
    );
    for (const viewer_id of [stranger.id, null]) {
      await assert.rejects(rpc.request(Rpc.boards.get, { board_id: secret.id, viewer_id }), {
        code: ErrorCode.NotFound,
        message: Messages.boardNotFound,
      });
      await assert.rejects(
        rpc.request(Rpc.boards.get, { username: actor.username, slug: secret.slug, viewer_id }),
        {
          code: ErrorCode.NotFound,
        },
      );
      const page = await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id });
      assert.deepEqual(
        page.items.map((b) => b.id),
        [open.id],
      );
    }
    const own = await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: actor.id });
    assert.deepEqual(
      own.items.map((b) => b.id),
      [open.id, secret.id],
    );
    assert.equal(own.bookmark, END_BOOKMARK);
  });

  test('access: read for public or owner, write for the owner only', async () => {
    const actor = owner();
    const stranger = owner();
    const open = await createBoard(actor);
    const secret = await createBoard(actor, `Secret ${suffix()}`, 'secret');
    const access = (board_id: string, user_id: string | null, permission: 'read' | 'write') =>
      rpc.request(Rpc.boards.access, { board_id, user_id, permission });

    assert.equal((await access(open.id, stranger.id, 'read')).id, open.id);
    assert.equal((await access(open.id, null, 'read')).id, open.id);
    assert.equal((await access(open.id, actor.id, 'write')).id, open.id);
    assert.equal((await access(secret.id, actor.id, 'write')).id, secret.id);
    await assert.rejects(access(open.id, stranger.id, 'write'), {
      code: ErrorCode.Forbidden,
      message: Messages.notYourBoard,
    });
    await assert.rejects(access(open.id, null, 'write'), { code: ErrorCode.Forbidden });
    await assert.rejects(access(secret.id, stranger.id, 'read'), {
      code: ErrorCode.NotFound,
      message: Messages.boardNotFound,
    });
    await assert.rejects(access(secret.id, stranger.id, 'write'), { code: ErrorCode.NotFound });
    await assert.rejects(access('999999999999999999', actor.id, 'read'), { code: ErrorCode.NotFound });
  });

  test('list pages with an opaque bookmark, newest first', async () => {
    const actor = owner();
    const boards = [];
    for (let i = 0; i < 3; i++) boards.push(await createBoard(actor, `Page ${i}`));
    const first = await rpc.request(Rpc.boards.list, {
      username: actor.username,
      viewer_id: null,
      page_size: 2,
    });
    assert.deepEqual(
      first.items.map((b) => b.name),
      ['Page 2', 'Page 1'],
    );
    assert.notEqual(first.bookmark, END_BOOKMARK);
    const second = await rpc.request(Rpc.boards.list, {
      username: actor.username,
      viewer_id: null,
      page_size: 2,
      bookmark: first.bookmark,
    });
    assert.deepEqual(
      second.items.map((b) => b.name),
      ['Page 0'],
    );
    assert.equal(second.bookmark, END_BOOKMARK);
    await assert.rejects(
      rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: null, bookmark: 'garbage' }),
      { code: ErrorCode.ValidationFailed },
    );
    const nobody = await rpc.request(Rpc.boards.list, { username: `nobody_${suffix()}`, viewer_id: null });
    assert.deepEqual(nobody, { items: [], bookmark: END_BOOKMARK });
  });

  test('pin events drive pin count, cover, thumbnails and order; a redelivered event counts once', async () => {
    const actor = owner();
    const board = await createBoard(actor, 'Projection');
    const later = await createBoard(actor, 'Created later');
    const p1 = newPin(board, actor);
    await events.publish(Events.pinCreated, { pin: p1 });
    await waitFor(async () => (await pinCount(board.id)) === 1, 'first pin counted');

    // The same pin again (a new event_id, so JetStream's own dedupe does not hide it), then a new one:
    // events are handled in order, so once the count reaches 2 the duplicate has been handled.
    await events.publish(Events.pinCreated, { pin: p1 });
    const p2 = newPin(board, actor);
    await events.publish(Events.pinSaved, { pin: p2, source_pin_id: p1.id });
    const p2Url = p2.images['236x'].url;
    await waitFor(
      async () =>
        (await prisma.board.findUniqueOrThrow({ where: { id: BigInt(board.id) } })).pinThumbnailUrls[0] ===
        p2Url,
      'second pin recorded',
    );
    // Pins are recorded in order here; the pause only widens the net for a late double count.
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await prisma.boardPin.count({ where: { boardId: BigInt(board.id) } }), 2);

    const got = await rpc.request(Rpc.boards.get, { board_id: board.id, viewer_id: null });
    assert.equal(got.pin_count, 2);
    assert.equal(got.image_cover_url, p1.images['236x'].url);
    assert.deepEqual(got.pin_thumbnail_urls, [p2Url, p1.images['236x'].url]);
    assert.ok(got.board_order_modified_at > board.board_order_modified_at);
    // The board saved to last moves ahead of the board created after it.
    const page = await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: null });
    assert.deepEqual(
      page.items.map((b) => b.id),
      [board.id, later.id],
    );
  });

  test('the owner picker page is cached and invalidated by board changes and pin events', async () => {
    const actor = owner();
    const key = RedisKeys.boardPicker(actor.id);
    const board = await createBoard(actor, 'Picker one');
    const stranger = owner();
    await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: stranger.id });
    assert.equal(await redis.exists(key), 0, 'a visitor view must not fill the owner cache');

    const first = await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: actor.id });
    assert.equal(await redis.exists(key), 1);
    const ttl = await redis.ttl(key);
    assert.ok(ttl > 0 && ttl <= 300);
    assert.deepEqual(
      await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: actor.id }),
      first,
    );
    assert.equal(first.items.length <= PAGE_SIZE_DEFAULT, true);

    await createBoard(actor, 'Picker two');
    assert.equal(await redis.exists(key), 0, 'create invalidates');
    const second = await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: actor.id });
    assert.equal(second.items.length, 2);
    assert.equal(await redis.exists(key), 1);

    await events.publish(Events.pinCreated, { pin: newPin(board, actor) });
    await waitFor(async () => (await redis.exists(key)) === 0, 'pin event invalidates the picker cache');
    const third = await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: actor.id });
    assert.equal(third.items[0]?.id, board.id);
    assert.equal(third.items[0]?.pin_count, 1);
  });
});

import {
  BoardTexts,
  END_BOOKMARK,
  ErrorCode,
  Events,
  PAGE_SIZE_DEFAULT,
  Rpc,
  type Actor,
  type Board,
  type Pin,
  type Section,
} from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { connect, headers as natsHeaders } from '@nats-io/transport-node';
import {
  ACTOR_HEADER,
  ActorSigner,
  DomainEventPublisher,
  natsOptions,
  newActorKeyPair,
  RpcClient,
} from '@pinboard/service-kit';
import {
  newActor,
  serviceSuite,
  testActorKeys,
  testEnv,
  twoPages,
  uniqueSuffix,
  waitFor,
} from '@pinboard/test-kit';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { boardPickerKey } from '../boards/board-picker.cache.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { boardsService } from '../service.js';

const env = testEnv();
const suffix = uniqueSuffix;

/** A Pin as pins publishes it in pins.pin.created / pins.pin.saved. */
function newPin(board: Board, pinner: Actor, section?: Section): Pin {
  const id = String(6_000_000_000_000 + randomInt(1_000_000_000));
  const image = (size: number) => ({ url: `https://img.test/${size}/${id}.jpg`, width: size, height: size });
  return {
    id,
    title: `Pin ${id}`,
    description: '',
    link: null,
    linkDomain: null,
    color: '#aabbcc',
    images: { '236x': image(236), orig: image(1000), originals: image(1000) },
    image_signature: `sig-${id}`,
    pinned_to_board: { id: board.id, name: board.name, url: board.url, privacy: board.privacy },
    section: section ? { id: section.id, title: section.title, slug: section.slug, url: section.url } : null,
    pinner: { id: pinner.id, username: pinner.username, full_name: pinner.full_name, image_medium_url: null },
    repinned_from_id: null,
    is_promoted: false,
    product: null,
    videos: null,
    story_pin_data_id: null,
    story_pin_data: null,
    created_at: new Date().toISOString(),
  };
}

describe('boards service', () => {
  const { rpc, watcher } = serviceSuite(boardsService, { watchEvents: true });
  const prisma = new PrismaClient({ adapter: createPrismaAdapter(env.databaseUrl, 'boards') });
  let redis: Redis;
  let events: DomainEventPublisher;
  const owners: Actor[] = [];

  function owner(): Actor {
    const actor = newActor('owner');
    owners.push(actor);
    return actor;
  }
  const createBoard = (actor: Actor, name = `Board ${suffix()}`, privacy: 'public' | 'secret' = 'public') =>
    rpc.request(Rpc.boards.create, { actor, name, privacy });
  const pinCount = async (boardId: string) =>
    (await prisma.board.findUniqueOrThrow({ where: { id: BigInt(boardId) } })).pinCount;

  before(async () => {
    redis = new Redis(env.redisUrl);
    events = await DomainEventPublisher.connect(env.natsUrl);
  });

  after(async () => {
    await prisma.board.deleteMany({ where: { ownerId: { in: owners.map((o) => BigInt(o.id)) } } });
    await redis.del(...owners.map((o) => boardPickerKey(o.id)));
    await Promise.all([redis.quit(), prisma.$disconnect(), events.close()]);
  });

  test('health check reports postgres and redis up', async () => {
    assert.equal((await rpc.request(Rpc.boards.health, {})).status, 'up');
  });

  test('create answers the board and announces it', async () => {
    const actor = owner();

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
    const announced = await watcher.find(Events.boards.boardCreated, (e) => e.board.id === board.id);
    assert.deepEqual(announced?.board, board);
  });

  test('board names are validated with the SPEC messages and unique per owner', async () => {
    const actor = owner();
    await assert.rejects(createBoard(actor, '   '), {
      code: ErrorCode.ValidationFailed,
      message: BoardTexts.nameRequired,
    });
    await assert.rejects(createBoard(actor, 'x'.repeat(51)), {
      code: ErrorCode.ValidationFailed,
      message: 'Please enter no more than 50 characters.',
    });
    await createBoard(actor, 'y'.repeat(50));
    await createBoard(actor, 'Recipes');
    await assert.rejects(createBoard(actor, 'RECIPES'), {
      code: ErrorCode.Conflict,
      message: BoardTexts.nameTaken,
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

  test("a client on the bus cannot act for someone without the gateway's proof for them", async () => {
    const actor = owner();
    const stranger = owner();
    const secret = await createBoard(actor, 'Not for the bus', 'secret');
    const asOwner = { board_id: secret.id, viewer_id: actor.id };
    const refused = { code: ErrorCode.Unauthenticated };
    // The bus password alone (no signing key), or a key of one's own, proves nobody.
    for (const client of [
      new RpcClient(env.natsUrl, 5000),
      new RpcClient(env.natsUrl, 5000, { signingKey: newActorKeyPair().signingKey }),
    ]) {
      await client.connect();
      try {
        await assert.rejects(client.request(Rpc.boards.get, asOwner), refused);
        await assert.rejects(
          client.request(Rpc.boards.create, { actor, name: `Forged ${suffix()}`, privacy: 'public' }),
          refused,
        );
        // A visitor's read needs no proof, and sees no secret board.
        await assert.rejects(client.request(Rpc.boards.get, { ...asOwner, viewer_id: null }), {
          code: ErrorCode.NotFound,
        });
      } finally {
        await client.close();
      }
    }
    // A real proof, passed on for someone else (what a compromised service could try), is refused.
    const strangersProof = new ActorSigner(testActorKeys().signingKey).proofFor(stranger.id);
    const nc = await connect(natsOptions(env.natsUrl));
    try {
      const send = async (data: object) => {
        const hdrs = natsHeaders();
        hdrs.set(ACTOR_HEADER, strangersProof);
        const body = JSON.stringify({ pattern: Rpc.boards.get.subject, data, id: suffix() });
        const reply = await nc.request(Rpc.boards.get.subject, body, { headers: hdrs, timeout: 5000 });
        return reply.json<{ err?: { code: string }; response?: Board }>();
      };
      assert.equal((await send(asOwner)).err?.code, ErrorCode.Unauthenticated);
      assert.equal((await send({ ...asOwner, viewer_id: stranger.id })).err?.code, ErrorCode.NotFound);
    } finally {
      await nc.close();
    }
    assert.equal((await rpc.request(Rpc.boards.get, asOwner)).id, secret.id);
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
        message: BoardTexts.notFound,
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

    assert.equal((await access(open.id, stranger.id, 'read')).board.id, open.id);
    assert.equal((await access(open.id, null, 'read')).board.id, open.id);
    assert.equal((await access(open.id, actor.id, 'write')).board.id, open.id);
    assert.equal((await access(secret.id, actor.id, 'write')).board.id, secret.id);
    assert.equal((await access(secret.id, actor.id, 'write')).section, null);
    await assert.rejects(access(open.id, stranger.id, 'write'), {
      code: ErrorCode.Forbidden,
      message: BoardTexts.notYours,
    });
    await assert.rejects(access(open.id, null, 'write'), { code: ErrorCode.Forbidden });
    await assert.rejects(access(secret.id, stranger.id, 'read'), {
      code: ErrorCode.NotFound,
      message: BoardTexts.notFound,
    });
    await assert.rejects(access(secret.id, stranger.id, 'write'), { code: ErrorCode.NotFound });
    await assert.rejects(access('999999999999999999', actor.id, 'read'), { code: ErrorCode.NotFound });
  });

  test('list pages with an opaque bookmark, newest first', async () => {
    const actor = owner();
    const boards = [];
    for (let i = 0; i < 3; i++) boards.push(await createBoard(actor, `Page ${i}`));
    const [first, second] = await twoPages((bookmark) =>
      rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: null, page_size: 2, bookmark }),
    );
    assert.deepEqual(
      first.items.map((b) => b.name),
      ['Page 2', 'Page 1'],
    );
    assert.notEqual(first.bookmark, END_BOOKMARK);
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
    await events.publish(Events.pins.pinCreated, { pin: p1 });
    await waitFor(async () => (await pinCount(board.id)) === 1, 'first pin counted');

    // The same pin again (a new event_id, so JetStream's own dedupe does not hide it), then a new one:
    // events are handled in order, so once the count reaches 2 the duplicate has been handled.
    await events.publish(Events.pins.pinCreated, { pin: p1 });
    const p2 = newPin(board, actor);
    await events.publish(Events.pins.pinSaved, { pin: p2, source_pin_id: p1.id, root_pin_id: p1.id });
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
    const key = boardPickerKey(actor.id);
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

    await events.publish(Events.pins.pinCreated, { pin: newPin(board, actor) });
    await waitFor(async () => (await redis.exists(key)) === 0, 'pin event invalidates the picker cache');
    const third = await rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: actor.id });
    assert.equal(third.items[0]?.id, board.id);
    assert.equal(third.items[0]?.pin_count, 1);
  });

  const update = (
    actor: Actor,
    board_id: string,
    change: { name?: string; description?: string; privacy?: 'public' | 'secret'; archived?: boolean },
  ) => rpc.request(Rpc.boards.update, { actor, board_id, ...change });

  test('update: the owner renames (new slug and url), re-describes and hides a board, and it is announced', async () => {
    const actor = owner();
    const board = await createBoard(actor, 'Old name');
    const updated = await update(actor, board.id, {
      name: 'New Name',
      description: 'Now described',
      privacy: 'secret',
    });
    assert.equal(updated.name, 'New Name');
    assert.equal(updated.slug, 'new-name');
    assert.equal(updated.url, `/${actor.username}/new-name/`);
    assert.equal(updated.description, 'Now described');
    assert.equal(updated.privacy, 'secret');
    assert.equal(updated.created_at, board.created_at);
    const announced = await watcher.find(Events.boards.boardUpdated, (e) => e.board.id === board.id);
    assert.deepEqual(announced?.board, updated);

    const bySlug = (slug: string, viewer_id: string | null) =>
      rpc.request(Rpc.boards.get, { username: actor.username, slug, viewer_id });
    await assert.rejects(bySlug('old-name', actor.id), { code: ErrorCode.NotFound });
    assert.equal((await bySlug('new-name', actor.id)).id, board.id);
    await assert.rejects(bySlug('new-name', null), { code: ErrorCode.NotFound }, 'now secret');
  });

  test('update: only the owner may, names stay unique per owner, and a change of case keeps the slug', async () => {
    const actor = owner();
    const alpha = await createBoard(actor, 'Alpha');
    await createBoard(actor, 'Beta');
    await assert.rejects(update(owner(), alpha.id, { name: 'Mine now' }), {
      code: ErrorCode.Forbidden,
      message: BoardTexts.notYourBoardToEdit,
    });
    await assert.rejects(update(actor, alpha.id, { name: 'BETA' }), {
      code: ErrorCode.Conflict,
      message: BoardTexts.nameTaken,
    });
    await assert.rejects(update(actor, alpha.id, { name: '  ' }), {
      code: ErrorCode.ValidationFailed,
      message: BoardTexts.nameRequired,
    });
    const recased = await update(actor, alpha.id, { name: 'ALPHA' });
    assert.deepEqual([recased.name, recased.slug], ['ALPHA', 'alpha']);
    const unchanged = await rpc.request(Rpc.boards.get, { board_id: alpha.id, viewer_id: null });
    assert.equal(unchanged.name, 'ALPHA');
  });

  const createSection = (actor: Actor, board_id: string, name: string) =>
    rpc.request(Rpc.boards.sectionCreate, { actor, board_id, name });

  test('sections: the owner adds them (unique titles, slugs), they count on the board and are announced', async () => {
    const actor = owner();
    const board = await createBoard(actor, 'Kitchen');
    const lighting = await createSection(actor, board.id, '  Lighting  ');
    assert.equal(lighting.title, 'Lighting');
    assert.equal(lighting.slug, 'lighting');
    assert.equal(lighting.url, `${board.url}lighting/`);
    assert.equal(lighting.name_source, 0);
    assert.equal(lighting.pin_count, 0);
    assert.deepEqual(lighting.preview_pins, []);
    const announced = await watcher.find(Events.boards.sectionCreated, (e) => e.section.id === lighting.id);
    assert.deepEqual(announced?.section, lighting);
    const suggested = await rpc.request(Rpc.boards.sectionCreate, {
      actor,
      board_id: board.id,
      name: 'Lighting!',
      name_source: 1,
    });
    assert.equal(suggested.slug, 'lighting-2');
    assert.equal(suggested.name_source, 1);
    await assert.rejects(createSection(actor, board.id, 'LIGHTING'), {
      code: ErrorCode.Conflict,
      message: BoardTexts.sectionNameTaken,
    });
    await assert.rejects(createSection(actor, board.id, '   '), {
      code: ErrorCode.ValidationFailed,
      message: BoardTexts.sectionNameRequired,
    });
    await assert.rejects(createSection(owner(), board.id, 'Mine'), { code: ErrorCode.Forbidden });
    assert.equal(
      (await rpc.request(Rpc.boards.get, { board_id: board.id, viewer_id: null })).section_count,
      2,
    );
    const listed = await rpc.request(Rpc.boards.sectionList, { board_id: board.id, viewer_id: null });
    assert.deepEqual(
      listed.map((s) => s.title),
      ['Lighting', 'Lighting!'],
    );
    const bySlugs = await rpc.request(Rpc.boards.sectionGet, {
      username: actor.username,
      board_slug: board.slug,
      section_slug: 'lighting-2',
      viewer_id: null,
    });
    assert.equal(bySlugs.id, suggested.id);
  });

  test("sections of a secret board are its owner's only; access checks the section is the board's", async () => {
    const actor = owner();
    const secret = await createBoard(actor, `Hidden ${suffix()}`, 'secret');
    const inside = await createSection(actor, secret.id, 'Inside');
    const other = await createBoard(actor, `Other ${suffix()}`);
    for (const viewer_id of [null, owner().id]) {
      await assert.rejects(rpc.request(Rpc.boards.sectionGet, { section_id: inside.id, viewer_id }), {
        code: ErrorCode.NotFound,
      });
      await assert.rejects(rpc.request(Rpc.boards.sectionList, { board_id: secret.id, viewer_id }), {
        code: ErrorCode.NotFound,
      });
    }
    const access = await rpc.request(Rpc.boards.access, {
      board_id: secret.id,
      section_id: inside.id,
      user_id: actor.id,
      permission: 'write',
    });
    assert.deepEqual(access.section, { id: inside.id, title: 'Inside', slug: 'inside', url: inside.url });
    await assert.rejects(
      rpc.request(Rpc.boards.access, {
        board_id: other.id,
        section_id: inside.id,
        user_id: actor.id,
        permission: 'write',
      }),
      { code: ErrorCode.NotFound, message: BoardTexts.sectionNotFound },
    );
    await assert.rejects(
      rpc.request(Rpc.boards.sectionList, { board_id: other.id, viewer_id: owner().id, permission: 'write' }),
      { code: ErrorCode.Forbidden },
    );
  });

  test('a Pin saved into a section counts there too, with its preview', async () => {
    const actor = owner();
    const board = await createBoard(actor, 'Garden');
    const herbs = await createSection(actor, board.id, 'Herbs');
    const pin = newPin(board, actor, herbs);
    await events.publish(Events.pins.pinSaved, { pin, source_pin_id: pin.id, root_pin_id: pin.id });
    await waitFor(
      async () =>
        (await rpc.request(Rpc.boards.sectionGet, { section_id: herbs.id, viewer_id: null })).pin_count === 1,
      'the section counts the Pin',
    );
    const seen = await rpc.request(Rpc.boards.sectionGet, { section_id: herbs.id, viewer_id: null });
    assert.deepEqual(
      seen.preview_pins.map((p) => p.image_medium_url),
      [pin.images['236x'].url],
    );
    assert.equal((await rpc.request(Rpc.boards.get, { board_id: board.id, viewer_id: null })).pin_count, 1);
  });

  test('archive: an archived board keeps its Pins and page, leaves the picker and takes no saves until unarchived', async () => {
    const actor = owner();
    const kept = await createBoard(actor, 'Kept');
    const old = await createBoard(actor, 'Old stuff');
    assert.equal(old.archived_by_me_at, null);
    const archived = await update(actor, old.id, { archived: true });
    assert.ok(archived.archived_by_me_at, 'archived, with a date');
    const again = await update(actor, old.id, { archived: true });
    assert.equal(again.archived_by_me_at, archived.archived_by_me_at, 'archiving again keeps the first date');

    const picker = await rpc.request(Rpc.boards.picker, { actor, pin_text: '' });
    assert.deepEqual(
      picker.all_boards.map((b) => b.id),
      [kept.id],
    );
    await assert.rejects(
      rpc.request(Rpc.boards.access, { board_id: old.id, user_id: actor.id, permission: 'write' }),
      { code: ErrorCode.Forbidden, message: BoardTexts.archived },
    );
    const read = await rpc.request(Rpc.boards.access, {
      board_id: old.id,
      user_id: actor.id,
      permission: 'read',
    });
    assert.equal(read.board.id, old.id, 'still readable');
    await assert.rejects(update(owner(), old.id, { archived: false }), { code: ErrorCode.Forbidden });

    const back = await update(actor, old.id, { archived: false });
    assert.equal(back.archived_by_me_at, null);
    await rpc.request(Rpc.boards.access, { board_id: old.id, user_id: actor.id, permission: 'write' });
    const after = await rpc.request(Rpc.boards.picker, { actor, pin_text: '' });
    assert.equal(after.all_boards.length, 2);
  });

  test('the picker: every board of the actor, the boards saved to last, then those that suit the Pin', async () => {
    const actor = owner();
    const plain = await createBoard(actor, 'Plain');
    const baking = await createBoard(actor, 'Baking bread');
    const travel = await createBoard(actor, 'Travel in Portugal');
    await events.publish(Events.pins.pinCreated, { pin: newPin(plain, actor) });
    await waitFor(async () => (await pinCount(plain.id)) === 1, 'the save is counted');
    const picker = await rpc.request(Rpc.boards.picker, { actor, pin_text: 'Sourdough BREAD from Portugal' });
    assert.deepEqual(picker.all_boards.map((b) => b.id).sort(), [plain.id, baking.id, travel.id].sort());
    assert.deepEqual(
      picker.boards_shortlist.map((b) => b.name),
      ['Plain', 'Travel in Portugal', 'Baking bread'],
    );
    const none = await rpc.request(Rpc.boards.picker, { actor, pin_text: 'bread', shortlist_suggestions: 0 });
    assert.deepEqual(
      none.boards_shortlist.map((b) => b.name),
      ['Plain'],
    );
  });

  test('moves and deletes keep counts, covers and previews exact; a redelivered event changes nothing', async () => {
    const actor = owner();
    const from = await createBoard(actor, 'From');
    const to = await createBoard(actor, 'To');
    const herbs = await createSection(actor, to.id, 'Herbs');
    const first = newPin(from, actor);
    const second = newPin(from, actor);
    for (const pin of [first, second]) await events.publish(Events.pins.pinCreated, { pin });
    await waitFor(async () => (await pinCount(from.id)) === 2, 'both Pins counted');

    const moved = {
      ...first,
      pinned_to_board: { id: to.id, name: to.name, url: to.url, privacy: to.privacy },
      section: herbs,
    };
    const previous = { board_id: from.id, section_id: null };
    await events.publish(Events.pins.pinUpdated, { pin: moved, previous });
    await events.publish(Events.pins.pinUpdated, { pin: moved, previous });
    const board = (id: string) => rpc.request(Rpc.boards.get, { board_id: id, viewer_id: actor.id });
    await waitFor(async () => (await board(to.id)).pin_count === 1, 'the move is counted');
    assert.equal((await board(from.id)).pin_count, 1);
    assert.equal(
      (await board(from.id)).image_cover_url,
      second.images['236x'].url,
      'the cover falls to the oldest left',
    );
    assert.equal(
      (await rpc.request(Rpc.boards.sectionGet, { section_id: herbs.id, viewer_id: null })).pin_count,
      1,
    );

    await events.publish(Events.pins.pinDeleted, { pin_id: first.id, board_id: to.id, section_id: herbs.id });
    await events.publish(Events.pins.pinDeleted, { pin_id: first.id, board_id: to.id, section_id: herbs.id });
    await waitFor(async () => (await board(to.id)).pin_count === 0, 'the delete is counted');
    const emptied = await board(to.id);
    assert.deepEqual([emptied.image_cover_url, emptied.pin_thumbnail_urls], [null, []]);
    const section = await rpc.request(Rpc.boards.sectionGet, { section_id: herbs.id, viewer_id: null });
    assert.deepEqual([section.pin_count, section.preview_pins], [0, []]);
    assert.equal((await board(from.id)).pin_count, 1);
  });

  test('the owner deletes a board with its sections; it is announced and gone', async () => {
    const actor = owner();
    const doomed = await createBoard(actor, 'Doomed');
    const part = await createSection(actor, doomed.id, 'Part');
    await assert.rejects(rpc.request(Rpc.boards.delete, { actor: owner(), board_id: doomed.id }), {
      code: ErrorCode.Forbidden,
    });
    assert.deepEqual(await rpc.request(Rpc.boards.delete, { actor, board_id: doomed.id }), { id: doomed.id });
    const announced = await watcher.find(Events.boards.boardDeleted, (e) => e.board_id === doomed.id);
    assert.equal(announced?.owner_id, actor.id);
    await assert.rejects(rpc.request(Rpc.boards.get, { board_id: doomed.id, viewer_id: actor.id }), {
      code: ErrorCode.NotFound,
    });
    await assert.rejects(rpc.request(Rpc.boards.sectionGet, { section_id: part.id, viewer_id: actor.id }), {
      code: ErrorCode.NotFound,
    });
  });
});

import assert from 'node:assert/strict';
import { createHash, createHmac, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  END_BOOKMARK,
  DOMAIN_EVENTS_STREAM,
  ErrorCode,
  Events,
  PinTexts,
  Rpc,
  type Actor,
  type Board,
  type Pin,
  type Privacy,
  type SavedPin,
} from '@pinboard/contracts';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { advisoryLockKey, createPrismaAdapter } from '@pinboard/db';
import {
  natsOptions,
  ServiceError,
  type RpcClient,
  startService,
  type RunningService,
} from '@pinboard/service-kit';
import {
  deleteEventConsumers,
  EventWatcher,
  ImageServer,
  migrateServices,
  serviceTestConfig,
  startServices,
  testEnv,
  testEnvVars,
  testRpcClient,
  twoPages,
  waitFor,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import type { PinsConfig } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { SaveWriter, type SaveColumns } from '../pins/save-writer.js';
import { gradient } from '../media/__tests__/test-images.js';
import { pinsService } from '../service.js';

const env = testEnv();

let mediaRoot: string;
let pins: RunningService;
let boardsService: ServicesUnderTest;
let rpc: RpcClient;
let db: PrismaClient;
const images = new ImageServer();
const events = new EventWatcher();
const createdBoards: string[] = [];
const prefixes: string[] = [];
let photo: Buffer;

function config(overrides: Record<string, string> = {}): PinsConfig {
  const made = serviceTestConfig(pinsService, {
    MEDIA_ROOT: mediaRoot,
    MEDIA_ALLOW_PRIVATE_FETCH: 'true',
    LOG_LEVEL: 'warn',
    ...overrides,
  });
  prefixes.push(made.EVENT_CONSUMER_PREFIX!);
  return made;
}

// ---- factories ----
function newActor(): Actor {
  const suffix = randomInt(1e9).toString(36);
  return {
    id: String(randomInt(1e12, 9e12)),
    username: `pins_${suffix}`,
    full_name: `Pin Tester ${suffix}`,
    image_medium_url: null,
  };
}

async function newBoard(actor: Actor, privacy: Privacy = 'public'): Promise<Board> {
  const board = await rpc.request(Rpc.boards.create, { actor, name: `Board ${randomInt(1e9)}`, privacy });
  createdBoards.push(board.id);
  return board;
}

function newPin(
  actor: Actor,
  board: Board,
  fields: { title?: string; link?: string; description?: string } = {},
): Promise<Pin> {
  return rpc.request(Rpc.pins.create, {
    actor,
    board_id: board.id,
    image_base64: photo.toString('base64'),
    title: fields.title ?? 'A gradient',
    description: fields.description ?? 'made in a test',
    link: fields.link,
  });
}

function isError(code: string, message?: string) {
  return (err: unknown) =>
    err instanceof ServiceError && err.code === code && (!message || err.message === message);
}

const outboxRows = () => db.outboxEvent.count();

/** The domain events stream's subjects, and a way to change them (a JetStream that refuses some). */
async function streamSubjects(): Promise<{ subjects: string[]; set(subjects: string[]): Promise<void> }> {
  const nc = await connect(natsOptions(env.natsUrl));
  const jsm = await jetstreamManager(nc);
  const subjects = (await jsm.streams.info(DOMAIN_EVENTS_STREAM)).config.subjects ?? [];
  return {
    subjects,
    async set(next) {
      await jsm.streams.update(DOMAIN_EVENTS_STREAM, { subjects: next });
      if (next === subjects) await nc.close();
    },
  };
}

const rowsOnBoard = (boardId: string) => db.pin.count({ where: { boardId: BigInt(boardId) } });
const mediaFile = (url: string) => join(mediaRoot, url.replace(/^\/media\//, ''));

describe('pins service (integration)', () => {
  before(async () => {
    mediaRoot = await mkdtemp(join(tmpdir(), 'pins-media-'));
    await migrateServices(['pins']);
    db = new PrismaClient({ adapter: createPrismaAdapter(env.databaseUrl, 'pins', 2) });
    photo = await gradient(800, 1200, 'jpeg');
    await images.start();
    // The real boards service, from its build: pins asks it before every write.
    boardsService = await startServices({ only: ['boards'] });
    pins = await startService(pinsService, config());
    rpc = testRpcClient(15_000);
    await rpc.connect();
    await events.start(env.natsUrl);
  });

  after(async () => {
    // Only this run's rows: repins first is not needed, the self-reference is ON DELETE SET NULL.
    if (createdBoards.length)
      await db.pin.deleteMany({ where: { boardId: { in: createdBoards.map(BigInt) } } });
    await events.close();
    await rpc?.close();
    await pins?.close();
    await boardsService?.stop();
    await images.close();
    await db?.$disconnect();
    await rm(mediaRoot, { recursive: true, force: true });
    for (const prefix of prefixes) await deleteEventConsumers(env.natsUrl, prefix);
  });

  it('answers its health check', async () => {
    const health = await rpc.request(Rpc.pins.health, {});
    assert.equal(health.status, 'up', JSON.stringify(health));
  });

  it('talks to the boards service', async () => {
    const actor = newActor();
    const board = await newBoard(actor);
    assert.equal(board.owner.id, actor.id);
  });

  it('creates a Pin from base64, stores both sizes and publishes pins.pin.created', async () => {
    const actor = newActor();
    const board = await newBoard(actor);
    const pin = await newPin(actor, board, { title: 'Sunset', link: 'https://www.example.com/recipes/1' });

    assert.equal(pin.title, 'Sunset');
    assert.equal(pin.description, 'made in a test');
    assert.equal(pin.link, 'https://www.example.com/recipes/1');
    assert.deepEqual(pin.linkDomain, { domain: 'example.com', officialUser: null });
    assert.match(pin.color, /^#[0-9a-f]{6}$/);
    assert.deepEqual(pin.pinned_to_board, {
      id: board.id,
      name: board.name,
      url: board.url,
      privacy: 'public',
    });
    assert.equal(pin.section, null);
    assert.deepEqual(pin.pinner, {
      id: actor.id,
      username: actor.username,
      full_name: actor.full_name,
      image_medium_url: null,
    });
    assert.equal(pin.repinned_from_id, null);
    assert.equal(pin.is_promoted, false);
    // The files are named by the bytes' sha256 keyed with MEDIA_ADDRESS_KEY: nobody holding the
    // image can compute where it is stored (its plain sha256 names nothing).
    const sha = createHash('sha256').update(photo).digest('hex');
    const address = createHmac('sha256', testEnvVars().MEDIA_ADDRESS_KEY!).update(sha).digest('hex');
    assert.deepEqual(pin.images['236x'], {
      url: `/media/236x/${address.slice(0, 2)}/${address.slice(2, 4)}/${address}.jpg`,
      width: 236,
      height: 354,
    });
    assert.deepEqual(pin.images.orig, {
      url: `/media/originals/${address.slice(0, 2)}/${address.slice(2, 4)}/${address}.jpg`,
      width: 800,
      height: 1200,
    });
    assert.deepEqual(pin.images.originals, pin.images.orig);
    assert.ok(!existsSync(mediaFile(`/media/originals/${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}.jpg`)));
    // image_signature is the perceptual hash.
    assert.match(pin.image_signature, /^[0-9a-f]{16}$/);
    assert.ok(existsSync(mediaFile(pin.images['236x'].url)));
    assert.ok(existsSync(mediaFile(pin.images.orig.url)));

    const row = await db.pin.findUniqueOrThrow({ where: { id: BigInt(pin.id) } });
    assert.equal(row.imageSignature, pin.image_signature);
    assert.deepEqual(await rpc.request(Rpc.pins.get, { pin_id: pin.id, viewer_id: null }), {
      ...pin,
      saved_to: [],
    });
    const event = await events.find(Events.pins.pinCreated, (e) => e.pin.id === pin.id);
    assert.deepEqual(event?.pin, pin);
  });

  it('creates a Pin from an http URL, following a redirect, and accepts a data: URL', async () => {
    const actor = newActor();
    const board = await newBoard(actor);
    const png = await gradient(300, 200, 'png');
    images.serve('/photo.png', 'image/png', png);
    const fromUrl = await rpc.request(Rpc.pins.create, {
      actor,
      board_id: board.id,
      image_url: `${images.base}/redirect-to/photo.png`,
    });
    assert.deepEqual([fromUrl.images.orig.width, fromUrl.images.orig.height], [300, 200]);
    assert.deepEqual([fromUrl.images['236x'].width, fromUrl.images['236x'].height], [236, 157]);
    assert.equal(fromUrl.link, null);
    assert.equal(fromUrl.linkDomain, null);

    const fromDataUrl = await rpc.request(Rpc.pins.create, {
      actor,
      board_id: board.id,
      image_base64: `data:image/png;base64,${png.toString('base64')}`,
    });
    // Same bytes, same content address: the files are shared.
    assert.equal(fromDataUrl.images.orig.url, fromUrl.images.orig.url);
  });

  it('rejects an image under 120 px and writes no row', async () => {
    const actor = newActor();
    const board = await newBoard(actor);
    const small = await gradient(100, 300);
    await assert.rejects(
      rpc.request(Rpc.pins.create, { actor, board_id: board.id, image_base64: small.toString('base64') }),
      isError(ErrorCode.ValidationFailed, PinTexts.imageTooSmall),
    );
    images.serve('/small.png', 'image/png', small);
    await assert.rejects(
      rpc.request(Rpc.pins.create, { actor, board_id: board.id, image_url: `${images.base}/small.png` }),
      isError(ErrorCode.ValidationFailed, PinTexts.imageTooSmall),
    );
    assert.equal(await rowsOnBoard(board.id), 0);
  });

  it("answers 'Invalid Image' for text, undecodable base64 and non-image URLs", async () => {
    const actor = newActor();
    const board = await newBoard(actor);
    const invalid = isError(ErrorCode.InvalidImage, PinTexts.invalidImage);
    const text = Buffer.from('this is a text file\n');
    await assert.rejects(
      rpc.request(Rpc.pins.create, { actor, board_id: board.id, image_base64: text.toString('base64') }),
      invalid,
    );
    await assert.rejects(
      rpc.request(Rpc.pins.create, { actor, board_id: board.id, image_base64: '***not base64***' }),
      invalid,
    );
    images.serve('/page.html', 'text/html', Buffer.from('<html><body>hello</body></html>'));
    await assert.rejects(
      rpc.request(Rpc.pins.create, { actor, board_id: board.id, image_url: `${images.base}/page.html` }),
      invalid,
    );
    assert.equal(await rowsOnBoard(board.id), 0);
  });

  it('reports an image URL that cannot be fetched', async () => {
    const actor = newActor();
    const board = await newBoard(actor);
    await assert.rejects(
      rpc.request(Rpc.pins.create, { actor, board_id: board.id, image_url: `${images.base}/missing.png` }),
      isError(ErrorCode.ValidationFailed, PinTexts.imageFetchFailed),
    );
  });

  it("refuses to create a Pin on someone else's board, passing on the boards service's error", async () => {
    const owner = newActor();
    const board = await newBoard(owner);
    const intruder = newActor();
    await assert.rejects(
      newPin(intruder, board),
      (err: unknown) => err instanceof ServiceError && err.code === ErrorCode.Forbidden,
    );
    assert.equal(await rowsOnBoard(board.id), 0);
  });

  it('a save acknowledged while JetStream refuses its event is announced once it can, across a restart too', async () => {
    const author = newActor();
    const source = await newPin(author, await newBoard(author));
    const saver = newActor();
    const stream = await streamSubjects();
    const save = async () =>
      rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: (await newBoard(saver)).id });
    let whileRefused: SavedPin;
    let beforeRestart: SavedPin;
    try {
      // JetStream takes no pins.pin.saved (NATS itself answers): the saves are still acknowledged...
      await stream.set(stream.subjects.filter((s) => s !== Events.pins.pinSaved.subject));
      whileRefused = await save();
      beforeRestart = await save();
      assert.equal(await outboxRows(), 2, 'kept in the outbox');
      // ...and the service stops (its last flush fails too) and starts again while they wait.
      await pins.close();
      pins = await startService(pinsService, config());
    } finally {
      await stream.set(stream.subjects);
    }
    for (const saved of [whileRefused, beforeRestart]) {
      const event = await events.find(Events.pins.pinSaved, (e) => e.pin.id === saved.id, 10_000);
      assert.ok(event, `pins.pin.saved of ${saved.id} published once JetStream took it`);
    }
    await waitFor(async () => (await outboxRows()) === 0, 'the outbox emptied');
    // Once published, an event is never published twice (event ids dedupe a relay's retry too).
    const again = await events.findAll(Events.pins.pinSaved, (e) => e.pin.id === whileRefused.id, 1500);
    assert.equal(again.length, 1);
  });

  it('repins to another board reusing the stored images, and publishes pins.pin.saved', async () => {
    const author = newActor();
    const source = await newPin(author, await newBoard(author), {
      title: 'Original',
      link: 'https://www.example.org/a',
    });
    const saver = newActor();
    const target = await newBoard(saver);

    const repin = await rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: target.id });
    assert.notEqual(repin.id, source.id);
    assert.equal(repin.repinned_from_id, source.id);
    assert.equal(repin.title, 'Original');
    assert.equal(repin.description, source.description);
    assert.equal(repin.link, source.link);
    assert.equal(repin.linkDomain?.domain, 'example.org');
    assert.deepEqual(repin.images, source.images);
    assert.equal(repin.color, source.color);
    assert.equal(repin.already_saved, false);
    assert.deepEqual(repin.pinned_to_board, {
      id: target.id,
      name: target.name,
      url: target.url,
      privacy: 'public',
    });
    assert.equal(repin.pinner.id, saver.id);

    const event = await events.find(Events.pins.pinSaved, (e) => e.pin.id === repin.id);
    assert.ok(event, 'pins.pin.saved was not published');
    assert.equal(event.source_pin_id, source.id);
    const { already_saved: _flag, first_save: _first, ...saved } = repin;
    assert.deepEqual(event.pin, saved);

    await assert.rejects(
      rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: (await newBoard(author)).id }),
      (err: unknown) => err instanceof ServiceError && err.code === ErrorCode.Forbidden,
    );
    await assert.rejects(
      rpc.request(Rpc.pins.repin, { actor: saver, pin_id: '999999999999999999', board_id: target.id }),
      isError(ErrorCode.NotFound, PinTexts.notFound),
    );
  });

  it('keeps a secret-board Pin from everyone but its owner, one by one and in feed pages', async () => {
    const owner = newActor();
    const secretBoard = await newBoard(owner, 'secret');
    const secret = await newPin(owner, secretBoard, { title: 'Hidden' });
    assert.equal(secret.pinned_to_board.privacy, 'secret');
    const other = newActor();

    const own = await rpc.request(Rpc.pins.get, { pin_id: secret.id, viewer_id: owner.id });
    assert.deepEqual({ ...own, saved_to: [] }, { ...secret, saved_to: [] });
    for (const viewer of [other.id, null]) {
      await assert.rejects(
        rpc.request(Rpc.pins.get, { pin_id: secret.id, viewer_id: viewer }),
        isError(ErrorCode.NotFound, PinTexts.notFound),
      );
    }
    await assert.rejects(
      rpc.request(Rpc.pins.repin, { actor: other, pin_id: secret.id, board_id: (await newBoard(other)).id }),
      isError(ErrorCode.NotFound, PinTexts.notFound),
    );
    const pageOf = (viewer: string | null) =>
      rpc.request(Rpc.pins.getMany, { pin_ids: [secret.id], viewer_id: viewer });
    assert.deepEqual(
      (await pageOf(owner.id)).map((p) => p.id),
      [secret.id],
    );
    assert.deepEqual(await pageOf(other.id), []);
    assert.deepEqual(await pageOf(null), []);
  });

  it('answers Pins by id in the order asked, leaving out the gone and repeated', async () => {
    const actor = newActor();
    const board = await newBoard(actor);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await newPin(actor, board, { title: `Feed ${i}` })).id);
    const asked = [made[2]!, '999999999999999999', made[0]!, made[2]!, made[1]!];
    const pins = await rpc.request(Rpc.pins.getMany, { pin_ids: asked, viewer_id: null });
    assert.deepEqual(
      pins.map((p) => p.id),
      [made[2], made[0], made[1]],
    );
    assert.equal(pins[1]?.title, 'Feed 0');
  });

  it("pages a board's feed and checks read access with the boards service", async () => {
    const owner = newActor();
    const board = await newBoard(owner);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await newPin(owner, board)).id);
    const [page1, page2] = await twoPages((bookmark) =>
      rpc.request(Rpc.pins.boardFeed, { board_id: board.id, viewer_id: null, page_size: 2, bookmark }),
    );
    assert.deepEqual(
      page1.items.map((p) => p.id),
      [made[2], made[1]],
    );
    assert.deepEqual(
      page2.items.map((p) => p.id),
      [made[0]],
    );
    assert.equal(page2.bookmark, END_BOOKMARK);

    const secretBoard = await newBoard(owner, 'secret');
    const secret = await newPin(owner, secretBoard);
    const own = await rpc.request(Rpc.pins.boardFeed, { board_id: secretBoard.id, viewer_id: owner.id });
    assert.deepEqual(
      own.items.map((p) => p.id),
      [secret.id],
    );
    for (const viewer of [newActor().id, null]) {
      await assert.rejects(
        rpc.request(Rpc.pins.boardFeed, { board_id: secretBoard.id, viewer_id: viewer }),
        (err: unknown) =>
          err instanceof ServiceError &&
          (err.code === ErrorCode.NotFound || err.code === ErrorCode.Forbidden),
      );
    }
  });

  it("keeps its Pins' copies of a board current when the board is renamed or hidden", async () => {
    const owner = newActor();
    const board = await newBoard(owner);
    const pin = await newPin(owner, board, { title: 'On a board that changes' });
    const renamed = await rpc.request(Rpc.boards.update, {
      actor: owner,
      board_id: board.id,
      name: `Renamed ${randomInt(1e9)}`,
      privacy: 'secret',
    });
    await waitFor(
      async () =>
        (await rpc.request(Rpc.pins.get, { pin_id: pin.id, viewer_id: owner.id })).pinned_to_board.name ===
        renamed.name,
      'the Pin to show the new board name',
    );
    const seen = await rpc.request(Rpc.pins.get, { pin_id: pin.id, viewer_id: owner.id });
    assert.deepEqual(seen.pinned_to_board, {
      id: board.id,
      name: renamed.name,
      url: renamed.url,
      privacy: 'secret',
    });
    await assert.rejects(
      rpc.request(Rpc.pins.get, { pin_id: pin.id, viewer_id: null }),
      isError(ErrorCode.NotFound, PinTexts.notFound),
      'a Pin of a board made secret is hidden from others',
    );
    assert.deepEqual(
      await rpc.request(Rpc.pins.getMany, { pin_ids: [pin.id], viewer_id: null }),
      [],
      'and it leaves every feed page',
    );
  });

  it('saves into a section: the Pin carries it, its board feed lists it, and a second save there is the first', async () => {
    const author = newActor();
    const source = await newPin(author, await newBoard(author), {
      title: 'A lamp',
      link: 'https://shop.example/lamp',
    });
    const saver = newActor();
    const board = await newBoard(saver);
    const lighting = await rpc.request(Rpc.boards.sectionCreate, {
      actor: saver,
      board_id: board.id,
      name: 'Lighting',
    });
    const inSection = await rpc.request(Rpc.pins.repin, {
      actor: saver,
      pin_id: source.id,
      board_id: board.id,
      section: lighting.id,
      description: 'For the hall',
    });
    assert.deepEqual(inSection.section, {
      id: lighting.id,
      title: 'Lighting',
      slug: 'lighting',
      url: lighting.url,
    });
    assert.equal(inSection.description, 'For the hall', 'a save may change the description');
    assert.equal(inSection.title, 'A lamp');
    // The feeds' read (plain SQL, pin-reads.ts) and the closeup's (Prisma) answer the same Pin.
    const { saved_to: _savedTo, ...closeup } = await rpc.request(Rpc.pins.get, {
      pin_id: inSection.id,
      viewer_id: null,
    });
    assert.deepEqual(await rpc.request(Rpc.pins.getMany, { pin_ids: [inSection.id], viewer_id: null }), [
      closeup,
    ]);
    const event = await events.find(Events.pins.pinSaved, (e) => e.pin.id === inSection.id);
    assert.equal(event?.pin.section?.id, lighting.id);

    const again = await rpc.request(Rpc.pins.repin, {
      actor: saver,
      pin_id: source.id,
      board_id: board.id,
      section: lighting.id,
    });
    assert.equal(again.already_saved, true);
    assert.equal(again.id, inSection.id);
    // Saving the saved copy counts as the same Pin too.
    const ofCopy = await rpc.request(Rpc.pins.repin, {
      actor: saver,
      pin_id: inSection.id,
      board_id: board.id,
      section: lighting.id,
    });
    assert.equal(ofCopy.id, inSection.id);
    const onBoard = await rpc.request(Rpc.pins.repin, {
      actor: saver,
      pin_id: source.id,
      board_id: board.id,
    });
    assert.equal(onBoard.already_saved, false, 'the board itself is another place than its section');

    const sectionFeed = await rpc.request(Rpc.pins.boardFeed, {
      board_id: board.id,
      section_id: lighting.id,
      viewer_id: null,
    });
    assert.deepEqual(
      sectionFeed.items.map((p) => p.id),
      [inSection.id],
    );
    const boardFeed = await rpc.request(Rpc.pins.boardFeed, { board_id: board.id, viewer_id: null });
    assert.deepEqual(
      boardFeed.items.map((p) => p.id),
      [onBoard.id, inSection.id],
    );
    await assert.rejects(
      rpc.request(Rpc.pins.repin, {
        actor: saver,
        pin_id: source.id,
        board_id: (await newBoard(saver)).id,
        section: lighting.id,
      }),
      isError(ErrorCode.NotFound),
      'a section of another board is refused',
    );
  });

  it('tells a signed-in viewer where they saved a Pin (any save of it), and nobody else', async () => {
    const author = newActor();
    const source = await newPin(author, await newBoard(author));
    const saver = newActor();
    const first = await newBoard(saver);
    const second = await newBoard(saver);
    await rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: first.id });
    const copy = await rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: second.id });
    const seen = await rpc.request(Rpc.pins.get, { pin_id: copy.id, viewer_id: saver.id });
    assert.deepEqual(seen.saved_to.map((s) => s.board.id).sort(), [first.id, second.id].sort());
    assert.deepEqual((await rpc.request(Rpc.pins.get, { pin_id: source.id, viewer_id: null })).saved_to, []);
    const authors = await rpc.request(Rpc.pins.get, { pin_id: source.id, viewer_id: author.id });
    assert.deepEqual(
      authors.saved_to.map((s) => s.board.id),
      [source.pinned_to_board.id],
      "the author's original counts as their save",
    );
  });

  it('suggests board names from where others saved the Pin, then its title', async () => {
    const author = newActor();
    const source = await newPin(author, await newBoard(author), { title: 'Blue tiles' });
    for (const name of ['Bathroom ideas', 'bathroom IDEAS', 'Kitchen']) {
      const saver = newActor();
      const board = await rpc.request(Rpc.boards.create, {
        actor: saver,
        name: `${name} ${randomInt(1e6)}`.trim(),
      });
      createdBoards.push(board.id);
      await rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: board.id });
    }
    const titles = (
      await rpc.request(Rpc.pins.boardTitleSuggestions, { pin_id: source.id, viewer_id: null })
    ).map((s) => s.title);
    assert.equal(titles.at(-1), 'Blue tiles');
    assert.ok(titles.length >= 4 && titles.length <= 5, titles.join(', '));
  });

  it('100 concurrent saves to one board and its section make each save once and leave exact counts', async () => {
    const author = newActor();
    const authorBoard = await newBoard(author);
    const sources = await Promise.all(Array.from({ length: 25 }, () => newPin(author, authorBoard)));
    const saver = newActor();
    const board = await newBoard(saver);
    const section = await rpc.request(Rpc.boards.sectionCreate, {
      actor: saver,
      board_id: board.id,
      name: 'Crowd',
    });
    // Each Pin to the board and to its section, each twice, all at once: 100 requests, 50 places.
    const save = (pin_id: string, inSection: boolean) =>
      rpc.request(Rpc.pins.repin, {
        actor: saver,
        pin_id,
        board_id: board.id,
        ...(inSection ? { section: section.id } : {}),
      });
    const answers = await Promise.all(
      sources.flatMap((pin) => [
        save(pin.id, false),
        save(pin.id, true),
        save(pin.id, false),
        save(pin.id, true),
      ]),
    );
    assert.equal(answers.length, 100);
    assert.equal(answers.filter((a) => !a.already_saved).length, 50, 'one save per Pin and place');
    assert.equal(await db.pin.count({ where: { boardId: BigInt(board.id) } }), 50);
    assert.equal(await db.pin.count({ where: { sectionId: BigInt(section.id) } }), 25);
    await waitFor(
      async () =>
        (await rpc.request(Rpc.boards.get, { board_id: board.id, viewer_id: saver.id })).pin_count === 50,
      'the board to count every save once',
    );
    await waitFor(
      async () =>
        (await rpc.request(Rpc.boards.sectionGet, { section_id: section.id, viewer_id: saver.id }))
          .pin_count === 25,
      'the section to count its saves once',
    );
  });

  it('its owner edits, moves and deletes a Pin; the boards follow; nobody else may', async () => {
    const owner = newActor();
    const from = await newBoard(owner);
    const to = await newBoard(owner);
    const nook = await rpc.request(Rpc.boards.sectionCreate, { actor: owner, board_id: to.id, name: 'Nook' });
    const pin = await newPin(owner, from, { title: 'Before', link: 'https://a.example/x' });
    await assert.rejects(
      rpc.request(Rpc.pins.update, { actor: newActor(), pin_id: pin.id, title: 'Mine' }),
      isError(ErrorCode.Forbidden, PinTexts.notYourPin),
    );
    const edited = await rpc.request(Rpc.pins.update, {
      actor: owner,
      pin_id: pin.id,
      title: 'After',
      link: '',
    });
    assert.deepEqual([edited.title, edited.link, edited.linkDomain], ['After', null, null]);
    assert.equal(edited.pinned_to_board.id, from.id);
    const moved = await rpc.request(Rpc.pins.update, {
      actor: owner,
      pin_id: pin.id,
      board_id: to.id,
      section: nook.id,
    });
    assert.deepEqual([moved.pinned_to_board.id, moved.section?.id], [to.id, nook.id]);
    const event = await events.find(
      Events.pins.pinUpdated,
      (e) => e.pin.id === pin.id && e.pin.section?.id === nook.id,
    );
    assert.deepEqual(event?.previous, { board_id: from.id, section_id: null });
    const count = async (id: string) =>
      (await rpc.request(Rpc.boards.get, { board_id: id, viewer_id: owner.id })).pin_count;
    await waitFor(
      async () => (await count(to.id)) === 1 && (await count(from.id)) === 0,
      'the move to be counted',
    );
    await assert.rejects(
      rpc.request(Rpc.pins.update, {
        actor: owner,
        pin_id: pin.id,
        board_id: (await newBoard(newActor())).id,
      }),
      isError(ErrorCode.Forbidden),
      "a move to someone else's board is refused",
    );
    const out = await rpc.request(Rpc.pins.update, { actor: owner, pin_id: pin.id, section: null });
    assert.equal(out.section, null);

    await assert.rejects(
      rpc.request(Rpc.pins.delete, { actor: newActor(), pin_id: pin.id }),
      isError(ErrorCode.Forbidden),
    );
    assert.deepEqual(await rpc.request(Rpc.pins.delete, { actor: owner, pin_id: pin.id }), { id: pin.id });
    assert.ok(await events.find(Events.pins.pinDeleted, (e) => e.pin_id === pin.id));
    await assert.rejects(
      rpc.request(Rpc.pins.get, { pin_id: pin.id, viewer_id: owner.id }),
      isError(ErrorCode.NotFound),
    );
    await waitFor(async () => (await count(to.id)) === 0, 'the delete to be counted');
  });

  it('moves many Pins at once: all or none, counts exact, the same place refused', async () => {
    const owner = newActor();
    const [from, to] = [await newBoard(owner), await newBoard(owner)];
    const nook = await rpc.request(Rpc.boards.sectionCreate, { actor: owner, board_id: to.id, name: 'Nook' });
    const made = [await newPin(owner, from), await newPin(owner, from), await newPin(owner, from)];
    const ids = made.map((p) => p.id);
    const count = async (id: string) =>
      (await rpc.request(Rpc.boards.get, { board_id: id, viewer_id: owner.id })).pin_count;
    const sectionCount = async () =>
      (await rpc.request(Rpc.boards.sectionGet, { section_id: nook.id, viewer_id: owner.id })).pin_count;
    await waitFor(async () => (await count(from.id)) === 3, 'the Pins to be counted');

    // One Pin of someone else's (or one that does not exist) and nothing moves.
    const stranger = newActor();
    const theirs = await newPin(stranger, await newBoard(stranger));
    await assert.rejects(
      rpc.request(Rpc.pins.moveMany, {
        actor: owner,
        pin_ids: [...ids, theirs.id],
        board_id: to.id,
        section_id: null,
      }),
      isError(ErrorCode.Forbidden, PinTexts.notYourPin),
    );
    await assert.rejects(
      rpc.request(Rpc.pins.moveMany, {
        actor: owner,
        pin_ids: [...ids, '999999999999'],
        board_id: to.id,
        section_id: null,
      }),
      isError(ErrorCode.NotFound),
    );
    assert.equal(await rowsOnBoard(from.id), 3, 'nothing moved');
    await assert.rejects(
      rpc.request(Rpc.pins.moveMany, { actor: owner, pin_ids: ids, board_id: from.id, section_id: null }),
      isError(ErrorCode.ValidationFailed, PinTexts.sameBoardAndSection),
    );

    const moved = await rpc.request(Rpc.pins.moveMany, {
      actor: owner,
      pin_ids: ids.slice(0, 2),
      board_id: to.id,
      section_id: nook.id,
    });
    assert.deepEqual(
      moved.map((p) => [p.pinned_to_board.id, p.section?.id]),
      [
        [to.id, nook.id],
        [to.id, nook.id],
      ],
    );
    await waitFor(
      async () => (await count(from.id)) === 1 && (await count(to.id)) === 2 && (await sectionCount()) === 2,
      'the boards and the section to count the move',
    );
    // Out of the section (BoardSectionPinsResource delete): they stay on the board.
    await assert.rejects(
      rpc.request(Rpc.pins.moveOutOfSection, { actor: owner, pin_ids: ids, section_id: nook.id }),
      isError(ErrorCode.ValidationFailed, PinTexts.notInSection),
    );
    const out = await rpc.request(Rpc.pins.moveOutOfSection, {
      actor: owner,
      pin_ids: ids.slice(0, 2),
      section_id: nook.id,
    });
    assert.ok(out.every((p) => p.pinned_to_board.id === to.id && p.section === null));
    await waitFor(async () => (await sectionCount()) === 0, 'the section to count them out');
  });

  it('select all moves every Pin of the owner on a board but the deselected; a busy board answers 2171', async () => {
    const owner = newActor();
    const [from, to] = [await newBoard(owner), await newBoard(owner)];
    const made = [await newPin(owner, from), await newPin(owner, from), await newPin(owner, from)];
    const all = {
      actor: owner,
      board_id: from.id,
      section_id: null,
      new_board_id: to.id,
      new_section_id: null,
    };

    // Another move holds the board: this one is refused at once, and moves nothing.
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(2171::int4, ${advisoryLockKey(from.id)}::int4)`;
      await assert.rejects(
        rpc.request(Rpc.pins.moveAll, { ...all, except_pin_ids: [] }),
        isError(ErrorCode.BoardBusy, PinTexts.boardBusy),
      );
    });
    assert.equal(await rowsOnBoard(from.id), 3);

    const { moved } = await rpc.request(Rpc.pins.moveAll, { ...all, except_pin_ids: [made[0]!.id] });
    assert.equal(moved, 2);
    assert.equal(await rowsOnBoard(from.id), 1);
    assert.equal(await rowsOnBoard(to.id), 2);
    await assert.rejects(
      rpc.request(Rpc.pins.moveAll, { ...all, new_board_id: from.id, except_pin_ids: [] }),
      isError(ErrorCode.ValidationFailed, PinTexts.sameBoardAndSection),
    );
  });

  it("a deleted board's Pins are deleted with it", async () => {
    const owner = newActor();
    const board = await newBoard(owner);
    const pin = await newPin(owner, board);
    await rpc.request(Rpc.boards.delete, { actor: owner, board_id: board.id });
    await waitFor(async () => (await db.pin.count({ where: { id: BigInt(pin.id) } })) === 0, 'the Pin to go');
  });

  it('refuses a private image address when MEDIA_ALLOW_PRIVATE_FETCH is off', async () => {
    await pins.close();
    pins = await startService(pinsService, config({ MEDIA_ALLOW_PRIVATE_FETCH: 'false' }));
    const actor = newActor();
    const board = await newBoard(actor);
    const url = images.serve('/private.png', 'image/png', await gradient(200, 200));
    for (const imageUrl of [
      url,
      url.replace('127.0.0.1', 'localhost'),
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      await assert.rejects(
        rpc.request(Rpc.pins.create, { actor, board_id: board.id, image_url: imageUrl }),
        isError(ErrorCode.ValidationFailed, PinTexts.imageFetchFailed),
      );
    }
    assert.equal(await rowsOnBoard(board.id), 0);
  });

  it('hashtags: written with the Pin and its saves, replaced by an edit, suggested from public Pins only', async () => {
    const owner = newActor();
    const tag = `tide${randomInt(1e9)}`;
    const pin = await newPin(owner, await newBoard(owner), {
      description: `Low #${tag}pool and #${tag.toUpperCase()}, at #${tag}s!`,
    });
    const suggest = (term: string) => rpc.request(Rpc.pins.hashtagSuggest, { term });
    assert.deepEqual(await suggest(tag), [
      { tag, pin_count: 1 },
      { tag: `${tag}pool`, pin_count: 1 },
      { tag: `${tag}s`, pin_count: 1 },
    ]);
    const saver = newActor();
    await rpc.request(Rpc.pins.repin, { actor: saver, pin_id: pin.id, board_id: (await newBoard(saver)).id });
    assert.deepEqual(
      (await suggest(tag.toUpperCase()))[0],
      { tag, pin_count: 2 },
      'the save carries them too',
    );

    const hidden = newActor();
    await newPin(hidden, await newBoard(hidden, 'secret'), { description: `#${tag}secret` });
    assert.ok(
      !(await suggest(tag)).some((s) => s.tag === `${tag}secret`),
      'a secret board’s tags never show',
    );

    await rpc.request(Rpc.pins.update, { actor: owner, pin_id: pin.id, description: `now #${tag}new` });
    const after = await suggest(tag);
    assert.ok(after.some((s) => s.tag === `${tag}new`));
    assert.deepEqual(
      after.find((s) => s.tag === `${tag}pool`),
      { tag: `${tag}pool`, pin_count: 1 },
      'the edit replaced its own (the save keeps the description it copied)',
    );
    await assert.rejects(suggest('50%'), isError(ErrorCode.ValidationFailed));
    assert.ok((await suggest('')).length <= 5, 'never more than 5');
  });

  it('first_save: exactly one first save per person, even when two race; a maker of Pins has saved before', async () => {
    const author = newActor();
    const source = await newPin(author, await newBoard(author));
    const saver = newActor();
    const [a, b] = await Promise.all([newBoard(saver), newBoard(saver)]);
    const both = await Promise.all([
      rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: a.id }),
      rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: b.id }),
    ]);
    assert.deepEqual(both.map((s) => s.first_save).sort(), [false, true]);
    const again = await rpc.request(Rpc.pins.repin, { actor: saver, pin_id: source.id, board_id: a.id });
    assert.equal(again.already_saved, true);
    assert.equal(again.first_save, false);
    const byAuthor = await rpc.request(Rpc.pins.repin, {
      actor: author,
      pin_id: source.id,
      board_id: (await newBoard(author)).id,
    });
    assert.equal(byAuthor.first_save, false, 'the author made a Pin first');
  });

  it('saves written together: one that cannot be written fails alone, the others of its batch are kept', async () => {
    const writer = pins.app.get(SaveWriter);
    const author = newActor();
    const board = await newBoard(author);
    const source = await newPin(author, board);
    const row = (await db.pin.findUniqueOrThrow({ where: { id: BigInt(source.id) } })) as Record<
      string,
      unknown
    >;
    const { id: _id, createdAt: _at, isPromoted: _promoted, product: _product, ...columns } = row;
    const saveTo = (saver: Actor, target: Board, repinnedFromId = BigInt(source.id)) => {
      const place = { pinnerId: BigInt(saver.id), boardId: BigInt(target.id), sectionId: null };
      return writer.write({
        place,
        root: BigInt(source.id),
        sourceId: BigInt(source.id),
        description: 'together #batch',
        data: {
          ...(columns as SaveColumns),
          ...place,
          boardOwnerId: BigInt(saver.id),
          pinnerId: BigInt(saver.id),
          description: 'together #batch',
          repinnedFromId,
          rootPinId: BigInt(source.id),
        },
      });
    };
    const savers = [newActor(), newActor(), newActor(), newActor()];
    const boards = await Promise.all(savers.map((saver) => newBoard(saver)));
    // The first write starts a transaction; the four that come meanwhile share the next one, where
    // the third points at a Pin that does not exist (its foreign key fails the batch).
    const first = saveTo(savers[0]!, boards[0]!);
    const batch = await Promise.allSettled([
      saveTo(savers[1]!, boards[1]!),
      saveTo(savers[2]!, boards[2]!),
      saveTo(savers[3]!, boards[3]!, 999_999_999_999n),
      saveTo(savers[2]!, boards[2]!),
    ]);
    assert.equal((await first).already_saved, false);
    assert.deepEqual(
      batch.map((r) => r.status),
      ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
    );
    const answers = batch.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    assert.deepEqual(
      answers.map((a) => a.already_saved),
      [false, false, true],
      'the same place twice is one save',
    );
    assert.equal(answers[2]!.row.id, answers[1]!.row.id);
    const written = await db.pin.findMany({
      where: { boardId: { in: boards.map((b) => BigInt(b.id)) } },
      select: { boardId: true, hashtags: { select: { tag: true } } },
    });
    assert.equal(written.length, 3, 'one Pin on each board but the failed save’s');
    assert.ok(written.every((pin) => pin.hashtags.map((h) => h.tag).join() === 'batch'));
  });
});

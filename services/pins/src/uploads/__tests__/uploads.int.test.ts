/**
 * Uploads (SPEC §7 VIPResource) and video Pins on the real users and boards services: the test
 * writes each file where the gateway would (MEDIA_ROOT/.uploads) and asks pins to take it.
 */
import {
  ErrorCode,
  Events,
  PinTexts,
  Rpc,
  UPLOADS_DIR,
  type Actor,
  type UploadType,
} from '@pinboard/contracts';
import { refusalOf, rpcFactories, serviceSuite, solidPng, testEnv, VIDEO_FIXTURES } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { copyFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { createPrismaAdapter } from '@pinboard/db';
import { PrismaClient } from '../../generated/prisma/client.js';
import { MediaService } from '../../media/media.service.js';
import { pinsService } from '../../service.js';
import { UNUSED_UPLOAD_MS, UploadSweeper } from '../upload-sweeper.js';

describe('pins: uploads and video Pins', () => {
  const mediaRoot = mkdtempSync(join(tmpdir(), 'pins-uploads-'));
  const uploads = join(mediaRoot, UPLOADS_DIR);
  mkdirSync(uploads);
  const suite = serviceSuite(pinsService, {
    needs: ['users', 'boards'],
    config: { MEDIA_ROOT: mediaRoot, LOG_LEVEL: 'warn' },
    watchEvents: true,
  });
  const { rpc, watcher } = suite;
  const make = rpcFactories(rpc);
  after(() => rmSync(mediaRoot, { recursive: true, force: true }));

  const cover = () => solidPng(320, 240, [30, 120, 200]).toString('base64');

  /** A new upload of `type` by `actor`, its file (`content`: a path to copy, or bytes) sent as the gateway does. */
  async function upload(actor: Actor, type: UploadType, content: string | Buffer) {
    const { upload_id } = await rpc.request(Rpc.pins.registerUpload, { actor, type });
    return { upload_id, ...(await send(actor, upload_id, content)) };
  }
  async function send(actor: Actor, upload_id: string, content: string | Buffer) {
    const file = `${upload_id}.${randomBytes(8).toString('hex')}.upload`;
    if (typeof content === 'string') await copyFile(content, join(uploads, file));
    else await writeFile(join(uploads, file), content);
    return { file, state: rpc.request(Rpc.pins.processUpload, { actor, upload_id, file }) };
  }

  test('a video is checked, kept by its content and made a Pin with its cover; saves copy it', async () => {
    const ada = await make.person('ada');
    const board = await make.board(ada);
    const registered = await rpc.request(Rpc.pins.registerUpload, { actor: ada, type: 'video' });
    assert.equal(registered.type, 'video');
    assert.match(registered.upload_id, /^[0-9a-f]{32}$/);
    assert.ok(registered.max_bytes >= 100 * 1024 * 1024);
    const [waiting] = await rpc.request(Rpc.pins.uploadStates, {
      actor: ada,
      upload_ids: [registered.upload_id],
    });
    assert.equal(waiting?.status, 'registered');
    // Not ready yet: no Pin from it.
    const early = await refusalOf(
      rpc.request(Rpc.pins.create, {
        actor: ada,
        board_id: board.id,
        media_upload_id: registered.upload_id,
        image_base64: cover(),
      }),
    );
    assert.equal(early.message, PinTexts.uploadNotReady);

    const { clip } = VIDEO_FIXTURES;
    const { state } = await send(ada, registered.upload_id, clip.path);
    const done = await state;
    assert.equal(done.status, 'succeeded', done.failure_reason ?? '');
    assert.equal(done.failure_reason, null);
    assert.ok(Math.abs((done.duration ?? 0) - clip.durationSeconds) < 0.01, String(done.duration));
    assert.deepEqual([done.width, done.height], [clip.width, clip.height]);
    assert.match(done.signature ?? '', /^[0-9a-f]{64}$/);
    assert.deepEqual(readdirSync(uploads), [], 'the uploaded file is taken away');
    // A second file for the same upload is refused (and removed).
    const again = await refusalOf((await send(ada, registered.upload_id, clip.path)).state);
    assert.equal(again.message, PinTexts.uploadAlreadySent);
    assert.deepEqual(readdirSync(uploads), []);

    // Someone else can neither see the upload nor make a Pin of it.
    const bob = await make.person('bob');
    assert.deepEqual(
      await rpc.request(Rpc.pins.uploadStates, { actor: bob, upload_ids: [registered.upload_id] }),
      [],
    );
    const bobs = await refusalOf(
      rpc.request(Rpc.pins.create, {
        actor: bob,
        board_id: (await make.board(bob)).id,
        media_upload_id: registered.upload_id,
        image_base64: cover(),
      }),
    );
    assert.equal(bobs.message, PinTexts.uploadNotFound);

    // A video Pin needs its cover.
    const bare = await refusalOf(
      rpc.request(Rpc.pins.create, { actor: ada, board_id: board.id, media_upload_id: registered.upload_id }),
    );
    assert.equal(bare.message, PinTexts.videoNeedsCover);
    const pin = await rpc.request(Rpc.pins.create, {
      actor: ada,
      board_id: board.id,
      title: 'Waves',
      media_upload_id: registered.upload_id,
      image_base64: cover(),
      video_thumbnail_time: 1.25,
    });
    assert.ok(pin.videos);
    assert.match(pin.videos.src, /^\/media\/videos\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.mp4$/);
    assert.ok(existsSync(join(mediaRoot, pin.videos.src.replace(/^\/media\//, ''))));
    assert.deepEqual(
      { ...pin.videos, src: '' },
      {
        src: '',
        duration: done.duration,
        width: 320,
        height: 240,
        thumbnail_time: 1.25,
        custom_cover_img: false,
      },
    );
    assert.deepEqual([pin.images.orig.width, pin.images.orig.height], [320, 240], 'its images are the cover');
    const announced = await watcher.find(Events.pins.pinCreated, (e) => e.pin.id === pin.id);
    assert.deepEqual(announced?.pin.videos, pin.videos);

    // A save is the same video; a cover of one's own has no thumbnail time.
    const saved = await rpc.request(Rpc.pins.repin, {
      actor: bob,
      pin_id: pin.id,
      board_id: (await make.board(bob)).id,
    });
    assert.deepEqual(saved.videos, pin.videos);
    const own = await rpc.request(Rpc.pins.create, {
      actor: ada,
      board_id: board.id,
      media_upload_id: registered.upload_id,
      image_base64: cover(),
    });
    assert.equal(own.videos?.thumbnail_time, null);
    assert.equal(own.videos?.custom_cover_img, true);
    assert.equal(own.videos?.src, pin.videos.src, 'the same file, kept once');
    // A picture's Pin has none.
    assert.equal((await make.pin(ada, board)).videos, null);
  });

  test('what is not a video we can play, or too short, fails with the reason', async () => {
    const ada = await make.person('ada');
    const short = await (await upload(ada, 'video', VIDEO_FIXTURES.blink.path)).state;
    assert.deepEqual([short.status, short.failure_reason], ['failed', PinTexts.videoTooShort]);
    const picture = await (await upload(ada, 'video', solidPng(200, 200, [1, 2, 3]))).state;
    assert.deepEqual([picture.status, picture.failure_reason], ['failed', PinTexts.invalidVideo]);
    const cut = readFileSync(VIDEO_FIXTURES.clip.path).subarray(0, 600);
    const broken = await (await upload(ada, 'video', cut)).state;
    assert.deepEqual([broken.status, broken.failure_reason], ['failed', PinTexts.invalidVideo]);
    assert.deepEqual(readdirSync(uploads), []);
    // A failed upload makes no Pin.
    const board = await make.board(ada);
    const err = await refusalOf(
      rpc.request(Rpc.pins.create, {
        actor: ada,
        board_id: board.id,
        media_upload_id: short.upload_id,
        image_base64: cover(),
      }),
    );
    assert.equal(err.message, PinTexts.uploadNotReady);
  });

  test("a picture upload is the Pin's image, checked as any image", async () => {
    const ada = await make.person('ada');
    const board = await make.board(ada);
    const png = solidPng(300, 400, [200, 40, 40]);
    const { upload_id, state } = await upload(ada, 'pinimage', png);
    const done = await state;
    assert.equal(done.status, 'succeeded', done.failure_reason ?? '');
    assert.match(done.image_url ?? '', /^\/media\/236x\//);
    assert.deepEqual([done.width, done.height], [300, 400]);
    assert.equal(done.duration, null);
    const pin = await rpc.request(Rpc.pins.create, {
      actor: ada,
      board_id: board.id,
      media_upload_id: upload_id,
    });
    assert.equal(pin.images['236x'].url, done.image_url);
    assert.equal(pin.image_signature, done.signature);
    assert.equal(pin.videos, null);
    // Its picture is the image: another one besides is refused.
    const two = await refusalOf(
      rpc.request(Rpc.pins.create, {
        actor: ada,
        board_id: board.id,
        media_upload_id: upload_id,
        image_base64: png.toString('base64'),
      }),
    );
    assert.equal(two.code, ErrorCode.InvalidImage);
    const tiny = await (await upload(ada, 'pinimage', solidPng(50, 50, [0, 0, 0]))).state;
    assert.deepEqual([tiny.status, tiny.failure_reason], ['failed', PinTexts.imageTooSmall]);
    const text = await (await upload(ada, 'pinimage', Buffer.from('not a picture'))).state;
    assert.deepEqual([text.status, text.failure_reason], ['failed', PinTexts.invalidImage]);
  });

  test('a file name must be of its upload', async () => {
    const ada = await make.person('ada');
    const { upload_id } = await rpc.request(Rpc.pins.registerUpload, { actor: ada, type: 'video' });
    const other = randomBytes(16).toString('hex');
    const err = await refusalOf(
      rpc.request(Rpc.pins.processUpload, {
        actor: ada,
        upload_id,
        file: `${other}.${randomBytes(8).toString('hex')}.upload`,
      }),
    );
    assert.equal(err.message, PinTexts.uploadNotFound);
    const [state] = await rpc.request(Rpc.pins.uploadStates, { actor: ada, upload_ids: [upload_id] });
    assert.equal(state?.status, 'registered', 'still waiting for its file');
  });

  test('an Idea Pin is its pages: pictures and videos with their words, the first its picture', async () => {
    const ada = await make.person('ada');
    const board = await make.board(ada);
    const picture = (rgb: [number, number, number]) => upload(ada, 'pinimage', solidPng(300, 400, rgb));
    const first = await picture([200, 60, 60]);
    const second = await picture([60, 200, 60]);
    const clip = await upload(ada, 'video', VIDEO_FIXTURES.clip.path);
    for (const sent of [first, second, clip]) assert.equal((await sent.state).status, 'succeeded');
    const firstState = await first.state;
    const pages = [
      { media_upload_id: first.upload_id, text: 'Start with the dough' },
      { media_upload_id: clip.upload_id, image_base64: cover(), video_thumbnail_time: 1, text: 'Fold it' },
      { media_upload_id: second.upload_id },
    ];
    const pin = await rpc.request(Rpc.pins.create, {
      actor: ada,
      board_id: board.id,
      title: 'Bread in three steps',
      story_pages: pages,
    });
    assert.equal(pin.story_pin_data_id, pin.id);
    assert.equal(pin.videos, null);
    assert.equal(pin.images['236x'].url, firstState.image_url, "its picture is the first page's");
    const story = pin.story_pin_data?.pages ?? [];
    assert.deepEqual(
      story.map((page) => [page.text, page.video !== null, page.image.width, page.image.height]),
      [
        ['Start with the dough', false, 300, 400],
        ['Fold it', true, 320, 240],
        ['', false, 300, 400],
      ],
    );
    assert.equal(story[1]?.video?.thumbnail_time, 1);
    const announced = await watcher.find(Events.pins.pinCreated, (e) => e.pin.id === pin.id);
    assert.deepEqual(announced?.pin.story_pin_data, pin.story_pin_data);
    // A save is the same Idea Pin, under the original's id.
    const bob = await make.person('bob');
    const saved = await rpc.request(Rpc.pins.repin, {
      actor: bob,
      pin_id: pin.id,
      board_id: (await make.board(bob)).id,
    });
    assert.deepEqual(saved.story_pin_data, pin.story_pin_data);
    assert.equal(saved.story_pin_data_id, pin.id);

    const refused = async (more: Record<string, unknown>, actor = ada) =>
      (
        await refusalOf(
          rpc.request(Rpc.pins.create, { actor, board_id: board.id, story_pages: pages, ...more } as never),
        )
      ).message;
    assert.equal(await refused({ story_pages: pages.slice(0, 1) }), PinTexts.storyPagesCount);
    assert.match(await refused({ image_base64: cover() }), new RegExp(PinTexts.storyPagesAlone));
    assert.equal(
      await refused({ story_pages: [pages[0], { media_upload_id: clip.upload_id }] }),
      PinTexts.videoNeedsCover,
    );
    const bobsBoard = await make.board(bob);
    assert.equal(await refused({ board_id: bobsBoard.id }, bob), PinTexts.uploadNotFound);
  });

  test("its creator edits an Idea Pin's pages: words, order, pages out and in; every save shows them", async () => {
    const ada = await make.person('ada');
    const board = await make.board(ada);
    const picture = (rgb: [number, number, number]) => upload(ada, 'pinimage', solidPng(300, 400, rgb));
    const [red, green, blue] = [
      await picture([200, 40, 40]),
      await picture([40, 200, 40]),
      await picture([40, 40, 200]),
    ];
    for (const sent of [red, green, blue]) assert.equal((await sent.state).status, 'succeeded');
    const pin = await rpc.request(Rpc.pins.create, {
      actor: ada,
      board_id: board.id,
      title: 'Colours',
      story_pages: [
        { media_upload_id: red.upload_id, text: 'Red' },
        { media_upload_id: green.upload_id, text: 'Green' },
      ],
    });
    const bob = await make.person('bob');
    const saved = await rpc.request(Rpc.pins.repin, {
      actor: bob,
      pin_id: pin.id,
      board_id: (await make.board(bob)).id,
    });
    const texts = (p: { story_pin_data: { pages: { text: string }[] } | null }) =>
      (p.story_pin_data?.pages ?? []).map((page) => page.text);

    // The words change and a page comes in; the first page stays, and so does the Pin's picture.
    const worded = await rpc.request(Rpc.pins.update, {
      actor: ada,
      pin_id: pin.id,
      story_pages: [
        { page: 0, text: 'Red, first' },
        { page: 1, text: 'Green' },
        { media_upload_id: blue.upload_id, text: 'Blue' },
      ],
    });
    assert.deepEqual(texts(worded), ['Red, first', 'Green', 'Blue']);
    assert.deepEqual(worded.images, pin.images);
    assert.equal(worded.title, 'Colours', 'what was not sent stays');

    // Green moves to the front and red goes: the Pin's picture is green's now.
    const moved = await rpc.request(Rpc.pins.update, {
      actor: ada,
      pin_id: pin.id,
      story_pages: [
        { page: 1, text: 'Green, first' },
        { page: 2, text: 'Blue' },
      ],
    });
    assert.deepEqual(texts(moved), ['Green, first', 'Blue']);
    const [front] = moved.story_pin_data?.pages ?? [];
    assert.equal(moved.images.orig.url, front?.image.url, "its picture is its first page's");
    assert.notEqual(moved.images['236x'].url, pin.images['236x'].url);
    assert.notEqual(moved.color, pin.color, "the picture's colour is green's, not red's");
    assert.equal(front?.image.width, 300);

    // Bob's save shows the pages as Ada keeps them, and says so to the other services.
    const bobs = await rpc.request(Rpc.pins.get, { pin_id: saved.id, viewer_id: bob.id });
    assert.deepEqual(bobs.story_pin_data, moved.story_pin_data);
    assert.deepEqual(bobs.images, moved.images);
    assert.equal(bobs.pinned_to_board.id, saved.pinned_to_board.id);
    const announced = await watcher.find(
      Events.pins.pinUpdated,
      (e) => e.pin.id === saved.id && texts(e.pin)[0] === 'Green, first',
    );
    assert.deepEqual(announced?.pin.story_pin_data, moved.story_pin_data);

    // What cannot be done is refused, and leaves the Idea Pin as it was.
    const refused = async (story_pages: unknown, actor = ada, pin_id = pin.id) =>
      (await refusalOf(rpc.request(Rpc.pins.update, { actor, pin_id, story_pages } as never))).message;
    const two = [
      { page: 0, text: 'a' },
      { page: 1, text: 'b' },
    ];
    assert.equal(await refused(two, bob, saved.id), PinTexts.notIdeaPinCreator);
    assert.equal(await refused([{ page: 0 }, { page: 5 }]), PinTexts.storyPageUnknown);
    assert.match(await refused([{ page: 0 }, { page: 0 }]), new RegExp(PinTexts.storyPageTwice));
    assert.match(await refused([{ page: 0 }]), new RegExp(PinTexts.storyPagesCount));
    const bobsPicture = await upload(bob, 'pinimage', solidPng(300, 400, [10, 10, 10]));
    await bobsPicture.state;
    assert.equal(
      await refused([{ page: 0 }, { media_upload_id: bobsPicture.upload_id }]),
      PinTexts.uploadNotFound,
    );
    const plain = await make.pin(ada, board);
    assert.equal(await refused(two, ada, plain.id), PinTexts.notAnIdeaPin);
    const after = await rpc.request(Rpc.pins.get, { pin_id: pin.id, viewer_id: ada.id });
    assert.deepEqual(after.story_pin_data, moved.story_pin_data);
  });

  test('a sweep forgets unfinished and unused uploads, and their videos no Pin names', async () => {
    const prisma = new PrismaClient({ adapter: createPrismaAdapter(testEnv().databaseUrl, 'pins', 1) });
    const sweeper = new UploadSweeper(prisma, new MediaService(suite.config), suite.config);
    try {
      const ada = await make.person('ada');
      const board = await make.board(ada);
      /** The clip with a box of its own at the end: a video file no other test has. */
      const ownClip = () => {
        const free = Buffer.alloc(24);
        free.writeUInt32BE(24, 0);
        free.write('free', 4, 'latin1');
        randomBytes(16).copy(free, 8);
        return Buffer.concat([readFileSync(VIDEO_FIXTURES.clip.path), free]);
      };
      const waiting = await rpc.request(Rpc.pins.registerUpload, { actor: ada, type: 'video' });
      const unused = await upload(ada, 'video', ownClip());
      const used = await upload(ada, 'video', ownClip());
      const unusedState = await unused.state;
      assert.equal(unusedState.status, 'succeeded', unusedState.failure_reason ?? '');
      await used.state;
      const pin = await rpc.request(Rpc.pins.create, {
        actor: ada,
        board_id: board.id,
        media_upload_id: used.upload_id,
        image_base64: cover(),
      });
      // A video that is one of an Idea Pin's pages is named by its pages alone.
      const paged = await upload(ada, 'video', ownClip());
      const still = await upload(ada, 'pinimage', solidPng(300, 400, [90, 90, 90]));
      await paged.state;
      await still.state;
      const ideaPin = await rpc.request(Rpc.pins.create, {
        actor: ada,
        board_id: board.id,
        story_pages: [
          { media_upload_id: still.upload_id },
          { media_upload_id: paged.upload_id, image_base64: cover(), video_thumbnail_time: 0 },
        ],
      });
      const pagedVideo = ideaPin.story_pin_data?.pages[1]?.video?.src ?? '';
      const fresh = await rpc.request(Rpc.pins.registerUpload, { actor: ada, type: 'video' });
      const [unusedUpload] = await prisma.upload.findMany({ where: { id: unused.upload_id } });
      const fileOf = (url: string) => join(mediaRoot, url.replace(/^\/media\//, ''));
      assert.ok(unusedUpload?.videoUrl && existsSync(fileOf(unusedUpload.videoUrl)));
      const stray = join(uploads, 'stray.upload');
      await writeFile(stray, 'left by a gateway that stopped');

      // Made a week and a day ago (other tests' uploads, fresh, are left alone).
      const weekAgo = new Date(Date.now() - UNUSED_UPLOAD_MS - 3_600_000);
      await prisma.upload.updateMany({
        where: {
          id: { in: [waiting.upload_id, unused.upload_id, used.upload_id, paged.upload_id, still.upload_id] },
        },
        data: { createdAt: weekAgo },
      });
      await utimes(stray, weekAgo, weekAgo);
      const swept = await sweeper.sweep();
      assert.ok(swept.uploads >= 5, JSON.stringify(swept));
      assert.ok(swept.strays >= 1, JSON.stringify(swept));
      const left = await prisma.upload.findMany({
        where: { id: { in: [waiting.upload_id, unused.upload_id, used.upload_id, fresh.upload_id] } },
      });
      assert.deepEqual(
        left.map((row) => row.id),
        [fresh.upload_id],
      );
      assert.equal(existsSync(fileOf(unusedUpload.videoUrl)), false, 'the unused video is gone');
      assert.ok(pin.videos && existsSync(fileOf(pin.videos.src)), "the Pin's video stays");
      assert.ok(pagedVideo && existsSync(fileOf(pagedVideo)), "the Idea Pin's video page stays");
      assert.equal(existsSync(stray), false);
      // A Pin of a swept upload is refused.
      const late = await refusalOf(
        rpc.request(Rpc.pins.create, {
          actor: ada,
          board_id: board.id,
          media_upload_id: unused.upload_id,
          image_base64: cover(),
        }),
      );
      assert.equal(late.message, PinTexts.uploadNotFound);
    } finally {
      await prisma.$disconnect();
    }
  });
});

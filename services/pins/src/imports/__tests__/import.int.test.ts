/** pins.pin.import on the real boards and users services: many Pins in one call, all or none. */
import { ErrorCode, Events, PIN_IMPORT_MAX, Rpc } from '@pinboard/contracts';
import { refusalOf, rpcFactories, serviceSuite } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { pinsService } from '../../service.js';

describe('pins: imports', () => {
  const mediaRoot = mkdtempSync(join(tmpdir(), 'pins-import-'));
  const { rpc, watcher } = serviceSuite(pinsService, {
    needs: ['users', 'boards'],
    config: { MEDIA_ROOT: mediaRoot, LOG_LEVEL: 'warn' },
    watchEvents: true,
  });
  const make = rpcFactories(rpc);
  after(() => rmSync(mediaRoot, { recursive: true, force: true }));

  const refusal = async (call: Promise<unknown>): Promise<string> => (await refusalOf(call)).code;

  test('many Pins in one call share a stored image, keep their text and link, and are each announced', async () => {
    const owner = await make.person('importer');
    const board = await make.board(owner);
    const source = await make.pin(owner, board, 'The picture');
    const { ids } = await rpc.request(Rpc.pins.import, {
      actor: owner,
      board_id: board.id,
      pins: [
        { image_from_pin_id: source.id, title: 'Lemon tart', description: 'Sunday baking #Dessert' },
        { image_from_pin_id: source.id, title: 'Fig jam', link: 'https://www.example.com/jam' },
      ],
    });
    assert.equal(ids.length, 2);
    const made = await rpc.request(Rpc.pins.getMany, { pin_ids: ids, viewer_id: owner.id });
    assert.deepEqual(
      made.map((pin) => [pin.title, pin.description, pin.link, pin.linkDomain?.domain ?? null]),
      [
        ['Lemon tart', 'Sunday baking #Dessert', null, null],
        ['Fig jam', '', 'https://www.example.com/jam', 'example.com'],
      ],
    );
    for (const pin of made) {
      assert.deepEqual(pin.images, source.images, 'the stored image is shared, not copied');
      assert.equal(pin.image_signature, source.image_signature);
      assert.equal(pin.pinned_to_board.id, board.id);
      assert.equal(pin.pinner.id, owner.id);
      assert.equal(pin.repinned_from_id, null, 'an import makes originals, not saves');
      const event = await watcher.find(Events.pins.pinCreated, (e) => e.pin.id === pin.id);
      assert.equal(event?.pin.title, pin.title);
    }
    const tags = await rpc.request(Rpc.pins.hashtagSuggest, { term: 'desse' });
    assert.ok(
      tags.some((tag) => tag.tag === 'dessert'),
      'hashtags are kept as a Pin made alone keeps them',
    );
  });

  test('refused whole, nothing made: a board one may not write to, an image one may not see', async () => {
    const owner = await make.person('importer');
    const stranger = await make.person('stranger');
    const board = await make.board(owner);
    const secret = await make.board(stranger, 'secret');
    const hidden = await make.pin(stranger, secret, 'Hidden');
    const visible = await make.pin(owner, board, 'Seen');
    const onOthersBoard = rpc.request(Rpc.pins.import, {
      actor: stranger,
      board_id: board.id,
      pins: [{ image_from_pin_id: visible.id, title: 'Not mine to add' }],
    });
    assert.ok(([ErrorCode.Forbidden, ErrorCode.NotFound] as string[]).includes(await refusal(onOthersBoard)));
    const withHiddenImage = rpc.request(Rpc.pins.import, {
      actor: owner,
      board_id: board.id,
      pins: [
        { image_from_pin_id: visible.id, title: 'Fine' },
        { image_from_pin_id: hidden.id, title: 'Not mine to see' },
      ],
    });
    assert.equal(await refusal(withHiddenImage), ErrorCode.NotFound);
    const feed = await rpc.request(Rpc.pins.boardFeed, { board_id: board.id, viewer_id: owner.id });
    assert.deepEqual(
      feed.items.map((pin) => pin.title),
      ['Seen'],
      'neither call left a Pin behind',
    );
  });

  test(`between 1 and ${PIN_IMPORT_MAX} Pins a call`, async () => {
    const owner = await make.person('importer');
    const board = await make.board(owner);
    const source = await make.pin(owner, board);
    const call = (count: number) =>
      rpc.request(Rpc.pins.import, {
        actor: owner,
        board_id: board.id,
        pins: Array.from({ length: count }, () => ({ image_from_pin_id: source.id })),
      });
    assert.equal(await refusal(call(0)), ErrorCode.ValidationFailed);
    assert.equal(await refusal(call(PIN_IMPORT_MAX + 1)), ErrorCode.ValidationFailed);
    assert.equal((await call(PIN_IMPORT_MAX)).ids.length, PIN_IMPORT_MAX);
  });
});

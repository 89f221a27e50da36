/**
 * Pin docs: a home feed page is read from feed's own copy of each Pin, and stays what pins would
 * answer when the Pin, its board or its link's product change (offsite.link.scraped published here
 * as the offsite service does). Users, boards and pins run from their builds, feed in-process.
 */
import { Rpc, type Actor, type Board, type FeedPin, type LinkProduct, type Pin } from '@pinboard/contracts';
import { createPgPool, type PgPool } from '@pinboard/db';
import { DomainEventPublisher } from '@pinboard/service-kit';
import {
  announceLinkProduct,
  LAMP_PRODUCT,
  rpcFactories,
  serviceSuite,
  solidPng,
  testEnv,
  uniqueSuffix,
  waitFor,
} from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { feedService } from '../../service.js';

const lamp = LAMP_PRODUCT;

describe('feed: pages read from Pin docs', () => {
  const { rpc } = serviceSuite(feedService, { needs: ['users', 'boards', 'pins'], rpcTimeoutMs: 15_000 });
  const { person, board, pin } = rpcFactories(rpc);
  let offsite: DomainEventPublisher;
  let db: PgPool;

  before(async () => {
    offsite = await DomainEventPublisher.connect(testEnv().natsUrl);
    db = createPgPool(testEnv().databaseUrl, 1);
  });
  after(async () => {
    await offsite.close();
    await db.end();
  });

  const sells = (url: string, product: LinkProduct | null) => announceLinkProduct(offsite, url, product);
  /** The Pin on the viewer's first page of the home feed, as feed answers it (saves aside). */
  const tile = async (viewer: Actor, pinId: string): Promise<Pin | undefined> => {
    const page = await rpc.request(Rpc.feed.home, { viewer_id: viewer.id, page_size: 10 });
    const found = page.items.find((item: FeedPin) => item.id === pinId);
    if (!found) return undefined;
    const { aggregated_pin_data: _saves, ...rest } = found;
    return rest;
  };
  /** The Pin as pins answers it to the viewer. */
  const fromPins = async (viewer: Actor, pinId: string): Promise<Pin | undefined> =>
    (await rpc.request(Rpc.pins.getMany, { pin_ids: [pinId], viewer_id: viewer.id }))[0];
  /** Waits until the viewer's page shows the Pin as pins answers it, and `check` holds of it. */
  const waitForSame = (viewer: Actor, pinId: string, check: (pin: Pin) => boolean, what: string) =>
    waitFor(async () => {
      const [shown, answered] = [await tile(viewer, pinId), await fromPins(viewer, pinId)];
      return (
        shown !== undefined && answered !== undefined && check(shown) && isDeepStrictEqual(shown, answered)
      );
    }, what);
  const docOf = async (pinId: string) =>
    (await db.query<{ doc: Pin }>('SELECT doc FROM feed.feed_pin_docs WHERE pin_id = $1', [pinId])).rows[0]
      ?.doc;
  /** A viewer following `author`, and the author's new Pin on their page. */
  async function followed(make: (author: Actor, on: Board) => Promise<Pin>) {
    const [viewer, author] = [await person('viewer'), await person('author')];
    const on = await board(author);
    await rpc.request(Rpc.users.follow, { actor: viewer, user_id: author.id });
    const made = await make(author, on);
    await waitFor(async () => (await tile(viewer, made.id)) !== undefined, 'the Pin on the follower’s page');
    return { viewer, author, on, made };
  }

  test('a page shows each Pin as pins answers it, read from its doc, and an edit reaches the doc', async () => {
    const { viewer, author, made } = await followed((author, on) => pin(author, on));
    assert.deepEqual(await tile(viewer, made.id), await fromPins(viewer, made.id), 'field for field');
    assert.equal((await docOf(made.id))?.title, made.title, 'the doc written from pins.pin.created');
    // Read from the doc, not asked of pins: a doc changed behind feed's back shows as it is.
    await db.query(
      `UPDATE feed.feed_pin_docs SET doc = jsonb_set(doc, '{title}', '"from the doc"') WHERE pin_id = $1`,
      [made.id],
    );
    assert.equal((await tile(viewer, made.id))?.title, 'from the doc');
    await rpc.request(Rpc.pins.update, {
      actor: author,
      pin_id: made.id,
      title: 'Edited',
      description: 'Now with words',
    });
    await waitForSame(viewer, made.id, (shown) => shown.title === 'Edited', 'the edit on the page');
  });

  test('a renamed board and a link’s product reach the page without a pin event, whichever came first', async () => {
    const link = `https://shop.example/${uniqueSuffix()}/lamp`;
    // The product is announced before the Pin is made: pins copies it onto the Pin as it is written.
    await sells(link, lamp);
    const { viewer, author, on, made } = await followed(async (author, on) => {
      await waitFor(async () => {
        const probe = await rpc.request(Rpc.pins.create, {
          actor: author,
          board_id: on.id,
          title: 'probe',
          link,
          image_base64: solidPng(150, 150, [1, 2, 3]).toString('base64'),
        });
        await rpc.request(Rpc.pins.delete, { actor: author, pin_id: probe.id });
        return probe.product !== null;
      }, 'pins knows the product');
      return rpc.request(Rpc.pins.create, {
        actor: author,
        board_id: on.id,
        title: 'Lamp',
        link,
        image_base64: solidPng(200, 240, [200, 180, 20]).toString('base64'),
      });
    });
    await waitForSame(viewer, made.id, (shown) => shown.product !== null, 'the product on the page');
    assert.deepEqual((await tile(viewer, made.id))?.product, lamp);

    const name = `Lamps ${uniqueSuffix()}`;
    await rpc.request(Rpc.boards.update, { actor: author, board_id: on.id, name });
    await waitForSame(viewer, made.id, (shown) => shown.pinned_to_board.name === name, 'the new board name');
    assert.notEqual(
      (await docOf(made.id))?.pinned_to_board.name,
      name,
      'the doc itself is as the Pin’s event left it',
    );

    await sells(link, null);
    await waitForSame(viewer, made.id, (shown) => shown.product === null, 'the product gone from the page');
  });

  test('a Pin with no doc is asked of pins, and its doc written back', async () => {
    const { viewer, made } = await followed((author, on) => pin(author, on));
    await db.query('DELETE FROM feed.feed_pin_docs WHERE pin_id = $1', [made.id]);
    assert.deepEqual(await tile(viewer, made.id), await fromPins(viewer, made.id));
    await waitFor(async () => (await docOf(made.id)) !== undefined, 'the doc written back');
    assert.deepEqual(await docOf(made.id), await fromPins(viewer, made.id));
  });

  test('a board made secret takes its Pins off another person’s page', async () => {
    const { viewer, author, on, made } = await followed((author, on) => pin(author, on));
    await rpc.request(Rpc.boards.update, { actor: author, board_id: on.id, privacy: 'secret' });
    await waitFor(async () => (await tile(viewer, made.id)) === undefined, 'the Pin off the page');
    assert.ok(await docOf(made.id), 'its doc is kept for when the board is public again');
  });
});

/**
 * Product Pins in pins: what a link's page sells (offsite.link.scraped, published here as the offsite
 * service does; its own tests read real pages) shows on every Pin with that link, those made
 * before and after it was announced, saves and edits included.
 */
import { Rpc, type LinkProduct, type Pin } from '@pinboard/contracts';
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
import { pinsService } from '../../service.js';

const lamp = LAMP_PRODUCT;

describe('pins: product Pins', () => {
  const suite = serviceSuite(pinsService, {
    needs: ['users', 'boards'],
    config: { MEDIA_ALLOW_PRIVATE_FETCH: 'true' },
    rpcTimeoutMs: 15_000,
  });
  const { rpc } = suite;
  const { person, board } = rpcFactories(rpc);
  let offsite: DomainEventPublisher;

  before(async () => {
    offsite = await DomainEventPublisher.connect(testEnv().natsUrl);
  });
  after(async () => {
    await offsite.close();
  });

  const sells = (url: string, product: LinkProduct | null) => announceLinkProduct(offsite, url, product);
  const get = async (pin: Pin) => rpc.request(Rpc.pins.get, { pin_id: pin.id, viewer_id: null });

  test("a Pin shows its link's product once announced, and a Pin made after takes it at once", async () => {
    const ada = await person('ada');
    const on = await board(ada);
    const link = `https://shop.example/${uniqueSuffix()}/lamp`;
    const made = (title: string, url = link) =>
      rpc.request(Rpc.pins.create, {
        actor: ada,
        board_id: on.id,
        title,
        link: url,
        image_base64: solidPng(200, 240, [9, 9, 9]).toString('base64'),
      });
    const before = await made('Before');
    assert.equal(before.product, null);
    await sells(link, lamp);
    await waitFor(async () => (await get(before)).product !== null, 'the product on the Pin');
    assert.deepEqual((await get(before)).product, lamp);

    const after = await made('After');
    assert.deepEqual(after.product, lamp, 'made with a known product link');
    const other = await made('Elsewhere', `https://shop.example/${uniqueSuffix()}/other`);
    assert.equal(other.product, null);

    // A save keeps the link, and so the product; an edit to another link drops it.
    const bob = await person('bob');
    const saved = await rpc.request(Rpc.pins.repin, {
      actor: bob,
      pin_id: after.id,
      board_id: (await board(bob)).id,
    });
    assert.deepEqual(saved.product, lamp);
    const edited = await rpc.request(Rpc.pins.update, {
      actor: ada,
      pin_id: after.id,
      link: `https://shop.example/${uniqueSuffix()}/moved`,
    });
    assert.equal(edited.product, null);

    // The page sells nothing any more: every Pin linking there loses it.
    await sells(link, null);
    await waitFor(async () => (await get(before)).product === null, 'the product gone');
    assert.equal((await get(saved)).product, null);
  });
});

/**
 * Shopping searches (SPEC §3 buyable_pins, shop_tool, commerce_only; SPEC §2.1 price_min,
 * price_max, on_sale, brands) on the real services: users, boards and pins from their builds,
 * search in-process. What a link's page sells comes as offsite announces it (offsite.link.scraped,
 * published here as the offsite service does; its own tests read real pages).
 */
import { Rpc, type Actor, type LinkProduct, type SearchScope } from '@pinboard/contracts';
import { DomainEventPublisher } from '@pinboard/service-kit';
import {
  announceLinkProduct,
  rpcFactories,
  serviceSuite,
  solidPng,
  testEnv,
  uniqueSuffix,
  waitFor,
} from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { searchService } from '../service.js';

const newWord = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');

const product = (price: number, more: Partial<LinkProduct> = {}): LinkProduct => ({
  price_in_micro_currency: price * 1_000_000,
  list_price_in_micro_currency: null,
  currency: 'USD',
  availability: 'in_stock',
  brand: null,
  ...more,
});

describe('search: shopping', () => {
  const suite = serviceSuite(searchService, { needs: ['users', 'boards', 'pins'], rpcTimeoutMs: 15_000 });
  const { rpc } = suite;
  const { person, board } = rpcFactories(rpc);
  let offsite: DomainEventPublisher;

  before(async () => {
    offsite = await DomainEventPublisher.connect(testEnv().natsUrl);
  });
  after(async () => {
    await offsite.close();
  });

  const find = async (query: string, scope: SearchScope, more: Record<string, unknown> = {}) =>
    (
      await rpc.request(Rpc.search.search, {
        query,
        scope,
        rs: 'direct_navigation',
        viewer_id: null,
        ...more,
      })
    ).items.map((item) => item.id);
  const linkedPin = async (actor: Actor, title: string, link: string) =>
    rpc.request(Rpc.pins.create, {
      actor,
      board_id: (await board(actor)).id,
      title,
      link,
      image_base64: solidPng(200, 240, [randomInt(256), randomInt(256), randomInt(256)]).toString('base64'),
    });
  const sells = (url: string, sold: LinkProduct | null) => announceLinkProduct(offsite, url, sold);

  test('only Pins whose link sells something in stock, by every shopping scope', async () => {
    const ada = await person('ada');
    const word = newWord();
    const shop = `https://shop.example/${uniqueSuffix()}`;
    // The product is known before its Pin is indexed: the Pin takes it when it is.
    await sells(`${shop}/lamp`, product(49));
    const lamp = await linkedPin(ada, `Lamp ${word}`, `${shop}/lamp`);
    const article = await linkedPin(ada, `Article ${word}`, `${shop}/news`);
    const soldOut = await linkedPin(ada, `Chair ${word}`, `${shop}/chair`);
    await sells(`${shop}/chair`, product(80, { availability: 'out_of_stock' }));
    await waitFor(async () => (await find(word, 'pins')).length === 3, 'all three indexed');
    await waitFor(async () => (await find(word, 'buyable_pins')).length === 1, 'the lamp for sale');
    assert.deepEqual(await find(word, 'buyable_pins'), [lamp.id]);
    assert.deepEqual(await find(word, 'shop_tool'), [lamp.id]);
    // SPEC §3: commerce_only switches any scope to buyable Pins.
    assert.deepEqual(await find(word, 'pins', { commerce_only: 'true' }), [lamp.id]);
    // The chair back in stock (the product announced after its Pin was indexed).
    await sells(`${shop}/chair`, product(80));
    await waitFor(async () => (await find(word, 'buyable_pins')).length === 2, 'the chair for sale');
    // A page that no longer sells: its Pin leaves the shopping scopes, stays in the others.
    await sells(`${shop}/lamp`, null);
    await waitFor(
      async () => JSON.stringify(await find(word, 'buyable_pins')) === JSON.stringify([soldOut.id]),
      'only the chair for sale',
    );
    assert.equal((await find(word, 'pins')).length, 3);
    assert.ok((await find(word, 'pins')).includes(article.id));
  });

  test('price_min, price_max, on_sale and brands filter shopping searches only', async () => {
    const ada = await person('ada');
    const word = newWord();
    const shop = `https://shop.example/${uniqueSuffix()}`;
    const cheap = await linkedPin(ada, `Mug ${word}`, `${shop}/mug`);
    const dear = await linkedPin(ada, `Vase ${word}`, `${shop}/vase`);
    const onSale = await linkedPin(ada, `Bowl ${word}`, `${shop}/bowl`);
    await sells(`${shop}/mug`, product(12, { brand: 'Café Ceramics' }));
    await sells(`${shop}/vase`, product(250, { brand: 'Atelier' }));
    await sells(`${shop}/bowl`, product(30, { list_price_in_micro_currency: 45_000_000 }));
    await waitFor(async () => (await find(word, 'buyable_pins')).length === 3, 'all three for sale');
    const sorted = async (more: Record<string, unknown>) => (await find(word, 'buyable_pins', more)).sort();
    assert.deepEqual(await sorted({ price_min: 20 }), [dear.id, onSale.id].sort());
    assert.deepEqual(await sorted({ price_max: '30' }), [cheap.id, onSale.id].sort());
    assert.deepEqual(await sorted({ price_min: 20, price_max: 100 }), [onSale.id]);
    assert.deepEqual(await sorted({ on_sale: 'true' }), [onSale.id]);
    // Brands: accents and case ignored; a list or comma-separated text.
    assert.deepEqual(await sorted({ brands: 'cafe ceramics' }), [cheap.id]);
    assert.deepEqual(await sorted({ brands: ['ATELIER', 'Café Ceramics'] }), [cheap.id, dear.id].sort());
    // Other scopes ignore the shopping filters.
    assert.equal((await find(word, 'pins', { price_min: 1000, on_sale: true })).length, 3);
  });

  test('a price range is in one currency: products priced in another are not compared', async () => {
    const ada = await person('ada');
    const word = newWord();
    const shop = `https://shop.example/${uniqueSuffix()}`;
    const dollars = await linkedPin(ada, `Lamp ${word}`, `${shop}/lamp-us`);
    const euros = await linkedPin(ada, `Lamp ${word}`, `${shop}/lamp-fr`);
    const pounds = await linkedPin(ada, `Lamp ${word}`, `${shop}/lamp-uk`);
    await sells(`${shop}/lamp-us`, product(40));
    await sells(`${shop}/lamp-fr`, product(40, { currency: 'EUR' }));
    await sells(`${shop}/lamp-uk`, product(400, { currency: 'GBP' }));
    await waitFor(async () => (await find(word, 'buyable_pins')).length === 3, 'all three for sale');
    // Without a range every currency is found; a range without a currency is in dollars.
    assert.deepEqual(await find(word, 'buyable_pins', { price_max: 50 }), [dollars.id]);
    assert.deepEqual(await find(word, 'buyable_pins', { price_max: 50, currency: 'eur' }), [euros.id]);
    assert.deepEqual(await find(word, 'buyable_pins', { price_min: 100, currency: 'GBP' }), [pounds.id]);
    assert.deepEqual(await find(word, 'buyable_pins', { price_min: 100, currency: 'CHF' }), []);
    await assert.rejects(
      find(word, 'buyable_pins', { price_max: 50, currency: 'euro' }),
      /three-letter currency code/,
    );
  });

  test('the brands filter offers the brands found, as their pages write them, most Pins first', async () => {
    const ada = await person('ada');
    const word = newWord();
    const shop = `https://shop.example/${uniqueSuffix()}`;
    await linkedPin(ada, `Mug ${word}`, `${shop}/mug`);
    await linkedPin(ada, `Cup ${word}`, `${shop}/cup`);
    await linkedPin(ada, `Vase ${word}`, `${shop}/vase`);
    await linkedPin(ada, `Bowl ${word}`, `${shop}/bowl`);
    await sells(`${shop}/mug`, product(12, { brand: 'Café Ceramics' }));
    await sells(`${shop}/cup`, product(9, { brand: 'CAFÉ CERAMICS' }));
    await sells(`${shop}/vase`, product(250, { brand: 'Atelier' }));
    await sells(`${shop}/bowl`, product(30)); // no brand
    const brands = (more: Record<string, unknown> = {}) =>
      rpc.request(Rpc.search.brands, {
        query: word,
        scope: 'buyable_pins',
        rs: 'direct_navigation',
        viewer_id: null,
        ...more,
      });
    await waitFor(async () => (await brands()).length === 2, 'both brands found');
    const [first, second] = await brands();
    // One brand however its pages write it (accents and case ignored), shown as one of them writes it.
    assert.ok(first && ['Café Ceramics', 'CAFÉ CERAMICS'].includes(first.name));
    assert.equal(first.pin_count, 2);
    assert.deepEqual(second, { name: 'Atelier', pin_count: 1 });
    // The other filters apply; the brands chosen do not (the list stays while choosing).
    assert.deepEqual(await brands({ price_min: 100 }), [{ name: 'Atelier', pin_count: 1 }]);
    assert.equal((await brands({ brands: 'Atelier' })).length, 2);
    assert.equal((await brands({ commerce_only: 'true', scope: 'pins' })).length, 2);
    // Not a shopping search, or nothing asked: no brands.
    assert.deepEqual(await brands({ scope: 'pins' }), []);
    assert.deepEqual(await brands({ query: '' }), []);
  });
});

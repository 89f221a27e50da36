/**
 * Shopping in Chromium: Pins linking to a shop's product pages (served here on loopback) are read
 * by the offsite service, and a person finds them under the search's 'Shop' tab, narrows them by
 * price, brand and to those on sale from the filter bar; the URL carries every filter.
 */
import { must, newBoard, newPin, waitFor } from '@pinboard/test-kit';
import { browserSuite, expectAccessible, expectGridTitles } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

const stack = browserSuite();
const ada = stack.person('shopper');
const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const titles = { lamp: `${word} lamp`, vase: `${word} vase`, chair: `${word} chair`, poem: `${word} poem` };

/** A shop's pages: OpenGraph product tags (the lamp on sale), schema.org data, and an article. */
const pages: Record<string, string> = {
  '/lamp': `<meta property="og:type" content="product">
    <meta property="product:price:amount" content="60.00">
    <meta property="product:sale_price:amount" content="49.50">
    <meta property="product:price:currency" content="USD">
    <meta property="product:brand" content="Lumière & Co">`,
  '/vase': `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Vase',
    brand: { '@type': 'Brand', name: 'Atelier' },
    offers: {
      '@type': 'Offer',
      price: '80',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  })}</script>`,
  '/chair': `<meta property="product:price:amount" content="150">
    <meta property="product:price:currency" content="USD">
    <meta property="product:brand" content="LUMIÈRE &amp; CO">`,
  '/poem': '<meta property="og:type" content="article">',
};
const shop: Server = createServer((req, res) => {
  const head = pages[new URL(req.url ?? '/', 'http://shop').pathname];
  if (head === undefined) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head><title>Shop</title>${head}</head><body>Shop</body></html>`);
});
after(() => new Promise<void>((resolve) => shop.close(() => resolve())));

stack.setUp(async () => {
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  const board = await newBoard(ada, `${word} things`);
  let seed = 940;
  for (const [name, title] of Object.entries(titles)) {
    await newPin(ada, board, seed++, { title, link: `${base}/${name}?run=${word}` });
  }
  // Read by offsite, then indexed by search: three products, the poem none.
  await waitFor(
    async () => {
      const found = must(
        await ada.api.get('BaseSearchResource', { query: word, scope: 'buyable_pins' }),
        'search',
      );
      return found.results.length === 3;
    },
    'the three products found',
    30_000,
  );
});

const expectPins = expectGridTitles;

test('the Shop tab finds products only; price and on-sale filters narrow them, in the URL', async () => {
  const page = await stack.pageAs(ada);
  try {
    await page.goto(`${stack.url}/search/pins/?q=${word}`);
    await expectPins(page, Object.values(titles));
    const tabs = page.getByRole('navigation', { name: 'Search in' });
    await tabs.getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL((url) => url.pathname === '/search/buyable_pins/');
    await expectPins(page, [titles.lamp, titles.vase, titles.chair]);
    assert.equal(await tabs.getByRole('link', { name: 'Shop' }).getAttribute('aria-current'), 'page');

    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Price', exact: true }).click();
    const price = page.getByRole('dialog', { name: 'Price' });
    await price.waitFor();
    await expectAccessible(page);
    await price.getByLabel('Maximum price').fill('100');
    await price.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('price_max') === '100');
    await price.waitFor({ state: 'detached' });
    await expectPins(page, [titles.lamp, titles.vase]);
    // In the browser's currency (en-US: dollars), named in the URL once a range is applied.
    await filters.getByRole('button', { name: 'Price: up to $100' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('currency'), 'USD');

    // Products priced in dollars are not compared with a range in euros.
    await filters.getByRole('button', { name: 'Price: up to $100' }).click();
    await price.getByLabel('Currency').selectOption('EUR');
    await price.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'EUR');
    await filters.getByRole('button', { name: 'Price: up to €100' }).waitFor();
    await page.getByText(`No products found for “${word}” with the filters chosen`).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'USD');
    await expectPins(page, [titles.lamp, titles.vase]);

    const onSale = filters.getByRole('button', { name: 'On sale' });
    assert.equal(await onSale.getAttribute('aria-pressed'), 'false');
    await onSale.click();
    await page.waitForURL((url) => url.searchParams.get('on_sale') === 'true');
    await expectPins(page, [titles.lamp]);
    await waitFor(async () => (await onSale.getAttribute('aria-pressed')) === 'true', 'On sale pressed');

    // The tile says its price, the sale's old price struck (and read as 'was'); the closeup too.
    const lamp = page.locator('.pb-tile', { hasText: titles.lamp });
    await lamp.getByLabel('$49.50, was $60.00').waitFor();
    await lamp.getByRole('link', { name: titles.lamp }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pin/'));
    const details = page.locator('.pb-product');
    await details.getByLabel('$49.50, was $60.00').waitFor();
    assert.equal(await details.locator('.pb-product__meta').textContent(), 'In stock · Lumière & Co');

    // A shared link (commerce_only, SPEC §3) reproduces it; another scope ignores the shop's filters.
    await page.goto(`${stack.url}/search/pins/?q=${word}&commerce_only=true&price_min=100`);
    await expectPins(page, [titles.chair]);
    await tabs.getByRole('link', { name: 'All Pins' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/search/pins/' && !url.searchParams.has('commerce_only'),
    );
    await expectPins(page, Object.values(titles));
    await expectAccessible(page);
  } finally {
    await page.close();
  }
});

test('the Brand filter lists the brands found, most Pins first, and narrows to those chosen', async () => {
  const page = await stack.pageAs(ada);
  try {
    await page.goto(`${stack.url}/search/buyable_pins/?q=${word}`);
    await expectPins(page, [titles.lamp, titles.vase, titles.chair]);
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Brand', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Brand' });
    const brands = dialog.getByRole('group', { name: 'Brands' });
    await brands.waitFor();
    // One brand however its pages write it (accents and case ignored).
    const labels = await brands
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    assert.equal(labels.length, 2, labels.join(' | '));
    assert.match(labels[0]!, /^(Lumière & Co|LUMIÈRE & CO) \(2\)$/);
    assert.equal(labels[1], 'Atelier (1)');
    await expectAccessible(page);
    await brands.getByLabel('Atelier (1)').check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('brands') === 'Atelier');
    await expectPins(page, [titles.vase]);
    await filters.getByRole('button', { name: 'Brand: Atelier' }).waitFor();

    // The list stays whole while a brand is chosen; a second one widens the search.
    await filters.getByRole('button', { name: 'Brand: Atelier' }).click();
    await brands.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => (url.searchParams.get('brands') ?? '').split(',').length === 2);
    await expectPins(page, [titles.lamp, titles.vase, titles.chair]);
    await filters.getByRole('button', { name: 'Brands: 2' }).click();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => !url.searchParams.has('brands'));
    await filters.getByRole('button', { name: 'Brand', exact: true }).waitFor();
  } finally {
    await page.close();
  }
});

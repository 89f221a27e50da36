import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { microsOf, productOfPage } from '../product-page.js';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>Hello</p></body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('microsOf', () => {
  it('reads prices with a dot for decimals and commas for thousands', () => {
    assert.equal(microsOf('19.99'), 19_990_000);
    assert.equal(microsOf('19'), 19_000_000);
    assert.equal(microsOf(' 1,299.5 '), 1_299_500_000);
    assert.equal(microsOf(0.5), 500_000);
    assert.equal(microsOf('0.000001'), 1);
  });

  it('is null for anything else', () => {
    for (const bad of ['', 'free', '12,99', '1.2.3', '-3', '1e5', '0.0000001', '1000000000000', null, {}]) {
      assert.equal(microsOf(bad), null, String(bad));
    }
  });
});

describe('productOfPage', () => {
  it('reads OpenGraph product tags', () => {
    const html = page(`
      <meta property="og:type" content="product">
      <meta property="product:price:amount" content="24.00">
      <meta property="product:price:currency" content="usd">
      <meta property="product:availability" content="in stock">
      <meta property="product:brand" content="Acme &amp; Sons">`);
    assert.deepEqual(productOfPage(html), {
      price_in_micro_currency: 24_000_000,
      list_price_in_micro_currency: null,
      currency: 'USD',
      availability: 'in_stock',
      brand: 'Acme & Sons',
    });
  });

  it('takes a lower sale price as the price, the regular one as the list price', () => {
    const html = page(`
      <meta property="og:price:amount" content="40">
      <meta property="og:price:currency" content="EUR">
      <meta property="product:sale_price:amount" content="30">
      <meta property="og:availability" content="oos">`);
    assert.deepEqual(productOfPage(html), {
      price_in_micro_currency: 30_000_000,
      list_price_in_micro_currency: 40_000_000,
      currency: 'EUR',
      availability: 'out_of_stock',
      brand: null,
    });
  });

  it('reads a schema.org Product in JSON-LD, in a @graph, before the tags', () => {
    const html = page(`
      <meta property="product:price:amount" content="1">
      <meta property="product:price:currency" content="USD">
      ${ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', name: 'Shop' },
          {
            '@type': ['Product', 'Thing'],
            name: 'Lamp',
            brand: { '@type': 'Brand', name: 'Lumen' },
            offers: {
              '@type': 'Offer',
              price: '89.90',
              priceCurrency: 'GBP',
              availability: 'https://schema.org/PreOrder',
              priceSpecification: [
                {
                  '@type': 'UnitPriceSpecification',
                  priceType: 'https://schema.org/StrikethroughPrice',
                  price: 120,
                },
              ],
            },
          },
        ],
      })}`);
    assert.deepEqual(productOfPage(html), {
      price_in_micro_currency: 89_900_000,
      list_price_in_micro_currency: 120_000_000,
      currency: 'GBP',
      availability: 'preorder',
      brand: 'Lumen',
    });
  });

  it('takes an AggregateOffer by its low price', () => {
    const html = page(
      ld({ '@type': 'Product', offers: { '@type': 'AggregateOffer', lowPrice: 5, priceCurrency: 'CAD' } }),
    );
    assert.equal(productOfPage(html)?.price_in_micro_currency, 5_000_000);
  });

  it('finds no product without a price and a currency, or in broken data', () => {
    assert.equal(productOfPage(page('<meta property="og:type" content="article"><title>News</title>')), null);
    assert.equal(productOfPage(page('<meta property="product:price:amount" content="10">')), null);
    assert.equal(productOfPage(page('<script type="application/ld+json">{not json</script>')), null);
    assert.equal(
      productOfPage(page(ld({ '@type': 'Product', offers: { price: 'call us', priceCurrency: 'USD' } }))),
      null,
    );
    assert.equal(productOfPage('not html at all'), null);
  });

  it('ignores a list price that is not above the price', () => {
    const html = page(`
      <meta property="product:price:amount" content="10">
      <meta property="product:original_price:amount" content="10">
      <meta property="product:price:currency" content="USD">`);
    assert.equal(productOfPage(html)?.list_price_in_micro_currency, null);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { highlight } from '../common/highlight';
import {
  brandsOf,
  colorsUrl,
  filteredUrl,
  localCurrency,
  readSearchUrl,
  searchRequest,
  searchUrl,
} from '../common/search-url';

test('the scope comes from the path; unknown or missing is pins', () => {
  assert.equal(readSearchUrl('/search/boards/', '?q=x').scope, 'boards');
  assert.equal(readSearchUrl('/search/users/', '?q=x').scope, 'users');
  assert.equal(readSearchUrl('/search/nonsense/', '?q=x').scope, 'pins');
  assert.equal(readSearchUrl('/search/', '?q=x').scope, 'pins');
});

test('a path containing /_tools/shop is shop_tool; commerce_only=true is buyable Pins', () => {
  assert.equal(readSearchUrl('/search/pins/_tools/shop/', '?q=x').scope, 'shop_tool');
  assert.equal(readSearchUrl('/search/pins/', '?q=x&commerce_only=true').scope, 'buyable_pins');
  assert.equal(readSearchUrl('/search/pins/', '?q=x&commerce_only=false').scope, 'pins');
});

test('q is trimmed, rs defaults to direct_navigation, journey_depth is an integer or nothing', () => {
  const state = readSearchUrl('/search/pins/', '?q=%20garden%20ideas%20&journey_depth=3');
  assert.deepEqual(state, { query: 'garden ideas', scope: 'pins', rs: 'direct_navigation', journeyDepth: 3 });
  assert.equal(readSearchUrl('/search/pins/', '?q=a&journey_depth=2.5').journeyDepth, undefined);
  assert.equal(readSearchUrl('/search/pins/', '?q=a&journey_depth=x').journeyDepth, undefined);
  assert.equal(readSearchUrl('/search/pins/', '?q=a&rs=ac').rs, 'ac');
});

test('domains and user are kept only when they can be a domain list and a username', () => {
  assert.equal(readSearchUrl('/search/pins/', '?q=a&domains=example.com,b.org').domains, 'example.com,b.org');
  assert.equal(readSearchUrl('/search/pins/', '?q=a&domains=<script>').domains, undefined);
  assert.equal(readSearchUrl('/search/pins/', '?q=a&user=ada_k').user, 'ada_k');
  assert.equal(readSearchUrl('/search/pins/', '?q=a&user=a b').user, undefined);
});

test('colors are palette names, each once and in palette order; unknown ones are dropped, never an error', () => {
  const colorsOf = (search: string) => readSearchUrl('/search/pins/', `?q=a${search}`).colors;
  assert.deepEqual(colorsOf('&colors=red,blue'), ['red', 'blue']);
  assert.deepEqual(colorsOf('&colors=blue,red,blue'), ['red', 'blue']);
  assert.deepEqual(colorsOf('&colors=Teal,nonsense,,%3Cb%3E'), ['teal']);
  assert.deepEqual(colorsOf('&colors=red%2Cgray'), ['red', 'gray'], 'an escaped comma too');
  assert.equal(colorsOf('&colors=nonsense'), undefined);
  assert.equal(colorsOf('&colors='), undefined);
  assert.equal(colorsOf(''), undefined);
});

test('the colour filter changes only colors and rs; other parameters stay, commas read as commas', () => {
  const state = readSearchUrl('/search/my_pins/', '?q=lamp&colors=red&user=ada');
  const keep = new URLSearchParams('q=lamp&colors=red&user=ada');
  assert.equal(
    colorsUrl(state, ['red', 'blue'], keep),
    '/search/my_pins/?q=lamp&colors=red,blue&user=ada&rs=filter',
  );
  assert.equal(colorsUrl(state, [], keep), '/search/my_pins/?q=lamp&user=ada&rs=filter');
  // The scope tabs keep the colours.
  assert.equal(
    searchUrl('boards', 'lamp', 'filter', new URLSearchParams('q=lamp&colors=red,blue')),
    '/search/boards/?q=lamp&colors=red,blue&rs=filter',
  );
});

test('the request carries the URL state under SPEC field names, colors and journey_depth included', () => {
  assert.deepEqual(searchRequest(readSearchUrl('/search/pins/', '?q=lamp&colors=blue,red&journey_depth=2')), {
    query: 'lamp',
    scope: 'pins',
    rs: 'direct_navigation',
    colors: ['red', 'blue'],
    journey_depth: 2,
  });
  assert.deepEqual(searchRequest(readSearchUrl('/search/pins/', '?q=lamp')), {
    query: 'lamp',
    scope: 'pins',
    rs: 'direct_navigation',
  });
});

test('a search url keeps other parameters and drops commerce_only', () => {
  const keep = new URLSearchParams('q=old&domains=example.com&commerce_only=true');
  assert.equal(
    searchUrl('boards', 'new words', 'filter', keep),
    '/search/boards/?q=new+words&domains=example.com&rs=filter',
  );
});

test('highlighting only for terms longer than one character, accents and case ignored', () => {
  assert.deepEqual(highlight('Garden ideas', 'g'), [{ text: 'Garden ideas', match: false }]);
  assert.deepEqual(highlight('Garden ideas', 'gar'), [
    { text: 'Gar', match: true },
    { text: 'den ideas', match: false },
  ]);
  assert.deepEqual(highlight('Café crème', 'creme'), [
    { text: 'Café ', match: false },
    { text: 'crème', match: true },
  ]);
  assert.deepEqual(highlight('Kitchen', 'zz'), [{ text: 'Kitchen', match: false }]);
});

test('recent searches: the newest first, each once whatever its case, five at most', async () => {
  const { remember, RECENT_MAX } = await import('../search-box/recent-searches');
  let list: string[] = [];
  for (const query of ['lamp', 'chair', ' Lamp ', 'a', 'b', 'c', 'd']) list = remember(list, query);
  assert.deepEqual(list, ['d', 'c', 'b', 'a', 'Lamp']);
  assert.equal(list.length, RECENT_MAX);
  assert.deepEqual(remember(list, '   '), list, 'nothing typed, nothing remembered');
});

test('shopping filters: prices in units, on_sale, brands, only in the shopping scopes', () => {
  const shop = readSearchUrl(
    '/search/buyable_pins/',
    '?q=lamp&price_min=10&price_max=49.99&on_sale=true&brands=Lumen',
  );
  assert.deepEqual(
    { min: shop.priceMin, max: shop.priceMax, sale: shop.onSale, brands: shop.brands },
    { min: 10, max: 49.99, sale: true, brands: 'Lumen' },
  );
  // A price range without a currency in the URL is in the viewer's.
  assert.deepEqual(searchRequest(shop, 'EUR'), {
    query: 'lamp',
    scope: 'buyable_pins',
    rs: 'direct_navigation',
    price_min: 10,
    price_max: 49.99,
    currency: 'EUR',
    on_sale: true,
    brands: 'Lumen',
  });
  const pounds = readSearchUrl('/search/buyable_pins/', '?q=lamp&price_max=20&currency=gbp');
  assert.equal(searchRequest(pounds, 'EUR').currency, 'GBP');
  assert.equal(readSearchUrl('/search/buyable_pins/', '?q=a&price_max=2&currency=euro').currency, undefined);
  assert.equal(
    searchRequest(readSearchUrl('/search/buyable_pins/', '?q=a&currency=GBP')).currency,
    undefined,
  );
  // Values that cannot be a price are dropped, never an error; other scopes ignore them all.
  const bad = readSearchUrl('/search/shop_tool/', '?q=a&price_min=-3&price_max=1e9&on_sale=yes');
  assert.deepEqual([bad.priceMin, bad.priceMax, bad.onSale], [undefined, undefined, undefined]);
  const pins = readSearchUrl('/search/pins/', '?q=a&price_min=10&on_sale=true');
  assert.deepEqual([pins.priceMin, pins.onSale], [undefined, undefined]);
  assert.equal(readSearchUrl('/search/pins/', '?q=a&commerce_only=true&price_max=5').priceMax, 5);
});

test("the viewer's currency is their region's (SPEC §9), USD where the locale names none", () => {
  assert.equal(localCurrency('fr-FR'), 'EUR');
  assert.equal(localCurrency('de-CH'), 'CHF');
  assert.equal(localCurrency('en-GB'), 'GBP');
  assert.equal(localCurrency('ja-JP'), 'USD');
  assert.equal(localCurrency('sv'), 'SEK');
  assert.equal(localCurrency('en'), 'USD');
});

test('the filter bar changes one parameter and keeps the rest', () => {
  const state = readSearchUrl('/search/buyable_pins/', '?q=lamp&colors=red');
  const keep = new URLSearchParams('q=lamp&colors=red');
  assert.equal(
    filteredUrl(state, { price_min: '10', price_max: null, on_sale: 'true' }, keep),
    '/search/buyable_pins/?q=lamp&colors=red&price_min=10&on_sale=true&rs=filter',
  );
  assert.equal(filteredUrl(state, { colors: null }, keep), '/search/buyable_pins/?q=lamp&rs=filter');
});

test('brands: comma-separated in the URL, each once, blanks dropped; the bar sets and clears them', () => {
  const state = readSearchUrl('/search/buyable_pins/', '?q=lamp&brands=Lumen, Atelier,,Lumen');
  assert.deepEqual(brandsOf(state), ['Lumen', 'Atelier']);
  assert.deepEqual(brandsOf(readSearchUrl('/search/buyable_pins/', '?q=lamp')), []);
  const keep = new URLSearchParams('q=lamp&brands=Lumen');
  assert.equal(
    filteredUrl(state, { brands: 'Lumen,Café Co' }, keep),
    '/search/buyable_pins/?q=lamp&brands=Lumen,Caf%C3%A9+Co&rs=filter',
  );
  assert.equal(filteredUrl(state, { brands: null }, keep), '/search/buyable_pins/?q=lamp&rs=filter');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { baseSearchOptions, typeaheadOptions, urlNumber } from '../index.js';

test('a number from a URL: text or a number; empty means not given, never 0; anything else refused', () => {
  const price = urlNumber(z.number().min(0));
  assert.equal(price.parse('12.5'), 12.5);
  assert.equal(price.parse(3), 3);
  assert.equal(price.parse(''), undefined);
  assert.equal(price.parse(undefined), undefined);
  for (const bad of ['abc', '-1', ' ', '1e3', '0x10', -1, true, null]) {
    assert.equal(price.safeParse(bad).success, false, JSON.stringify(bad));
  }
  const depth = urlNumber(z.number().int().max(1000));
  assert.equal(depth.safeParse('2.5').success, false);
  assert.equal(depth.safeParse('1001').success, false);
});

test("search's price and journey filters read an empty URL value as not given", () => {
  const parsed = baseSearchOptions.parse({
    query: 'lamp',
    price_max: '',
    price_min: '10',
    journey_depth: '',
  });
  assert.equal(parsed.price_max, undefined);
  assert.equal(parsed.price_min, 10);
  assert.equal(parsed.journey_depth, undefined);
});

test("typeahead's count: a number or numeric text, 5 when not given, true refused (found by the fuzz test)", () => {
  assert.equal(typeaheadOptions.parse({ term: 'la' }).count, 5);
  assert.equal(typeaheadOptions.parse({ term: 'la', count: '' }).count, 5);
  assert.equal(typeaheadOptions.parse({ term: 'la', count: '8' }).count, 8);
  assert.equal(typeaheadOptions.parse({ term: 'la', count: 3 }).count, 3);
  for (const bad of [true, false, 0, '0', 'many', 2.5, null]) {
    assert.equal(typeaheadOptions.safeParse({ term: 'la', count: bad }).success, false, JSON.stringify(bad));
  }
});

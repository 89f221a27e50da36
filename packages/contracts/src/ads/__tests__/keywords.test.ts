import assert from 'node:assert/strict';
import { test } from 'node:test';
import { holdsKeyword, keywordForm, phrasesOf } from '../keywords.js';
import { pickAdsSchema } from '../serving.js';
import { targetingSpecSchema } from '../models.js';
import { AdsTexts } from '../texts.js';

test('a keyword is held by a query as a phrase of whole words, whatever the case and punctuation', () => {
  assert.equal(keywordForm('  Trail-Running   SHOES! '), 'trail running shoes');
  assert.equal(keywordForm('Café'), keywordForm('Cafe\u0301'), 'accents composed alike');
  const phrases = phrasesOf('Best trail running shoes, 2026');
  assert.equal(holdsKeyword(phrases, [keywordForm('Trail-running shoes')]), true);
  assert.equal(holdsKeyword(phrases, ['running']), true);
  assert.equal(holdsKeyword(phrases, ['shoe']), false, 'whole words');
  assert.equal(holdsKeyword(phrases, ['trail shoes']), false, 'next to each other');
  assert.equal(holdsKeyword(phrases, ['shoes trail']), false, 'in order');
  assert.equal(holdsKeyword(phrasesOf(''), ['']), false);
});

test('targeting_spec takes 1 to 200 keywords of 1 to 10 words each, kept as sent', () => {
  const spec = targetingSpecSchema.parse({ KEYWORD: [' Hiking boots '], NEGATIVE_KEYWORD: ['cheap'] });
  assert.deepEqual(spec, { KEYWORD: ['Hiking boots'], NEGATIVE_KEYWORD: ['cheap'] });
  const refused = (KEYWORD: unknown) => targetingSpecSchema.safeParse({ KEYWORD }).error?.issues[0]?.message;
  assert.equal(refused(['!!!']), AdsTexts.keywordInvalid);
  assert.equal(refused(['']), AdsTexts.keywordInvalid);
  assert.equal(refused(['a b c d e f g h i j k']), AdsTexts.keywordInvalid, 'eleven words');
  assert.equal(refused(['x'.repeat(81)]), AdsTexts.keywordInvalid);
  assert.equal(refused([7]), AdsTexts.keywordInvalid);
  assert.equal(refused(Array.from({ length: 201 }, (_, i) => `k${i}`)), AdsTexts.keywordsTooMany);
  assert.equal(refused(['a b c d e f g h i j']), undefined, 'ten words');
});

test('a pick carries a query for the search placement only, of a search query’s length', () => {
  const pick = { viewer_id: null, slots: 1, query: 'boots' };
  assert.equal(pickAdsSchema.safeParse({ ...pick, placement: 'search' }).success, true);
  const feed = pickAdsSchema.safeParse({ ...pick, placement: 'feed' });
  assert.equal(feed.error?.issues[0]?.message, AdsTexts.queryOnlyInSearch);
  assert.equal(
    pickAdsSchema.safeParse({ ...pick, placement: 'search', query: 'x'.repeat(301) }).success,
    false,
  );
});

import { keywordForm, phrasesOf } from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { competesInSearch, type KeywordTargeting } from '../search-targeting.js';

const group = (keywords: string[], negativeKeywords: string[] = []): KeywordTargeting => ({
  pinId: '7',
  keywords: keywords.map(keywordForm),
  negativeKeywords: negativeKeywords.map(keywordForm),
});
const search = (query: string | null, matchingPins: string[] | null) => ({
  phrases: query === null ? null : phrasesOf(query),
  matchingPins: matchingPins === null ? null : new Set(matchingPins),
});

test('without keywords an ad competes when the query matches its Pin, as before', () => {
  assert.equal(competesInSearch(group([]), search('red shoes', ['7'])), true);
  assert.equal(competesInSearch(group([]), search('red shoes', ['8'])), false);
  assert.equal(competesInSearch(group([]), search(null, null)), true, 'no query, no Pins named: any');
});

test('with keywords it competes when the query holds one, as a phrase of whole words, any case', () => {
  const boots = group(['Hiking Boots', 'trail-running']);
  assert.equal(competesInSearch(boots, search('best HIKING boots 2026', [])), true);
  assert.equal(competesInSearch(boots, search('Trail running, for beginners', [])), true);
  assert.equal(competesInSearch(boots, search('boots for hiking', ['7'])), false, 'not the phrase');
  assert.equal(competesInSearch(boots, search('hiking bootsy', [])), false, 'whole words only');
  assert.equal(competesInSearch(boots, search(null, ['7'])), true, 'no query: its Pin matched');
});

test('a negative keyword in the query keeps it out, whatever else matches', () => {
  const shoes = group([], ['cheap']);
  assert.equal(competesInSearch(shoes, search('leather shoes', ['7'])), true);
  assert.equal(competesInSearch(shoes, search('Cheap leather shoes', ['7'])), false);
  assert.equal(competesInSearch(shoes, search('cheaply made shoes', ['7'])), true, 'whole words only');
  const both = group(['leather shoes'], ['cheap']);
  assert.equal(competesInSearch(both, search('cheap leather shoes', ['7'])), false);
});

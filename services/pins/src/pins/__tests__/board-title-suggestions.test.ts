import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardTitleSuggestions } from '../board-title-suggestions.js';

test('board names first (each once, accents and case aside), then the title, at most 5', () => {
  assert.deepEqual(boardTitleSuggestions(['Café', 'CAFE', 'Kitchen'], 'Blue tiles'), [
    'Café',
    'Kitchen',
    'Blue tiles',
  ]);
  assert.deepEqual(boardTitleSuggestions(['a', 'b', 'c', 'd', 'e', 'f'], 'g'), ['a', 'b', 'c', 'd', 'e']);
});

test('nothing empty or longer than a board name may be', () => {
  assert.deepEqual(boardTitleSuggestions(['  ', 'x'.repeat(51)], ''), []);
});

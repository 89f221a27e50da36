import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREATOR_NAME_MAX, truncate } from '../truncate';

test('a text within the limit is kept whole', () => {
  assert.equal(truncate('Ada Lovelace', 12), 'Ada Lovelace');
  assert.equal(truncate('x'.repeat(80)), 'x'.repeat(80), 'the default limit is 80');
});

test('a longer text is cut at a word boundary, with an ellipsis', () => {
  assert.equal(truncate('The quick brown fox jumps', 12), 'The quick…');
  assert.equal(truncate('The quick brown fox', 9), 'The quick…', 'a cut that ends a word keeps it');
});

test('trailing punctuation goes before the ellipsis', () => {
  assert.equal(truncate('Cakes, pies, and more', 12), 'Cakes, pies…');
  assert.equal(truncate('Hello there! General Kenobi', 14), 'Hello there…');
});

test('one long word is cut where the limit falls', () => {
  assert.equal(truncate('Supercalifragilistic', 5), 'Super…');
});

test("the creator card's limit is 70 characters, counted as a person reads them", () => {
  const name = `${'Émile '.repeat(12)}Zola`;
  const shown = truncate(name, CREATOR_NAME_MAX);
  assert.ok(Array.from(shown).length <= CREATOR_NAME_MAX + 1);
  assert.match(shown, /Émile…$/);
  assert.equal(truncate('😀'.repeat(70), CREATOR_NAME_MAX), '😀'.repeat(70), 'emoji count as one each');
});

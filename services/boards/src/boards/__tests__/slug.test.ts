import assert from 'node:assert/strict';
import { test } from 'node:test';
import { slugify, uniqueSlug } from '../slug.js';

test('slugify lower-cases, strips accents and folds other characters into dashes', () => {
  assert.equal(slugify('Café  Déco Ideas!'), 'cafe-deco-ideas');
  assert.equal(slugify('  --Summer 2026 / Beach--  '), 'summer-2026-beach');
  assert.equal(slugify('Crème BRÛLÉE'), 'creme-brulee');
});

test('slugify falls back when nothing usable is left', () => {
  assert.equal(slugify('🌸🌸'), 'board');
  assert.equal(slugify('日本'), 'board');
});

test('uniqueSlug suffixes -2, -3 ... past the taken ones', () => {
  assert.equal(uniqueSlug('recipes', new Set()), 'recipes');
  assert.equal(uniqueSlug('recipes', new Set(['recipes'])), 'recipes-2');
  assert.equal(uniqueSlug('recipes', new Set(['recipes', 'recipes-2', 'recipes-4'])), 'recipes-3');
});

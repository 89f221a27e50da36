import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardHref } from '../board-href';

test('a board card links to the board url, lower-cased for a visitor', () => {
  assert.equal(boardHref('/Ada_King/Garden-Ideas/', true), '/Ada_King/Garden-Ideas/');
  assert.equal(boardHref('/Ada_King/Garden-Ideas/', false), '/ada_king/garden-ideas/');
});

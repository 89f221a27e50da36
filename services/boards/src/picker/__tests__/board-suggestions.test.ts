import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Board } from '@pinboard/contracts';
import { suggestBoards } from '../board-suggestions.js';

let next = 1;
const board = (name: string, savedAt = '2026-01-01T00:00:00.000Z') =>
  ({ id: String(next++), name, board_order_modified_at: savedAt }) as Board;

test('boards sharing the most words with the Pin come first, accents and case aside', () => {
  const boards = [board('Café ideas'), board('Cafe and bakery ideas'), board('Garden')];
  assert.deepEqual(
    suggestBoards(boards, 'BAKERY café: best ideas', 5).map((b) => b.name),
    ['Cafe and bakery ideas', 'Café ideas'],
  );
});

test('equal matches go to the board saved to most recently; short words and no match suggest nothing', () => {
  const older = board('Paris trip', '2026-01-01T00:00:00.000Z');
  const newer = board('Paris food', '2026-02-01T00:00:00.000Z');
  assert.deepEqual(suggestBoards([older, newer], 'Paris', 1), [newer]);
  assert.deepEqual(suggestBoards([board('An ox')], 'an ox', 2), []);
  assert.deepEqual(suggestBoards([older], 'Berlin', 2), []);
  assert.deepEqual(suggestBoards([older], 'Paris', 0), []);
});

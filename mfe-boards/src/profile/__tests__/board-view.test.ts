import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOARD_VIEWS, coverColumns } from '../board-view';

test('a board card cover has 2 columns for the grid and thumbnail types, otherwise 4', () => {
  assert.equal(coverColumns('grid'), 2);
  assert.equal(coverColumns('thumbnail'), 2);
  assert.equal(coverColumns('compact'), 4);
});

test('the view options are Default (grid cards) then Compact', () => {
  assert.deepEqual(
    BOARD_VIEWS.map((view) => [view.label, view.type]),
    [
      ['Default', 'grid'],
      ['Compact', 'compact'],
    ],
  );
});

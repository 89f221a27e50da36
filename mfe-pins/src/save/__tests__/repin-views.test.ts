import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Board, SavedPin } from '@pinboard/contracts/web';
import { afterPick, backFrom, REPIN_TITLES, type RepinView } from '../repin-views';

const board = (sectionCount: number) => ({ id: '1', name: 'Kitchen', section_count: sectionCount }) as Board;

test('every view has its SPEC §2.3 title', () => {
  assert.deepEqual(Object.values(REPIN_TITLES).sort(), [
    'Board created',
    'Choose board',
    'Choose section',
    'Create board',
    'Create section',
  ]);
});

test('a board with sections leads to the section picker; one without is saved to at once', () => {
  assert.deepEqual(afterPick(board(2)), { name: 'sections', board: board(2) });
  assert.equal(afterPick(board(0)), 'save');
});

test('back: create section → sections → boards → (close) (SPEC §4)', () => {
  const chain: string[] = [];
  let view: RepinView | null = { name: 'createSection', board: board(1) };
  while (view) {
    chain.push(REPIN_TITLES[view.name]);
    view = backFrom(view);
  }
  assert.deepEqual(chain, ['Create section', 'Choose section', 'Choose board']);
  assert.deepEqual(backFrom({ name: 'createBoard' }), { name: 'boards' });
  assert.equal(backFrom({ name: 'created', board: board(0), saved: {} as SavedPin }), null);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Board } from '@pinboard/contracts/web';
import { foldText, matchesQuery, pickerSections, sortBoards, topChoices } from '../board-order';

let nextId = 1;
function board(name: string, savedAt = '2026-01-01T00:00:00Z'): Board {
  const id = String(nextId++);
  return {
    id,
    name,
    url: `/me/${id}/`,
    privacy: 'public',
    slug: id,
    description: '',
    owner: { id: '1', username: 'me' },
    pin_count: 0,
    section_count: 0,
    image_cover_url: null,
    pin_thumbnail_urls: [],
    created_at: savedAt,
    board_order_modified_at: savedAt,
  };
}
const names = (boards: Board[]) => boards.map((b) => b.name);

test('boards sort alphabetically, those starting with a digit last (SPEC §2.3)', () => {
  const sorted = sortBoards([board('2025 trip'), board('recipes'), board('Art'), board('10 ideas')]);
  assert.deepEqual(names(sorted), ['Art', 'recipes', '10 ideas', '2025 trip']);
});

test('search matches each typed word against words of the name, ignoring accents and case', () => {
  const cafe = board('Café Déco ideas');
  assert.equal(foldText('Café Déco'), 'cafe deco');
  assert.equal(matchesQuery(cafe, 'cafe'), true);
  assert.equal(matchesQuery(cafe, 'DECO caf'), true);
  assert.equal(matchesQuery(cafe, 'deco kitchen'), false);
  assert.equal(matchesQuery(cafe, 'afe'), false, 'words match from their start');
  assert.equal(matchesQuery(cafe, '   '), true);
});

test('three boards or fewer make one flat list; more get Top choices and All boards', () => {
  const few = [board('a'), board('b'), board('c')];
  assert.deepEqual(
    pickerSections(few, '').map((s) => s.title),
    [null],
  );
  const many = [
    board('Old', '2026-01-01T00:00:00Z'),
    board('Newest', '2026-03-01T00:00:00Z'),
    board('Middle', '2026-02-01T00:00:00Z'),
    board('Newer', '2026-02-15T00:00:00Z'),
  ];
  const sections = pickerSections(many, '');
  assert.deepEqual(
    sections.map((s) => s.title),
    ['Top choices', 'All boards'],
  );
  assert.deepEqual(names(sections[0]!.boards), ['Newest', 'Newer', 'Middle']);
  assert.deepEqual(names(sections[1]!.boards), ['Middle', 'Newer', 'Newest', 'Old']);
  assert.deepEqual(names(topChoices(many)), ['Newest', 'Newer', 'Middle']);
});

test('searching shows one flat list of the matches', () => {
  const many = [board('Garden'), board('Garage tools'), board('Kitchen'), board('Art')];
  const sections = pickerSections(many, 'gar');
  assert.equal(sections.length, 1);
  assert.deepEqual(names(sections[0]!.boards), ['Garage tools', 'Garden']);
});

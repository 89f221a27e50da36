import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Board, BoardPicker } from '@pinboard/contracts/web';
import { afterSave, pickerGroups, sortBoards } from '../board-order';

let nextId = 1;
function board(name: string): Board {
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
    follower_count: 0,
    image_cover_url: null,
    pin_thumbnail_urls: [],
    created_at: '2026-01-01T00:00:00Z',
    board_order_modified_at: '2026-01-01T00:00:00Z',
    archived_by_me_at: null,
    collaborator_count: 0,
    is_collaborative: false,
  };
}
const names = (boards: readonly Board[]) => boards.map((b) => b.name);
const picker = (all: Board[], shortlist: Board[] = []): BoardPicker => ({
  all_boards: all,
  boards_shortlist: shortlist,
});

test('boards sort alphabetically, those starting with a digit last (SPEC §2.3)', () => {
  const sorted = sortBoards([board('2025 trip'), board('recipes'), board('Art'), board('10 ideas')]);
  assert.deepEqual(names(sorted), ['Art', 'recipes', '10 ideas', '2025 trip']);
});

test('three boards or fewer make one flat list', () => {
  const groups = pickerGroups(picker([board('c'), board('a'), board('b')], [board('c')]), '');
  assert.deepEqual(
    groups.map((g) => g.title),
    [null],
  );
  assert.deepEqual(names(groups[0]!.boards), ['a', 'b', 'c']);
});

test("more boards: 'Top choices' is the server's shortlist as it comes, then 'All boards' sorted", () => {
  const [kitchen, garden, art, trip] = [board('Kitchen'), board('Garden'), board('Art'), board('2025 trip')];
  const groups = pickerGroups(picker([trip, kitchen, garden, art], [garden, kitchen]), '');
  assert.deepEqual(
    groups.map((g) => g.title),
    ['Top choices', 'All boards'],
  );
  assert.deepEqual(names(groups[0]!.boards), ['Garden', 'Kitchen']);
  assert.deepEqual(names(groups[1]!.boards), ['Art', 'Garden', 'Kitchen', '2025 trip']);
  // No shortlist (nothing saved yet, nothing suits the Pin): no empty heading.
  assert.deepEqual(
    pickerGroups(picker([trip, kitchen, garden, art]), '').map((g) => g.title),
    ['All boards'],
  );
});

test('searching lists the matches among all boards in one flat list, by words, accents aside', () => {
  const all = [board('Café Déco'), board('Garage tools'), board('Garden'), board('Kitchen'), board('Art')];
  assert.deepEqual(names(pickerGroups(picker(all, [all[3]!]), 'gar')[0]!.boards), ['Garage tools', 'Garden']);
  const cafe = pickerGroups(picker(all), 'DECO caf');
  assert.equal(cafe.length, 1);
  assert.equal(cafe[0]!.title, null);
  assert.deepEqual(names(cafe[0]!.boards), ['Café Déco']);
  assert.deepEqual(names(pickerGroups(picker(all), 'afe')[0]!.boards), [], 'words match from their start');
});

test('after a save the board leads the last-saved lists, once (SPEC §4)', () => {
  const [a, b, c, d] = [board('A'), board('B'), board('C'), board('D')];
  const after = afterSave(picker([a, b, c, d], [a, b]), c);
  assert.deepEqual(names(after.all_boards), ['C', 'A', 'B', 'D']);
  assert.deepEqual(names(after.boards_shortlist), ['C', 'A', 'B']);
  const again = afterSave(after, b);
  assert.deepEqual(names(again.boards_shortlist), ['B', 'C', 'A']);
  // A board created in the modal joins both lists.
  const made = board('New');
  assert.deepEqual(names(afterSave(again, made).all_boards), ['New', 'B', 'C', 'A', 'D']);
});

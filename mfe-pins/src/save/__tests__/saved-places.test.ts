import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BoardSummary, SavedPin, SavedTo, SectionSummary } from '@pinboard/contracts/web';
import {
  isSavedAt,
  isSavedInBoard,
  plainText,
  saveNotice,
  sectionNameIdeas,
  textPieces,
  withSave,
} from '../saved-places';

const kitchen: BoardSummary = { id: '1', name: 'Kitchen', url: '/ada/kitchen/', privacy: 'public' };
const lighting: SectionSummary = {
  id: '9',
  title: 'Lighting',
  slug: 'lighting',
  url: '/ada/kitchen/lighting/',
};

function saved(section: SectionSummary | null, already = false): SavedPin {
  return { id: '5', pinned_to_board: kitchen, section, already_saved: already } as SavedPin;
}

test("a save reads 'Saved to {board}', linking the board", () => {
  const notice = saveNotice(saved(null));
  assert.equal(notice.type, 'default');
  assert.equal(plainText(notice.text), 'Saved to Kitchen');
  assert.deepEqual(textPieces(notice.text), [
    { text: 'Saved to ' },
    { text: 'Kitchen', url: '/ada/kitchen/' },
  ]);
});

test("a save into a section reads 'Saved to {section} in {board}', each name linked", () => {
  const notice = saveNotice(saved(lighting));
  assert.equal(plainText(notice.text), 'Saved to Lighting in Kitchen');
  assert.deepEqual(textPieces(notice.text), [
    { text: 'Saved to ' },
    { text: 'Lighting', url: '/ada/kitchen/lighting/' },
    { text: ' in ' },
    { text: 'Kitchen', url: '/ada/kitchen/' },
  ]);
});

test('an earlier save to the same place is a warning naming the board (SPEC §8)', () => {
  const notice = saveNotice(saved(lighting, true));
  assert.equal(notice.type, 'warning');
  assert.equal(plainText(notice.text), 'Psst! You already saved this Pin to Kitchen');
});

test('names are placed where the text puts them, whatever they are called', () => {
  const odd: SectionSummary = { ...lighting, title: 'to' };
  const pieces = textPieces(saveNotice(saved(odd)).text);
  assert.deepEqual(pieces[1], { text: 'to', url: odd.url });
  assert.equal(pieces[0]!.url, undefined);
});

test('saved_to: anywhere in a board, or exactly there; a save joins it once', () => {
  const savedTo: SavedTo[] = [{ board: kitchen, section: lighting }];
  assert.equal(isSavedInBoard(savedTo, '1'), true);
  assert.equal(isSavedAt(savedTo, '1', null), false, 'the section, not the board itself');
  assert.equal(isSavedAt(savedTo, '1', '9'), true);
  const more = withSave(savedTo, saved(null));
  assert.equal(more.length, 2);
  assert.equal(isSavedAt(more, '1', null), true);
  assert.equal(withSave(more, saved(lighting)).length, 2);
});

test("section name ideas leave out the board's name and its sections', accents and case aside", () => {
  assert.deepEqual(
    sectionNameIdeas(['Kitchen', 'Éclairage', 'lighting', 'Lamps'], 'kitchen', ['Lighting', 'eclairage']),
    ['Lamps'],
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoardTexts, NameSource, SECTION_NAME_MAX } from '@pinboard/contracts/web';
import {
  canAddSection,
  failSavingSection,
  initialSectionName,
  pickSectionName,
  sectionNameSource,
  sectionToCreate,
  startSavingSection,
  typeSectionName,
} from '../section-name';

test("'Add' is disabled while the name is empty (spaces count as empty), saving or in error (SPEC §5)", () => {
  assert.equal(canAddSection(initialSectionName), false);
  assert.equal(canAddSection(typeSectionName(initialSectionName, '   ')), false);
  const typed = typeSectionName(initialSectionName, 'Lighting');
  assert.equal(canAddSection(typed), true);
  const saving = startSavingSection(typed);
  assert.equal(canAddSection(saving), false);
  const failed = failSavingSection(saving, 'This board already has a section with that name.');
  assert.equal(failed.saving, false);
  assert.equal(failed.error, 'This board already has a section with that name.');
  assert.equal(canAddSection(failed), false);
});

test('editing clears the error; an over-long name is flagged as it is typed', () => {
  const failed = failSavingSection(typeSectionName(initialSectionName, 'Lighting'), 'Taken');
  const edited = typeSectionName(failed, 'Lighting 2');
  assert.equal(edited.error, null);
  assert.equal(canAddSection(edited), true);
  const long = typeSectionName(edited, 'x'.repeat(SECTION_NAME_MAX + 1));
  assert.equal(long.error, BoardTexts.maxLength(SECTION_NAME_MAX));
  assert.equal(canAddSection(long), false);
});

test('name_source: typed 0, a suggestion as picked 1, a suggestion edited 2 (SPEC §3)', () => {
  const typed = typeSectionName(initialSectionName, 'Lamps');
  assert.equal(sectionNameSource(typed), NameSource.manual);
  const picked = pickSectionName(typed, 'Lighting');
  assert.equal(picked.name, 'Lighting');
  assert.equal(sectionNameSource(picked), NameSource.recommendation);
  const edited = typeSectionName(picked, 'Lighting ideas');
  assert.equal(sectionNameSource(edited), NameSource.editedRecommendation);
  assert.equal(sectionNameSource(typeSectionName(edited, 'Lighting')), NameSource.recommendation);
  // Emptied and typed again: the suggestion is gone.
  assert.equal(sectionNameSource(typeSectionName(typeSectionName(edited, ''), 'Desk')), NameSource.manual);
});

test('the section sent: its name trimmed, with where the name came from', () => {
  const picked = typeSectionName(pickSectionName(initialSectionName, 'Lighting'), '  Lighting  ');
  assert.deepEqual(sectionToCreate(picked, '42'), {
    board_id: '42',
    name: 'Lighting',
    name_source: NameSource.recommendation,
  });
});

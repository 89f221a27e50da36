import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BoardTexts,
  boardNameSchema,
  registerUserSchema,
  sectionNameSchema,
  withoutInvisibles,
} from '../index.js';

test('names lose bidirectional and zero-width characters; emoji sequences keep their joiners', () => {
  assert.equal(withoutInvisibles('invoice\u202Egnp.exe'), 'invoicegnp.exe');
  assert.equal(withoutInvisibles('a\u200Bb\u2066c\u2069\uFEFF'), 'abc');
  const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
  assert.equal(withoutInvisibles(family), family);

  assert.equal(boardNameSchema.parse(' Trips\u202E '), 'Trips');
  assert.deepEqual(
    boardNameSchema.safeParse('\u200B\u200F').error?.issues.map((i) => i.message),
    [BoardTexts.nameRequired],
    'nothing visible is no name',
  );
  assert.equal(sectionNameSchema.parse('Cakes\u2067'), 'Cakes');
  const person = registerUserSchema.parse({
    email: 'ada@example.com',
    password: 'secret1',
    full_name: 'Ada\u202E Lovelace',
    birthday: '1990-01-01',
  });
  assert.equal(person.full_name, 'Ada Lovelace');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BOARD_NAME_MAX,
  boardNameError,
  facePileText,
  inviteEmailPrompt,
  BoardTexts,
  failureText,
  firstIssueMessage,
  idSchema,
  isAdult,
  isId,
  registerUserSchema,
  splitFullName,
  UserTexts,
  baseSearchOptions,
  scopeOf,
} from '../index.js';

test('sign-up is for adults: 18 years ago today counts, a day later does not (SPEC §5, UTC days)', () => {
  const today = new Date(Date.UTC(2026, 10, 22, 23, 30));
  assert.equal(isAdult('2008-11-22', 18, today), true);
  assert.equal(isAdult('2008-11-23', 18, today), false);
  assert.equal(isAdult('1990-01-01', 18, today), true);
  assert.equal(isAdult('2001-02-30', 18, today), false, 'not a calendar date');
  assert.equal(isAdult('not a date', 18, today), false);
});

test('a board name is required and at most BOARD_NAME_MAX characters, messages comma-joined (SPEC §5)', () => {
  assert.equal(boardNameError(''), BoardTexts.nameRequired);
  assert.equal(boardNameError('   '), "Don't forget to name your board!");
  assert.equal(boardNameError('x'.repeat(BOARD_NAME_MAX)), null);
  assert.equal(boardNameError(`  ${'x'.repeat(BOARD_NAME_MAX)}  `), null);
  assert.equal(boardNameError('x'.repeat(BOARD_NAME_MAX + 1)), 'Please enter no more than 50 characters.');
});

test('the full name splits into first and last (SPEC §5)', () => {
  assert.deepEqual(splitFullName('  Ada  King Lovelace '), { first_name: 'Ada', last_name: 'King Lovelace' });
  assert.deepEqual(splitFullName('Cher'), { first_name: 'Cher', last_name: '' });
});

test('failures show message_detail, else message, else the generic text (SPEC §8)', () => {
  assert.equal(failureText({ message: 'Invalid Image', message_detail: null }), 'Invalid Image');
  assert.equal(failureText({ message: 'Bad', message_detail: 'Try a JPEG.' }), 'Try a JPEG.');
  assert.equal(failureText({ message: '', message_detail: '  ' }), 'Uh oh! Something went wrong.');
  assert.equal(failureText(null), 'Uh oh! Something went wrong.');
});

test("a validation failure reads as our sentence, or as zod's message with the field name", () => {
  const tooYoung = registerUserSchema.safeParse({
    email: 'a@b.co',
    password: 'long enough',
    full_name: 'A',
    birthday: `${new Date().getUTCFullYear() - 10}-01-01`,
  });
  assert.equal(!tooYoung.success && firstIssueMessage(tooYoung.error), UserTexts.notAdult);
  const wrongType = registerUserSchema.safeParse({
    email: 'a@b.co',
    password: 'long enough',
    full_name: 5,
    birthday: '1990-01-01',
  });
  assert.match(!wrongType.success ? firstIssueMessage(wrongType.error) : '', /^full_name: /);
});

test('an id is a positive BIGINT in decimal: anything else is refused, never thrown on', () => {
  for (const good of ['1', '42', '9223372036854775807']) assert.equal(isId(good), true, good);
  for (const bad of [
    '0',
    '01',
    '-1',
    'abc',
    '1e3',
    ' 1',
    '9223372036854775808',
    '99999999999999999999',
    '',
  ]) {
    assert.equal(isId(bad), false, bad);
    assert.equal(idSchema.safeParse(bad).success, false, bad);
  }
});

test('face pile: at most 3 names, then "and N more" (SPEC §2.3)', () => {
  assert.equal(facePileText(['Ada']), 'Ada');
  assert.equal(facePileText(['Ada', 'Bo']), 'Ada and Bo');
  assert.equal(facePileText(['Ada', 'Bo', 'Cy']), 'Ada, Bo and Cy');
  assert.equal(facePileText(['Ada', 'Bo', 'Cy', 'Dee']), 'Ada, Bo, Cy and 1 more');
  assert.equal(facePileText(['Ada', 'Bo', 'Cy'], 7), 'Ada, Bo, Cy and 4 more');
  assert.equal(facePileText(['Ada'], 3), 'Ada and 2 more');
});

test('collaborator e-mail prompt: nothing for a name, "Keep typing!" until the e-mail check passes, then "Click to send!" (SPEC §5)', () => {
  assert.equal(inviteEmailPrompt('ada'), null);
  assert.equal(inviteEmailPrompt('ada@'), BoardTexts.inviteKeepTyping);
  assert.equal(inviteEmailPrompt('ada@example'), 'Keep typing!');
  assert.equal(inviteEmailPrompt(' ada@example.com '), 'Click to send!');
  assert.equal(BoardTexts.inviteDone, 'Done!');
});

test('search scopes by name or by SPEC §3 code; /_tools/shop and commerce_only pick theirs', () => {
  const scope = (value: unknown) => baseSearchOptions.safeParse({ query: 'x', scope: value });
  assert.deepEqual(
    [0, 1, 2, 3, 4].map((code) => scope(code).data?.scope),
    ['pins', 'buyable_pins', 'videos', 'boards', 'users'],
  );
  assert.equal(scope('my_pins').data?.scope, 'my_pins');
  assert.equal(baseSearchOptions.parse({ query: 'x' }).scope, 'pins');
  assert.equal(scope(5).success, false);
  assert.equal(scope('everything').success, false);
  assert.equal(scopeOf('/search/pins/_tools/shop/', 'pins', null), 'shop_tool');
  assert.equal(scopeOf('/search/pins/', 'pins', 'true'), 'buyable_pins');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RESERVED_USERNAMES, registerUserSchema } from '@pinboard/contracts';
import { pickUsername, usernameBase } from '../username.js';

test('usernameBase keeps letters, digits and underscores of the local part', () => {
  assert.equal(usernameBase('grace.hopper+news@navy.mil'), 'gracehoppernews');
  assert.equal(usernameBase('o_k@x.io'), 'o_k');
});

test('usernameBase pads short and cuts long local parts', () => {
  assert.equal(usernameBase('a@x.io'), 'auser');
  assert.equal(usernameBase('é@x.io'), 'user');
  assert.equal(usernameBase(`${'x'.repeat(40)}@x.io`).length, 24);
});

test('pickUsername adds the smallest free number', () => {
  assert.equal(pickUsername('ada', new Set()), 'ada');
  assert.equal(pickUsername('Ada', new Set(['ada', 'ada1', 'ada3'])), 'Ada2');
});

test("a page's path is never a username: derived ones go on to a number, chosen ones are refused", () => {
  assert.equal(pickUsername(usernameBase('billing@example.com'), RESERVED_USERNAMES), 'billing1');
  const signUp = (username: string) =>
    registerUserSchema.safeParse({
      email: 'a@example.com',
      password: 'secret1',
      full_name: 'A B',
      birthday: '1990-01-01',
      username,
    }).success;
  assert.equal(signUp('Reporting'), false);
  assert.equal(signUp('reporting_fan'), true);
});

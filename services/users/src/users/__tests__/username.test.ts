import assert from 'node:assert/strict';
import { test } from 'node:test';
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

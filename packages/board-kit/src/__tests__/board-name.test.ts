import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOARD_NAME_MAX, boardNameError, NAME_REQUIRED } from '../board-name';

test('a board name is required (SPEC §5)', () => {
  assert.equal(boardNameError(''), NAME_REQUIRED);
  assert.equal(boardNameError('   '), "Don't forget to name your board!");
});

test('a board name has at most BOARD_NAME_MAX characters', () => {
  assert.equal(boardNameError('x'.repeat(BOARD_NAME_MAX)), null);
  assert.equal(boardNameError('x'.repeat(BOARD_NAME_MAX + 1)), 'Please enter no more than 50 characters.');
});

test('surrounding spaces do not count', () => {
  assert.equal(boardNameError(`  ${'x'.repeat(BOARD_NAME_MAX)}  `), null);
});

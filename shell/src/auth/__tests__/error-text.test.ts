import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorText, isAdult } from '../error-text';

const error = (message: string, message_detail: string | null) => ({
  http_status: 400,
  api_error_code: 1,
  message,
  message_detail,
});

test('the server message is shown, with its detail only when it adds something', () => {
  assert.equal(errorText(error('Invalid Image', null)), 'Invalid Image');
  assert.equal(errorText(error('Invalid Image', 'Invalid Image')), 'Invalid Image');
  assert.equal(errorText(error('Bad', 'Try a JPEG.')), 'Bad Try a JPEG.');
});

test('sign-up is for adults: 18 years ago today counts, a day later does not (SPEC §5)', () => {
  const today = new Date(2026, 10, 22);
  assert.equal(isAdult('2008-11-22', today), true);
  assert.equal(isAdult('2008-11-23', today), false);
  assert.equal(isAdult('1990-01-01', today), true);
  assert.equal(isAdult('not a date', today), false);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyPassword } from '../password-hasher.js';

test('a hash verifies its own password and no other', async () => {
  const stored = await hashPassword('correct horse');
  assert.match(stored, /^scrypt\$32768\$8\$1\$/);
  assert.equal(await verifyPassword(stored, 'correct horse'), true);
  assert.equal(await verifyPassword(stored, 'correct horsE'), false);
});

test('the same password hashes differently each time (salted)', async () => {
  assert.notEqual(await hashPassword('same'), await hashPassword('same'));
});

test('malformed stored hashes never verify', async () => {
  for (const stored of [
    '',
    'scrypt$1$2',
    '$argon2id$v=19$x',
    'scrypt$abc$8$1$AA==$AA==',
    'scrypt$4194304$8$1$AA==$AA==',
  ]) {
    assert.equal(await verifyPassword(stored, 'x'), false, stored);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, needsRehash, verifyPassword } from '../password-hasher.js';

test('a hash at the production cost (2^17) verifies its own password and no other', async () => {
  const stored = await hashPassword('correct horse', 17);
  assert.match(stored, /^scrypt\$131072\$8\$1\$/);
  assert.equal(await verifyPassword(stored, 'correct horse'), true);
  assert.equal(await verifyPassword(stored, 'correct horsE'), false);
  assert.equal(needsRehash(stored, 17), false);
});

test('a hash made at a lower cost still verifies, and is due to be made again', async () => {
  const old = await hashPassword('correct horse', 12);
  assert.equal(await verifyPassword(old, 'correct horse'), true);
  assert.equal(needsRehash(old, 17), true);
  assert.equal(needsRehash(old, 12), false);
  assert.equal(needsRehash('not ours', 12), true);
});

test('the same password hashes differently each time (salted)', async () => {
  assert.notEqual(await hashPassword('same', 10), await hashPassword('same', 10));
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

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { colorKey, imageKey } from '../image-signature.js';

test('a perceptual hash becomes a signed 64-bit number and 8 position-tagged bands', () => {
  const key = imageKey('ff00000000000001')!;
  assert.equal(key.phash, 0xff00000000000001n - 2n ** 64n);
  assert.deepEqual(key.bands, [0xff, 0x100, 0x200, 0x300, 0x400, 0x500, 0x600, 0x701]);
  assert.equal(imageKey('7fffffffffffffff')!.phash, 2n ** 63n - 1n);
});

test('hashes a few bits apart share a band; a content hash (sha256) is no image key', () => {
  const a = imageKey('0123456789abcdef')!;
  const b = imageKey('0123456789abcdee')!; // one bit apart
  assert.ok(a.bands.some((band) => b.bands.includes(band)));
  assert.equal(imageKey('a'.repeat(64)), null);
  assert.equal(imageKey('0123456789ABCDEF'), null);
});

test('a colour is packed and bucketed by its top 3 bits a channel', () => {
  assert.deepEqual(colorKey('#ff8000'), { rgb: 0xff8000, bucket: (7 << 6) | (4 << 3) | 0 });
  assert.deepEqual(colorKey('#000000'), { rgb: 0, bucket: 0 });
  assert.equal(colorKey('red'), null);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { colorKey, imageKey } from '../image-signature.js';

test('a perceptual hash becomes a signed 64-bit number and 4 position-tagged quarters', () => {
  const key = imageKey('ff00000000000001')!;
  assert.equal(key.phash, 0xff00000000000001n - 2n ** 64n);
  assert.deepEqual(key.bands, [0xff00, 0x10000, 0x20000, 0x30001]);
  assert.equal(key.probes.length, 4 * 17);
  assert.equal(imageKey('7fffffffffffffff')!.phash, 2n ** 63n - 1n);
});

/** `signature` with the given bits (0 = the lowest) flipped. */
const flipped = (signature: string, bits: readonly number[]) =>
  bits
    .reduce((hash, bit) => hash ^ (1n << BigInt(bit)), BigInt(`0x${signature}`))
    .toString(16)
    .padStart(16, '0');

test('a hash up to 7 bits away is among the probes of one of its bands; a content hash (sha256) is no image key', () => {
  const a = imageKey('0123456789abcdef')!;
  // 7 flips, two in each of three quarters and one in the last: only that quarter is one bit off.
  const near = imageKey(flipped('0123456789abcdef', [0, 1, 16, 17, 32, 33, 63]))!;
  assert.ok(near.bands.some((band) => a.probes.includes(band)));
  assert.ok(!near.bands.some((band) => a.bands.includes(band)), 'no quarter is the same');
  // 8 flips, two in every quarter: no band within a bit (further than a look-up promises).
  const far = imageKey(flipped('0123456789abcdef', [0, 1, 16, 17, 32, 33, 48, 49]))!;
  assert.ok(!far.bands.some((band) => a.probes.includes(band)));
  assert.equal(imageKey('a'.repeat(64)), null);
  assert.equal(imageKey('0123456789ABCDEF'), null);
});

test('a colour is packed and bucketed by its top 3 bits a channel', () => {
  assert.deepEqual(colorKey('#ff8000'), { rgb: 0xff8000, bucket: (7 << 6) | (4 << 3) | 0 });
  assert.deepEqual(colorKey('#000000'), { rgb: 0, bucket: 0 });
  assert.equal(colorKey('red'), null);
});

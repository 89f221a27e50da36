import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, constants, deflateRawSync, gunzipSync } from 'node:zlib';
import { successEnvelope } from '@pinboard/contracts';
import { PROMOTED_SLOTS, placePromoted } from '@pinboard/service-kit';
import { laidOn, layPromoted } from '../laid-pages.js';
import { WrittenAnswers } from '../written-answers.js';

const BROWSER = 'gzip, deflate, br, zstd';
const pinsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i}`,
    title: `Pin ${prefix}${i} — a lamp for the reading corner, é ü ✓ 📌`.repeat(3),
    is_promoted: false,
  }));
/** A visitor's shared page: the same items each time, as visitor-pages.ts hands it out. */
const shared = pinsOf('p', 25);
const ad = (n: number) => ({ id: `ad${n}`, title: `Promoted ${n} ${'x'.repeat(n)}`, is_promoted: true });

describe('a shared page with this request’s ads, written from its pieces', () => {
  it('is the same page placePromoted makes, gzip-compressed for a browser, byte for byte', () => {
    const written = new WrittenAnswers();
    for (const ads of [[], [ad(1)], [ad(1), ad(2)]]) {
      for (const base of [shared, shared.slice(0, 2), shared.slice(0, 12), shared.slice(0, 5), []]) {
        const slots = PROMOTED_SLOTS.filter((slot) => slot < base.length);
        const items = layPromoted(base, ads.slice(0, slots.length), slots);
        assert.deepEqual(items, placePromoted(base, ads.slice(0, slots.length), slots));
        const envelope = successEnvelope(items, 'next-page');
        const json = JSON.stringify(envelope);
        const answer = written.of(envelope, BROWSER);
        assert.equal(answer.encoding, 'gzip');
        assert.equal(gunzipSync(answer.body).toString(), json, `${base.length} items, ${ads.length} ads`);
        const plain = written.of(envelope, undefined);
        assert.equal(plain.encoding, null);
        assert.equal(plain.body.toString(), json);
        const br = written.of(envelope, 'br');
        assert.equal(br.encoding, 'br');
        assert.equal(brotliDecompressSync(br.body).toString(), json);
      }
    }
  });

  it("compresses the shared page's runs once: requests with other ads share those bytes", () => {
    const written = new WrittenAnswers();
    const bodyWith = (n: number) =>
      written.of(successEnvelope(layPromoted(shared, [ad(n), ad(n + 1)], PROMOTED_SLOTS), 'b'), BROWSER).body;
    const [one, two] = [bodyWith(1), bodyWith(40)];
    assert.notDeepEqual(one, two);
    // The last run (the 14 items after the second slot), then the final block and the trailer.
    let common = 0;
    while (one[one.length - 11 - common] === two[two.length - 11 - common]) common += 1;
    const lastRun = deflateRawSync(
      `,${shared
        .slice(11)
        .map((pin) => JSON.stringify(pin))
        .join(',')}`,
      {
        level: 9,
        finishFlush: constants.Z_SYNC_FLUSH,
      },
    );
    assert.ok(common >= lastRun.length, `only ${common} bytes in common`);
    assert.ok(one.length < JSON.stringify(shared).length / 4, 'it is compressed');
  });

  it("is written as any page when a slot took one of the page's own Pins", () => {
    const moved = layPromoted(shared, [{ ...shared[7]!, is_promoted: true }], PROMOTED_SLOTS);
    assert.equal(laidOn(moved), null);
    const envelope = successEnvelope(moved, 'next');
    const answer = new WrittenAnswers().of(envelope, BROWSER);
    assert.equal(answer.encoding, 'br');
    assert.equal(brotliDecompressSync(answer.body).toString(), JSON.stringify(envelope));
    assert.equal(laidOn(layPromoted(shared, [], PROMOTED_SLOTS))?.pieces.length, 1);
    assert.equal(laidOn(shared), null);
  });
});

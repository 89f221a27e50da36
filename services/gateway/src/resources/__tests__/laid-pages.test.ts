import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { successEnvelope } from '@pinboard/contracts';
import { PROMOTED_SLOTS, placePromoted } from '@pinboard/service-kit';
import { laidOn, layPromoted } from '../laid-pages.js';
import { ANSWER_COMPRESS_THRESHOLD, WrittenAnswers } from '../written-answers.js';

const BROWSER = 'gzip, deflate, br, zstd';
const pinsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i}`,
    title: `Pin ${prefix}${i} — a lamp for the reading corner, é ü ✓ 📌`.repeat(3),
    is_promoted: false,
  }));
/** A visitor's shared page: the same items each time, as visitor-pages.ts hands it out. */
const shared = pinsOf('p', 25);
/** An ad much like the page's Pins: its compression finds them in the text before it. */
const ad = (n: number) => ({
  ...pinsOf('p', 1)[0]!,
  id: `ad${n}`,
  title: `Promoted ${'x'.repeat(n)}`,
  is_promoted: true,
});

describe('a shared page with this request’s ads, written from its pieces', () => {
  it('is the same page placePromoted makes, byte for byte, in gzip, brotli over 1 KB, or plain', () => {
    const written = new WrittenAnswers();
    for (const ads of [[], [ad(1)], [ad(1), ad(2)]]) {
      for (const base of [shared, shared.slice(0, 2), shared.slice(0, 12), shared.slice(0, 5), []]) {
        const slots = PROMOTED_SLOTS.filter((slot) => slot < base.length);
        const items = layPromoted(base, ads.slice(0, slots.length), slots);
        assert.deepEqual(items, placePromoted(base, ads.slice(0, slots.length), slots));
        const envelope = successEnvelope(items, 'next-page');
        const json = JSON.stringify(envelope);
        const plain = written.of(envelope, undefined);
        assert.equal(plain.encoding, null);
        assert.equal(plain.body.toString(), json, `${base.length} items, ${ads.length} ads`);
        const answer = written.of(envelope, BROWSER);
        assert.equal(answer.encoding, 'gzip', 'gzip first, when a browser takes it');
        assert.equal(gunzipSync(answer.body).toString(), json);
        const br = written.of(envelope, 'br');
        if (Buffer.byteLength(json) < ANSWER_COMPRESS_THRESHOLD) {
          assert.equal(br.encoding, null);
          continue;
        }
        assert.equal(br.encoding, 'br');
        assert.equal(brotliDecompressSync(br.body).toString(), json);
      }
    }
  });

  it("writes the shared page's Pins once: later requests reuse that JSON with their own ads", () => {
    const written = new WrittenAnswers();
    const base = pinsOf('q', 25);
    const read = (n: number) =>
      JSON.parse(
        gunzipSync(
          written.of(successEnvelope(layPromoted(base, [ad(n), ad(n + 1)], PROMOTED_SLOTS), 'b'), BROWSER)
            .body,
        ).toString(),
      ) as { resource_response: { data: { id: string; title: string }[] } };
    assert.equal(read(1).resource_response.data[20]!.title, base[18]!.title);
    // A shared page never changes (visitor-pages.ts replaces it): what was written of it stands.
    const title = base[18]!.title;
    base[18]!.title = 'changed';
    const again = read(40).resource_response.data;
    assert.deepEqual(
      again.filter((pin) => pin.id.startsWith('ad')).map((pin) => pin.id),
      ['ad40', 'ad41'],
    );
    assert.equal(again[20]!.title, title);
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

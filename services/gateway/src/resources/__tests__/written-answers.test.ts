import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { successEnvelope } from '@pinboard/contracts';
import { WrittenAnswers } from '../written-answers.js';

const BROWSER = 'gzip, deflate, br, zstd';
/** A page as a cached read hands it out: the same items each time. */
const page = Array.from({ length: 25 }, (_, i) => ({ id: String(i), title: `Pin number ${i}`.repeat(4) }));

describe('answers as the bytes sent', () => {
  it("writes an answer out compressed, and a shared one's compressed copy once per encoding", () => {
    const written = new WrittenAnswers();
    const envelope = successEnvelope(page, 'next');
    const json = JSON.stringify(envelope);

    const first = written.of(envelope, BROWSER);
    assert.equal(first.encoding, 'br');
    assert.equal(brotliDecompressSync(first.body).toString(), json);
    // A second request shares it: compressed again, better, and then never again.
    const shared = written.of(successEnvelope(page, 'next'), BROWSER);
    assert.notEqual(shared.body, first.body);
    assert.ok(shared.body.length <= first.body.length);
    assert.equal(brotliDecompressSync(shared.body).toString(), json);
    assert.equal(written.of(successEnvelope(page, 'next'), BROWSER).body, shared.body, 'compressed once');

    const gzip = written.of(successEnvelope(page, 'next'), 'gzip');
    assert.equal(gzip.encoding, 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), json);
    assert.equal(written.of(successEnvelope(page, 'next'), 'gzip').body, gzip.body);

    const plain = written.of(successEnvelope(page, 'next'), undefined);
    assert.equal(plain.encoding, null);
    assert.equal(plain.body.toString(), json);
    assert.equal(written.of(successEnvelope(page, 'next'), 'identity').encoding, null);
  });

  it('writes the same items under another bookmark anew', () => {
    const written = new WrittenAnswers();
    const first = written.of(successEnvelope(page, 'a'), BROWSER);
    const other = written.of(successEnvelope(page, 'b'), BROWSER);
    assert.notEqual(other.body, first.body);
    assert.equal(JSON.parse(brotliDecompressSync(other.body).toString()).resource_response.bookmark, 'b');
  });

  it('compresses a fresh answer for its request alone, and never a small one', () => {
    const written = new WrittenAnswers();
    const fresh = [...page];
    const answer = written.of(successEnvelope(fresh, 'next'), BROWSER);
    assert.equal(answer.encoding, 'br');
    assert.deepEqual(
      JSON.parse(brotliDecompressSync(answer.body).toString()),
      successEnvelope(fresh, 'next'),
    );
    assert.notEqual(written.of(successEnvelope([...page], 'next'), BROWSER).body, answer.body);

    const small = { id: '1' };
    const again = written.of(successEnvelope(small), BROWSER);
    assert.equal(again.encoding, null);
    assert.equal(again.body.toString(), JSON.stringify(successEnvelope(small)));
    assert.equal(
      written.of(successEnvelope(null), BROWSER).body.toString(),
      JSON.stringify(successEnvelope(null)),
    );
  });
});

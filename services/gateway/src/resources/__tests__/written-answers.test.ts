import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { successEnvelope } from '@pinboard/contracts';
import { WrittenAnswers } from '../written-answers.js';

const BROWSER = 'gzip, deflate, br, zstd';
/** A page as a cached read hands it out: the same items each time. */
const page = Array.from({ length: 25 }, (_, i) => ({ id: String(i), title: `Pin number ${i}`.repeat(4) }));

describe('answers as the bytes sent', () => {
  it("writes an answer out as JSON, and a shared one's compressed copy once per encoding", () => {
    const written = new WrittenAnswers();
    const envelope = successEnvelope(page, 'next');
    const json = JSON.stringify(envelope);

    const first = written.of(envelope, BROWSER);
    assert.equal(first.encoding, null, 'the first time, left to the gateway’s compression');
    assert.equal(first.body.toString(), json);

    const second = written.of(successEnvelope(page, 'next'), BROWSER);
    assert.equal(second.encoding, 'br');
    assert.equal(brotliDecompressSync(second.body).toString(), json);
    assert.equal(written.of(successEnvelope(page, 'next'), BROWSER).body, second.body, 'compressed once');

    const gzip = written.of(successEnvelope(page, 'next'), 'gzip');
    assert.equal(gzip.encoding, 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), json);

    const plain = written.of(successEnvelope(page, 'next'), undefined);
    assert.equal(plain.encoding, null);
    assert.equal(plain.body.toString(), json);
    assert.equal(written.of(successEnvelope(page, 'next'), 'identity').encoding, null);
  });

  it('writes the same items under another bookmark anew', () => {
    const written = new WrittenAnswers();
    written.of(successEnvelope(page, 'a'), BROWSER);
    const other = written.of(successEnvelope(page, 'b'), BROWSER);
    assert.equal(other.encoding, null);
    assert.equal(JSON.parse(other.body.toString()).resource_response.bookmark, 'b');
  });

  it('never compresses a fresh answer, nor a small shared one', () => {
    const written = new WrittenAnswers();
    for (let i = 0; i < 3; i++) {
      assert.equal(written.of(successEnvelope([...page], 'next'), BROWSER).encoding, null);
    }
    const small = { id: '1' };
    written.of(successEnvelope(small), BROWSER);
    const again = written.of(successEnvelope(small), BROWSER);
    assert.equal(again.encoding, null);
    assert.equal(again.body.toString(), JSON.stringify(successEnvelope(small)));
    assert.equal(
      written.of(successEnvelope(null), BROWSER).body.toString(),
      JSON.stringify(successEnvelope(null)),
    );
  });
});

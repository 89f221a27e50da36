import { negotiate } from '@fastify/accept-negotiator';
import type { ResourceResponse } from '@pinboard/contracts';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { around, laidGzip, laidOn, laidText } from './laid-pages.js';

/** Brotli's quality for answers: little CPU per answer, most of the saving (app.ts's compression too). */
export const ANSWER_BROTLI_QUALITY = 4;
/** Answers smaller than this go uncompressed: the headers would cost more than they save. */
export const ANSWER_COMPRESS_THRESHOLD = 1024;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const LAID_ENCODINGS: ('br' | 'gzip')[] = ['gzip', 'br'];

interface Written {
  bookmark: string | undefined;
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface WrittenAnswer {
  body: Buffer;
  /** Set when `body` is already compressed (so that nothing compresses it again). */
  encoding: 'br' | 'gzip' | null;
}

const compress = {
  br: (json: Buffer) =>
    brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } }),
  gzip: (json: Buffer) => gzipSync(json),
};

/**
 * Envelopes as the bytes sent, compressed here for a client that takes it. Answers many requests
 * share (a visitor's page or closeup, read once a second: visitor-pages.ts, pins.resources.ts)
 * carry the very same object each time, so each is written out once, by that object and the
 * bookmark it went with, and compressed once per encoding a client asks for, rather than once per
 * request. Any other answer is written and compressed for its request alone, in one synchronous
 * step: through the gateway's stream compression (app.ts, for everything else it sends) a 25-Pin
 * page with this request's ads took 1-4 ms longer to arrive, in round trips to the thread pool,
 * for the same brotli work (bench/results/history.md, "answers compressed where they are written").
 */
export class WrittenAnswers {
  private readonly written = new WeakMap<object, Written>();

  of(envelope: ResourceResponse<unknown>, acceptEncoding: string | undefined): WrittenAnswer {
    const { data, bookmark } = envelope.resource_response;
    const laid = laidOn(data);
    if (laid) {
      // A shared page with this request's ads: gzip from its pieces is the cheap one (laid-pages.ts).
      const encoding = acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), LAID_ENCODINGS) : null;
      if (encoding === 'gzip') return { body: laidGzip(around(envelope), laid), encoding };
      const text = laidText(around(envelope), laid);
      return encoding ? { body: compress[encoding](text), encoding } : { body: text, encoding: null };
    }
    const shareable = typeof data === 'object' && data !== null;
    let written = shareable ? this.written.get(data) : undefined;
    if (!written || written.bookmark !== bookmark) {
      written = { bookmark, json: Buffer.from(JSON.stringify(envelope)) };
      if (shareable) this.written.set(data, written);
    }
    const encoding =
      acceptEncoding && written.json.length >= ANSWER_COMPRESS_THRESHOLD
        ? negotiate(acceptEncoding.toLowerCase(), ENCODINGS)
        : null;
    if (!encoding) return { body: written.json, encoding: null };
    written[encoding] ??= compress[encoding](written.json);
    return { body: written[encoding], encoding };
  }
}

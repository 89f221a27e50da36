import { negotiate } from '@fastify/accept-negotiator';
import type { ResourceResponse } from '@pinboard/contracts';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Brotli's quality for answers: little CPU per answer, most of the saving (app.ts's compression too). */
export const ANSWER_BROTLI_QUALITY = 4;
/** Answers smaller than this go uncompressed: the headers would cost more than they save. */
export const ANSWER_COMPRESS_THRESHOLD = 1024;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

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
 * Envelopes as the bytes sent. Answers many requests share (a visitor's page or closeup, read once
 * a second: visitor-pages.ts, pins.resources.ts) carry the very same object each time, so each is
 * written out once, by that object and the bookmark it went with, and compressed once per encoding
 * a client asks for, rather than once per request. Any other answer is written out as before and
 * left to the gateway's compression.
 */
export class WrittenAnswers {
  private readonly written = new WeakMap<object, Written>();

  of(envelope: ResourceResponse<unknown>, acceptEncoding: string | undefined): WrittenAnswer {
    const { data, bookmark } = envelope.resource_response;
    if (typeof data !== 'object' || data === null) {
      return { body: Buffer.from(JSON.stringify(envelope)), encoding: null };
    }
    const known = this.written.get(data);
    if (!known || known.bookmark !== bookmark) {
      const json = Buffer.from(JSON.stringify(envelope));
      this.written.set(data, { bookmark, json });
      return { body: json, encoding: null };
    }
    // Seen before: shared, worth keeping compressed.
    const encoding = acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ENCODINGS) : null;
    if (!encoding || known.json.length < ANSWER_COMPRESS_THRESHOLD)
      return { body: known.json, encoding: null };
    known[encoding] ??= compress[encoding](known.json);
    return { body: known[encoding], encoding };
  }
}

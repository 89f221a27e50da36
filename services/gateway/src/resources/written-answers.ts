import { negotiate } from '@fastify/accept-negotiator';
import type { ResourceResponse } from '@pinboard/contracts';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { laidGzip, laidOn, laidText } from './laid-pages.js';

/** Brotli's quality for answers: little CPU per answer, most of the saving (app.ts's compression too). */
export const ANSWER_BROTLI_QUALITY = 4;
/** Answers smaller than this go uncompressed: the headers would cost more than they save. */
export const ANSWER_COMPRESS_THRESHOLD = 1024;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const LAID_ENCODINGS: ('br' | 'gzip')[] = ['gzip', 'br'];

/**
 * Brotli's quality for an answer written for one request: half the CPU of ANSWER_BROTLI_QUALITY
 * for about 3% more bytes on a page of Pins. An answer a second request shares is compressed again
 * at ANSWER_BROTLI_QUALITY, once.
 */
export const ONE_REQUEST_BROTLI_QUALITY = 2;

interface Written {
  bookmark: string | undefined;
  json: Buffer;
  /** How many requests it answered, counted to two (shared from the second on). */
  answered: number;
  br?: Buffer;
  gzip?: Buffer;
}

export interface WrittenAnswer {
  body: Buffer;
  /** Set when `body` is already compressed (so that nothing compresses it again). */
  encoding: 'br' | 'gzip' | null;
}

const compress = {
  br: (json: Buffer, shared: boolean) =>
    brotliCompressSync(json, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: shared ? ANSWER_BROTLI_QUALITY : ONE_REQUEST_BROTLI_QUALITY,
      },
    }),
  gzip: (json: Buffer, shared: boolean) => gzipSync(json, { level: shared ? 6 : 1 }),
};

function encodingFor(acceptEncoding: string | undefined, json: Buffer): 'br' | 'gzip' | null {
  return acceptEncoding && json.length >= ANSWER_COMPRESS_THRESHOLD
    ? negotiate(acceptEncoding.toLowerCase(), ENCODINGS)
    : null;
}

/** An answer for one request alone. */
function answerFor(json: Buffer, acceptEncoding: string | undefined): WrittenAnswer {
  const encoding = encodingFor(acceptEncoding, json);
  return encoding ? { body: compress[encoding](json, false), encoding } : { body: json, encoding: null };
}

/**
 * Envelopes as the bytes sent, compressed here for a client that takes it. Answers many requests
 * share (a visitor's page or closeup, read once a second: visitor-pages.ts, pins.resources.ts)
 * carry the very same object each time, so each is written out once, by that object and the
 * bookmark it went with, and compressed once per encoding a client asks for, rather than once per
 * request (cheaply for its first request, better once a second shares it). Any other answer is
 * written and compressed for its request alone, in one synchronous step: through the gateway's
 * stream compression (app.ts, for everything else it sends) a 25-Pin page with this request's ads
 * took 1-4 ms longer to arrive, in round trips to the thread pool, for the same brotli work
 * (bench/results/history.md, "answers compressed where they are written"). A shared page with
 * this request's ads laid on it is written from its parts (laid-pages.ts).
 */
export class WrittenAnswers {
  private readonly written = new WeakMap<object, Written>();

  of(envelope: ResourceResponse<unknown>, acceptEncoding: string | undefined): WrittenAnswer {
    const { data, bookmark } = envelope.resource_response;
    const laid = laidOn(data);
    if (laid) {
      // A shared page with this request's ads: gzip from its pieces is the cheap one (laid-pages.ts).
      const encoding = acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), LAID_ENCODINGS) : null;
      if (encoding === 'gzip') return { body: laidGzip(envelope, laid), encoding };
      return answerFor(laidText(envelope, laid), acceptEncoding);
    }
    if (typeof data !== 'object' || data === null) {
      return answerFor(Buffer.from(JSON.stringify(envelope)), acceptEncoding);
    }
    let written = this.written.get(data);
    if (!written || written.bookmark !== bookmark) {
      written = { bookmark, json: Buffer.from(JSON.stringify(envelope)), answered: 0 };
      this.written.set(data, written);
    }
    if (written.answered < 2 && ++written.answered === 2) {
      // A second request shares it: from now on its copies are the better compressed ones.
      delete written.br;
      delete written.gzip;
    }
    const encoding = encodingFor(acceptEncoding, written.json);
    if (!encoding) return { body: written.json, encoding: null };
    written[encoding] ??= compress[encoding](written.json, written.answered === 2);
    return { body: written[encoding], encoding };
  }
}

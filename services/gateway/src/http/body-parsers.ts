import { MAX_BODY_BYTES, CommonTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUtf8 } from 'node:buffer';
import { parseJson } from '../resources/resource-options.js';
import { refuseNul } from './nul-guard.js';

/** A url-encoded form to a plain object; a repeated field keeps its last value. */
export function parseForm(text: string): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) form[key] = refuseNul(key, value) as string;
  return form;
}

/**
 * Our own body parsers instead of Nest's, so that a malformed body gets the SPEC's message and an
 * empty body means "no options". Bodies only arrive on POST/PUT/...: a GET parses nothing.
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  // As bytes: a body that is not UTF-8 is refused, not read with replacement characters.
  const options = { parseAs: 'buffer' as const, bodyLimit: MAX_BODY_BYTES };
  const utf8 = (body: Buffer): string => {
    if (!isUtf8(body)) throw ServiceError.validation(CommonTexts.unsafeBody);
    return body.toString();
  };
  fastify.addContentTypeParser('application/json', options, (_req, body: Buffer, done) => {
    try {
      const text = utf8(body);
      if (text.trim() === '') return done(null, undefined);
      done(null, parseJson(text));
    } catch (err) {
      done(err instanceof Error ? err : ServiceError.validation(CommonTexts.malformedJson), undefined);
    }
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', options, (_req, body: Buffer, done) => {
    try {
      done(null, parseForm(utf8(body)));
    } catch (err) {
      done(err instanceof Error ? err : ServiceError.validation(CommonTexts.invalidRequest), undefined);
    }
  });
}

import { MAX_BODY_BYTES, CommonTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { FastifyInstance } from 'fastify';
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
  const options = { parseAs: 'string' as const, bodyLimit: MAX_BODY_BYTES };
  fastify.addContentTypeParser('application/json', options, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, parseJson(text));
    } catch (err) {
      done(err instanceof Error ? err : ServiceError.validation(CommonTexts.malformedJson), undefined);
    }
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', options, (_req, body, done) => {
    try {
      done(null, parseForm(String(body)));
    } catch (err) {
      done(err instanceof Error ? err : ServiceError.validation(CommonTexts.invalidRequest), undefined);
    }
  });
}

import { CommonTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { refuseNul } from '../http/nul-guard.js';

/**
 * Pulls `options` out of a resource call. The web client sends `{"options":{...}}` as JSON: in the
 * `data` query parameter of a GET, or as a POST body (JSON, or a form whose `data` field holds it).
 */
export type ResourceOptionsInput = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON.parse's reviver: no NUL, and no key that could reach an object's prototype once the value
 * is spread or merged somewhere (`__proto__`, `constructor.prototype`), as secure-json-parse does.
 */
function guardJson(key: string, value: unknown): unknown {
  const poisoned =
    key === '__proto__' ||
    (key === 'constructor' &&
      typeof value === 'object' &&
      value !== null &&
      Object.hasOwn(value, 'prototype'));
  if (poisoned) throw ServiceError.validation(CommonTexts.unsafeBody);
  return refuseNul(key, value);
}

/**
 * Text that needs the reviver: a NUL can only come as an escape (JSON refuses a raw control
 * character), and a prototype's key only spelled out or in escapes. Other text is parsed without
 * it, several times faster (a reviver takes JSON.parse off its fast path).
 */
const NEEDS_GUARD = /\\u|__proto__|constructor/;

export function parseJson(text: string): unknown {
  try {
    return (NEEDS_GUARD.test(text) ? JSON.parse(text, guardJson) : JSON.parse(text)) as unknown;
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw ServiceError.validation(CommonTexts.malformedJson);
  }
}

/** `{"options":{...}}` to its options; a missing `options` means none. */
function optionsOf(payload: unknown): ResourceOptionsInput {
  if (payload === undefined || payload === null) return {};
  if (!isPlainObject(payload)) throw ServiceError.validation(CommonTexts.malformedJson);
  const options = payload.options;
  if (options === undefined || options === null) return {};
  if (!isPlainObject(options)) throw ServiceError.validation(CommonTexts.optionsNotObject);
  return options;
}

/** GET: `?data=<url-encoded JSON>`; other query parameters (source_url, _) are ignored. */
export function optionsFromQuery(query: unknown): ResourceOptionsInput {
  const data = isPlainObject(query) ? query.data : undefined;
  if (data === undefined || data === '') return {};
  if (typeof data !== 'string') throw ServiceError.validation(CommonTexts.malformedJson);
  return optionsOf(parseJson(data));
}

/** POST: a JSON body `{"options":...}`, or a form (or JSON) whose `data` field is that JSON as text. */
export function optionsFromBody(body: unknown): ResourceOptionsInput {
  if (isPlainObject(body) && body.options === undefined && typeof body.data === 'string') {
    return optionsOf(parseJson(body.data));
  }
  return optionsOf(body);
}

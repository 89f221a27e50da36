import { CommonTexts, ErrorCode, failureEnvelope } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { FastifyInstance } from 'fastify';
import { isV5Path, v5ErrorBody } from '../v5/v5-errors.js';

/**
 * No NUL character gets past the gateway: Postgres refuses one in text, so a request carrying it
 * would fail half-way (after an image was stored, say) instead of being refused at the door. In a
 * path or query it is %00; in a body, a JSON string's \u0000 or a form's %00.
 */
export const hasNul = (text: string) => text.includes('\u0000');

/** JSON.parse's reviver: refuses a NUL in any key or string as the value is built. */
export function refuseNul(key: string, value: unknown): unknown {
  if (hasNul(key) || (typeof value === 'string' && hasNul(value))) {
    throw ServiceError.validation(CommonTexts.nulCharacter);
  }
  return value;
}

/** Refuses any request whose address holds an encoded NUL, with the envelope (or v5's error). */
export function registerNulGuard(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!/%00/i.test(request.url)) return done();
    const body = failureEnvelope(ErrorCode.ValidationFailed, CommonTexts.nulCharacter);
    reply
      .code(400)
      .header('content-type', 'application/json; charset=utf-8')
      .send(isV5Path(request.url) ? v5ErrorBody({ status: 400, body }) : body);
  });
}

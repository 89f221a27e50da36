import { CSRF_COOKIE, CSRF_HEADER, ErrorCode, failureEnvelope, CommonTexts } from '@pinboard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isBearerCall } from '../access-tokens/bearer-auth.js';
import { isV5Path, v5ErrorBody } from '../v5/v5-errors.js';
import { baseCookieOptions, type CookieSecurity } from './cookies.js';

/** Methods that change something: they must prove they come from our own page. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Double-submit cookie: a page of ours can read the csrftoken cookie and echo it in X-CSRFToken;
 * another site can send the cookie but cannot read it, so it cannot echo it.
 */
export function csrfAllows(method: string, cookieToken: string | undefined, headerToken: unknown): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return true;
  if (!cookieToken || typeof headerToken !== 'string') return false;
  const a = Buffer.from(cookieToken);
  const b = Buffer.from(headerToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Hands out the CSRF cookie to whoever lacks it, and refuses unsafe requests without a match. A
 * script's /v5 call with an access token is exempt: no cookie authenticates it, so no other site can
 * make a browser send it (a page cannot set Authorization on another origin without CORS).
 */
export function registerCsrf(fastify: FastifyInstance, security: CookieSecurity): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (!cookieToken) {
      // Not httpOnly: the page's script reads it to send the header.
      reply.setCookie(CSRF_COOKIE, newCsrfToken(), {
        ...baseCookieOptions(request, security),
        httpOnly: false,
      });
    }
    if (isBearerCall(request)) return done();
    if (csrfAllows(request.method, cookieToken, request.headers[CSRF_HEADER])) return done();
    const body = failureEnvelope(ErrorCode.CsrfFailed, CommonTexts.csrf);
    reply
      .code(403)
      .header('content-type', 'application/json; charset=utf-8')
      .send(isV5Path(request.url) ? v5ErrorBody({ status: 403, body }) : body);
  });
}

import { CSRF_COOKIE, CSRF_HEADER, ErrorCode, failureEnvelope, CommonTexts } from '@pinboard/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';
import { isBearerCall } from '../access-tokens/bearer-auth.js';
import { isV5Path, v5ErrorBody } from '../v5/v5-errors.js';
import { baseCookieOptions, cookieName, sessionTokenOf, type CookieSecurity } from './cookies.js';

/** Methods that change something: they must prove they come from our own page. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

const TOKEN_BYTES = 24;
/**
 * Random bytes for visitors' tokens, drawn from the system's generator 4 KB at a time and each
 * used once: every request of a visitor without the cookie (a first visit, a crawler) gets one,
 * and a call into OpenSSL per token took 7% of the gateway's time on such closeups
 * (bench/results/history.md, "a visitor's requests through the gateway").
 */
const randomPool = { bytes: Buffer.alloc(0), used: 0 };

export function newCsrfToken(): string {
  if (randomPool.used + TOKEN_BYTES > randomPool.bytes.length) {
    randomPool.bytes = randomFillSync(Buffer.allocUnsafe(4096));
    randomPool.used = 0;
  }
  const token = randomPool.bytes.toString('base64url', randomPool.used, randomPool.used + TOKEN_BYTES);
  randomPool.used += TOKEN_BYTES;
  return token;
}

/**
 * A signed-in browser's CSRF token, derived from its session: a token another site plants in the
 * cookie (from a sibling subdomain, say) is worth nothing without the session, which is httpOnly,
 * and every sign-in brings a new one.
 */
export function csrfTokenForSession(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

/** The readable csrftoken cookie (the page's script sends it back in X-CSRFToken; `__Host-` where Secure). */
export function setCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  security: CookieSecurity,
  token: string,
): void {
  reply.setCookie(cookieName(request, security, CSRF_COOKIE), token, {
    ...baseCookieOptions(request, security),
    httpOnly: false,
  });
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
 * Hands out the CSRF cookie (a signed-in browser's is derived from its session, a visitor's is
 * random) and refuses unsafe requests without a match: a signed-in browser must send its session's
 * token, a visitor the cookie's. A script's /v5 call with an access token is exempt: no cookie
 * authenticates it, so no other site can make a browser send it (a page cannot set Authorization on
 * another origin without CORS).
 */
export function registerCsrf(fastify: FastifyInstance, security: CookieSecurity): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    const cookieToken = request.cookies[cookieName(request, security, CSRF_COOKIE)];
    const session = sessionTokenOf(request, security);
    const expected = session ? csrfTokenForSession(session) : cookieToken;
    if (!cookieToken || cookieToken !== expected) {
      setCsrfCookie(request, reply, security, expected ?? newCsrfToken());
    }
    if (isBearerCall(request)) return done();
    if (csrfAllows(request.method, expected, request.headers[CSRF_HEADER])) return done();
    const body = failureEnvelope(ErrorCode.CsrfFailed, CommonTexts.csrf);
    reply
      .code(403)
      .header('content-type', 'application/json; charset=utf-8')
      .send(isV5Path(request.url) ? v5ErrorBody({ status: 403, body }) : body);
  });
}

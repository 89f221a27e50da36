import type { CookieSerializeOptions } from '@fastify/cookie';
import { SECURE_COOKIE_PREFIX, SESSION_COOKIE, SESSION_TTL_SECONDS } from '@pinboard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * COOKIE_SECURE: 'auto' marks cookies Secure on https requests and on every host but this machine's
 * (a deployment reached by name is reached over https, if through a TLS proxy that speaks http to
 * us); plain http to localhost, 127.0.0.1 or ::1 (npm start) gets them without. true/false force it.
 */
export type CookieSecurity = 'auto' | 'true' | 'false';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function cookiesAreSecure(request: FastifyRequest, security: CookieSecurity): boolean {
  if (security !== 'auto') return security === 'true';
  return request.protocol === 'https' || !LOCAL_HOSTS.has(request.hostname.toLowerCase());
}

/** A cookie's name for this request: `__Host-<name>` where cookies are Secure. */
export function cookieName(request: FastifyRequest, security: CookieSecurity, name: string): string {
  return cookiesAreSecure(request, security) ? SECURE_COOKIE_PREFIX + name : name;
}

/** Path / and no Domain, as the `__Host-` prefix requires. */
export function baseCookieOptions(request: FastifyRequest, security: CookieSecurity): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: cookiesAreSecure(request, security) };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  security: CookieSecurity,
  token: string,
): void {
  reply.setCookie(cookieName(request, security, SESSION_COOKIE), token, {
    ...baseCookieOptions(request, security),
    httpOnly: true,
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  security: CookieSecurity,
): void {
  reply.clearCookie(cookieName(request, security, SESSION_COOKIE), {
    ...baseCookieOptions(request, security),
    httpOnly: true,
  });
}

/**
 * The session token from the request, if it carries one of a plausible length, under this
 * request's name alone (where cookies are Secure, a plain `pb_sess` planted by a sibling subdomain
 * is not read).
 */
export function sessionTokenOf(request: FastifyRequest, security: CookieSecurity): string | undefined {
  const token = request.cookies[cookieName(request, security, SESSION_COOKIE)];
  return token && token.length <= 200 ? token : undefined;
}

import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '@pinboard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** COOKIE_SECURE: 'auto' marks cookies Secure only on https requests. */
export type CookieSecurity = 'auto' | 'true' | 'false';

export function baseCookieOptions(request: FastifyRequest, security: CookieSecurity): CookieSerializeOptions {
  const secure = security === 'auto' ? request.protocol === 'https' : security === 'true';
  return { path: '/', sameSite: 'lax', secure };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  security: CookieSecurity,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
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
  reply.clearCookie(SESSION_COOKIE, { ...baseCookieOptions(request, security), httpOnly: true });
}

/** The session token from the request, if it carries one of a plausible length. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

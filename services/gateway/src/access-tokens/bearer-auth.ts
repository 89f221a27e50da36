import {
  ACCESS_TOKEN_PATTERN,
  AccessTokenTexts,
  Rpc,
  scopeAllows,
  type AccessTokenScope,
  type Actor,
} from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceRunner } from '../resources/resource.runner.js';
import { isV5Path } from '../v5/v5-errors.js';

const READS = new Set(['GET', 'HEAD']);

/**
 * A /v5 call that carries an Authorization header is a script's: the token alone says who acts,
 * cookies are never read, so it needs (and gets) no CSRF check. Elsewhere the header means nothing.
 */
export function isBearerCall(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined && isV5Path(request.url);
}

/** The scope a method needs: reading takes ads:read (or ads:write), anything else ads:write. */
export function scopeFor(method: string): AccessTokenScope {
  return READS.has(method.toUpperCase()) ? 'ads:read' : 'ads:write';
}

/** `Bearer <token>` (the scheme in any case, as HTTP has it), or null. */
function bearerToken(header: string): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Who acts on a /v5 call: the access token's owner when the request carries one (checked with the
 * users service on every call, so a revoke takes effect at once), otherwise the session's.
 */
export async function actorOfV5Call(
  runner: ResourceRunner,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Actor> {
  if (!isBearerCall(request)) return runner.context(request, reply).actor();
  const token = bearerToken(request.headers.authorization ?? '');
  if (token === null) throw ServiceError.unauthenticated(AccessTokenTexts.malformedHeader);
  // Nothing that cannot be one of ours goes on to the users service.
  if (!ACCESS_TOKEN_PATTERN.test(token)) throw ServiceError.unauthenticated(AccessTokenTexts.invalid);
  const { actor, scopes } = await runner.deps.rpc.request(Rpc.users.accessTokenVerify, { token });
  const needed = scopeFor(request.method);
  if (!scopeAllows(scopes, needed)) throw ServiceError.forbidden(AccessTokenTexts.scopeMissing(needed));
  return actor;
}

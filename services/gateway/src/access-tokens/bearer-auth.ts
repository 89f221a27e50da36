import {
  ACCESS_TOKEN_PATTERN,
  AccessTokenTexts,
  isId,
  Rpc,
  scopeAllows,
  tokenScope,
  type AccessTokenScope,
  type Actor,
  type ScopeFamily,
} from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceRunner } from '../resources/resource.runner.js';
import { isV5Path } from '../v5/v5-errors.js';

const READS = new Set(['GET', 'HEAD']);

/** An upload's URL (/v3/uploads/{upload_id}/): where a /v5/media script posts its file. */
const isUploadPath = (url: string): boolean => url.startsWith('/v3/uploads/');

/**
 * A /v5 call (or an upload's file) that carries an Authorization header is a script's: the token
 * alone says who acts, cookies are never read, so it needs (and gets) no CSRF check. Elsewhere the
 * header means nothing.
 */
export function isBearerCall(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined && (isV5Path(request.url) || isUploadPath(request.url));
}

/** Which scopes a path needs: /v5/pins and /v5/media (and uploads) pins, /v5/boards boards, the rest ads. */
export function scopeFamilyOf(url: string): ScopeFamily {
  if (/^\/v5\/(pins|media)(\/|\?|$)/.test(url) || isUploadPath(url)) return 'pins';
  if (/^\/v5\/boards(\/|\?|$)/.test(url)) return 'boards';
  return 'ads';
}

/** The scope a call needs: its family's read scope (or write) to read, its write scope for anything else. */
export function scopeFor(method: string, url: string): AccessTokenScope {
  return tokenScope(scopeFamilyOf(url), READS.has(method.toUpperCase()) ? 'read' : 'write');
}

/** `Bearer <token>` (the scheme in any case, as HTTP has it), or null. */
function bearerToken(header: string): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Who acts on a /v5 call (or an upload): the access token's owner when the request carries one
 * (checked with the users service on every call, so a revoke takes effect at once, and for the
 * path's scope), otherwise the session's; `loginMessage` is the 401 text without either.
 */
export async function actorOfV5Call(
  runner: ResourceRunner,
  request: FastifyRequest,
  reply: FastifyReply,
  loginMessage?: string,
): Promise<Actor> {
  if (!isBearerCall(request)) return runner.context(request, reply, loginMessage).actor();
  const token = bearerToken(request.headers.authorization ?? '');
  if (token === null) throw ServiceError.unauthenticated(AccessTokenTexts.malformedHeader);
  // Nothing that cannot be one of ours goes on to the users service.
  if (!ACCESS_TOKEN_PATTERN.test(token)) throw ServiceError.unauthenticated(AccessTokenTexts.invalid);
  const { actor, scopes } = await runner.deps.rpc.request(Rpc.users.accessTokenVerify, { token });
  const needed = scopeFor(request.method, request.url);
  if (!scopeAllows(scopes, needed)) throw ServiceError.forbidden(AccessTokenTexts.scopeMissing(needed));
  return actor;
}

/**
 * Who acts on a /v5 call on one object (actorOfV5Call) and that object's id from the path: who acts
 * is asked first (a visitor is asked to log in), then an id that cannot be one answers
 * `notFoundMessage` (404), as an id of nothing would.
 */
export async function actorAndPathId(
  runner: ResourceRunner,
  request: FastifyRequest,
  reply: FastifyReply,
  pathId: string,
  notFoundMessage: string,
): Promise<{ actor: Actor; id: string }> {
  const actor = await actorOfV5Call(runner, request, reply);
  if (!isId(pathId)) throw ServiceError.notFound(notFoundMessage);
  return { actor, id: pathId };
}

import { ACCESS_TOKEN_SCOPES, type AccessToken, type AccessTokenScope } from '@pinboard/contracts';
import type { AccessToken as AccessTokenRow } from '../generated/prisma/client.js';

/** Scopes as stored (text[]), kept to the known ones: a stray value never reaches a caller. */
export function scopesOf(row: Pick<AccessTokenRow, 'scopes'>): AccessTokenScope[] {
  return ACCESS_TOKEN_SCOPES.filter((scope) => row.scopes.includes(scope));
}

/** A token as its owner sees it: never the secret, nor its hash. */
export function toAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id.toString(),
    name: row.name,
    scopes: scopesOf(row),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

import { ACCESS_TOKEN_PREFIX } from '@pinboard/contracts';
import { createHash, randomBytes } from 'node:crypto';

/** A new secret: the recognisable prefix, then 32 random bytes (256 bits) in base64url. */
export function newAccessTokenSecret(): string {
  return `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * What is stored and looked up: SHA-256 in hex. A fast hash is enough here (unlike passwords):
 * the secret is random and long, so nothing is gained by guessing from a leaked hash.
 */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

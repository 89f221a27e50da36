/**
 * Personal access tokens' rules the browser may bundle (no zod): the scopes, limits and texts the
 * settings page shows and the gateway checks (access-tokens.ts holds the schemas).
 */
import { defineTexts } from '../common/texts.js';

/** Pinterest's scopes for what we serve: each family's write scope also reads. */
export const ACCESS_TOKEN_SCOPES = [
  'ads:read',
  'ads:write',
  'pins:read',
  'pins:write',
  'boards:read',
  'boards:write',
] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];
/** What a scope is about: ads (the advertiser paths), pins (/v5/pins, /v5/media), boards (/v5/boards). */
export type ScopeFamily = AccessTokenScope extends `${infer F}:${string}` ? F : never;
/** The scope a call of `family` needs: `read` for reading, `write` for anything else. */
export const tokenScope = (family: ScopeFamily, access: 'read' | 'write'): AccessTokenScope =>
  `${family}:${access}`;

/** 'a, b or c' (or 'and'): the scopes as the messages list them. */
const listed = (conjunction: 'or' | 'and') =>
  `${ACCESS_TOKEN_SCOPES.slice(0, -1).join(', ')} ${conjunction} ${ACCESS_TOKEN_SCOPES.at(-1)}`;
/** Recognisable in a leaked log or a secret scanner; the rest is 32 random bytes, base64url. */
export const ACCESS_TOKEN_PREFIX = 'pbat_';
export const ACCESS_TOKEN_PATTERN = /^pbat_[A-Za-z0-9_-]{43}$/;
export const ACCESS_TOKEN_NAME_MAX = 100;
/** Tokens a person may hold at once (revoked and expired ones do not count). */
export const ACCESS_TOKENS_PER_USER_MAX = 25;
export const ACCESS_TOKEN_DAYS_DEFAULT = 365;
export const ACCESS_TOKEN_DAYS_MAX = 365;

export const AccessTokenTexts = defineTexts({
  nameRequired: 'Please give the access token a name.',
  nameTooLong: `Access token names can be at most ${ACCESS_TOKEN_NAME_MAX} characters.`,
  scopesRequired: `Choose at least one scope: ${listed('or')}.`,
  scopeInvalid: `Scopes can only be ${listed('and')}.`,
  expiryInvalid: `expires_in_days must be a whole number of days from 1 to ${ACCESS_TOKEN_DAYS_MAX}.`,
  tooMany: `You can have at most ${ACCESS_TOKENS_PER_USER_MAX} access tokens. Revoke one you no longer use first.`,
  notFound: 'Access token not found.',
  invalid: 'The access token is not valid: it may have expired or been revoked.',
  malformedHeader: 'Send the access token as "Authorization: Bearer <token>".',
  scopeMissing: (scope: AccessTokenScope) => `This access token does not have the ${scope} scope.`,
});

/** What a token may do: reading needs the family's read or write scope, changing needs its write scope. */
export function scopeAllows(scopes: readonly AccessTokenScope[], needed: AccessTokenScope): boolean {
  const [family, access] = needed.split(':') as [ScopeFamily, 'read' | 'write'];
  return scopes.includes(needed) || (access === 'read' && scopes.includes(tokenScope(family, 'write')));
}

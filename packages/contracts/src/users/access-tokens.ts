/**
 * Personal access tokens: scripts send one as `Authorization: Bearer <token>` to the /v5 advertiser
 * paths, as they do with Pinterest. The users service keeps only a SHA-256 hash of each.
 */
import { z } from 'zod';
import { actorSchema, idSchema, timestampSchema } from '../common/schemas.js';
import { defineTexts } from '../common/texts.js';

export const ACCESS_TOKEN_SCOPES = ['ads:read', 'ads:write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];
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
  scopesRequired: 'Choose at least one scope: ads:read or ads:write.',
  scopeInvalid: 'Scopes can only be ads:read and ads:write.',
  expiryInvalid: `expires_in_days must be a whole number of days from 1 to ${ACCESS_TOKEN_DAYS_MAX}.`,
  tooMany: `You can have at most ${ACCESS_TOKENS_PER_USER_MAX} access tokens. Revoke one you no longer use first.`,
  notFound: 'Access token not found.',
  invalid: 'The access token is not valid: it may have expired or been revoked.',
  malformedHeader: 'Send the access token as "Authorization: Bearer <token>".',
  scopeMissing: (scope: AccessTokenScope) => `This access token does not have the ${scope} scope.`,
});

/** What a token may do: reading needs ads:read or ads:write, changing needs ads:write. */
export function scopeAllows(scopes: readonly AccessTokenScope[], needed: AccessTokenScope): boolean {
  return scopes.includes(needed) || (needed === 'ads:read' && scopes.includes('ads:write'));
}

/** POST /v3/users/me/access_tokens/: a name, the scopes, and optionally a shorter life. */
export const createAccessTokenOptions = z.strictObject({
  name: z
    .string({ error: AccessTokenTexts.nameRequired })
    .trim()
    .min(1, AccessTokenTexts.nameRequired)
    .max(ACCESS_TOKEN_NAME_MAX, AccessTokenTexts.nameTooLong),
  scopes: z
    .array(z.enum(ACCESS_TOKEN_SCOPES, { error: AccessTokenTexts.scopeInvalid }), {
      error: AccessTokenTexts.scopesRequired,
    })
    .min(1, AccessTokenTexts.scopesRequired)
    .max(10, AccessTokenTexts.scopeInvalid)
    // Stored once each, in one order, whatever the caller repeated.
    .transform((scopes) => ACCESS_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
  expires_in_days: z
    .number({ error: AccessTokenTexts.expiryInvalid })
    .int(AccessTokenTexts.expiryInvalid)
    .min(1, AccessTokenTexts.expiryInvalid)
    .max(ACCESS_TOKEN_DAYS_MAX, AccessTokenTexts.expiryInvalid)
    .optional(),
});

export const createAccessTokenSchema = z.strictObject({
  user_id: idSchema,
  options: createAccessTokenOptions,
});
export const listAccessTokensSchema = z.strictObject({ user_id: idSchema });
export const revokeAccessTokenSchema = z.strictObject({ user_id: idSchema, token_id: idSchema });
/** The gateway sends only what matches ACCESS_TOKEN_PATTERN: anything else is refused before. */
export const verifyAccessTokenSchema = z.strictObject({
  token: z.string().regex(ACCESS_TOKEN_PATTERN, AccessTokenTexts.invalid),
});

/** A token as its owner's settings list it: never the secret. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(ACCESS_TOKEN_SCOPES)),
  created_at: timestampSchema,
  expires_at: timestampSchema,
  last_used_at: timestampSchema.nullable(),
  revoked_at: timestampSchema.nullable(),
});
export type AccessToken = z.output<typeof accessTokenSchema>;

/** What create answers, the one time the secret is shown. */
export const createdAccessTokenSchema = accessTokenSchema.extend({ token: z.string() });
export type CreatedAccessToken = z.output<typeof createdAccessTokenSchema>;

/** A valid token's owner (as the actor of the call) and what it may do. */
export const verifiedAccessTokenSchema = z.object({
  token_id: z.string(),
  actor: actorSchema,
  scopes: z.array(z.enum(ACCESS_TOKEN_SCOPES)),
});
export type VerifiedAccessToken = z.output<typeof verifiedAccessTokenSchema>;

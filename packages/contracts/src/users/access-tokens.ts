/**
 * Personal access tokens: scripts send one as `Authorization: Bearer <token>` to the /v5 paths (and
 * to an upload's URL), as they do with Pinterest. The users service keeps only a SHA-256 hash of each.
 */
import { z } from 'zod';
import { actorSchema, idSchema, timestampSchema } from '../common/schemas.js';

import {
  ACCESS_TOKEN_DAYS_MAX,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_PATTERN,
  ACCESS_TOKEN_SCOPES,
  AccessTokenTexts,
} from './access-token-rules.js';

export * from './access-token-rules.js';

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

/** What the settings page sends to create a token (before the server's defaults). */
export type CreateAccessTokenOptions = z.input<typeof createAccessTokenOptions>;

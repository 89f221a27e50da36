/** Users as the API answers them (snake_case, ids as decimal strings). */
import { z } from 'zod';
import { timestampSchema } from '../common/schemas.js';

export const userSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string(),
  image_medium_url: z.string().nullable(),
});
export type UserSummary = z.output<typeof userSummarySchema>;

export const userSchema = userSummarySchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  created_at: timestampSchema,
});
export type User = z.output<typeof userSchema>;

/** The signed-in user as /v3/users/me/ answers it. */
export const meSchema = userSchema.extend({ email: z.string(), is_partner: z.boolean() });
export type Me = z.output<typeof meSchema>;

/** register and session.create both answer with the user and a new session token. */
export const sessionReplySchema = z.object({ user: meSchema, token: z.string() });
export type SessionReply = z.output<typeof sessionReplySchema>;

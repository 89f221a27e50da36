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

export const ACCOUNT_TYPES = ['personal', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * The signed-in user as /v3/users/me/ answers it. A business account is a partner (SPEC §3:
 * isPartner, partner.is_create); partner is null for a personal account.
 */
export const meSchema = userSchema.extend({
  email: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  business_name: z.string().nullable(),
  is_partner: z.boolean(),
  partner: z.object({ is_create: z.boolean() }).nullable(),
});
export type Me = z.output<typeof meSchema>;

/** register and session.create both answer with the user and a new session token. */
export const sessionReplySchema = z.object({ user: meSchema, token: z.string() });
export type SessionReply = z.output<typeof sessionReplySchema>;

/** A person as their profile shows them to a viewer: counts, and what the viewer did about them. */
export const profileSchema = userSchema.extend({
  follower_count: z.number().int(),
  following_count: z.number().int(),
  /** The viewer follows them (false for a visitor). */
  followed_by_me: z.boolean(),
  /** The viewer blocked them. */
  blocked_by_me: z.boolean(),
});
export type Profile = z.output<typeof profileSchema>;

/** A person in a list of followers or followings, with whether the viewer follows them. */
export const followListUserSchema = userSummarySchema.extend({ followed_by_me: z.boolean() });
export type FollowListUser = z.output<typeof followListUserSchema>;

/** What a follow or unfollow answers: the new state, for the button and the count. */
export const userFollowStateSchema = z.object({
  user_id: z.string(),
  followed_by_me: z.boolean(),
  follower_count: z.number().int(),
});
export type UserFollowState = z.output<typeof userFollowStateSchema>;

export const blockStateSchema = z.object({ user_id: z.string(), blocked_by_me: z.boolean() });
export type BlockState = z.output<typeof blockStateSchema>;

/** Payloads of the users service's subjects. */
import { z } from 'zod';
import { withoutInvisibles } from '../common/words.js';
import {
  actorSchema,
  idSchema,
  usernameParamSchema,
  userPageOptions,
  userPageSchema,
  viewerIdSchema,
} from '../common/schemas.js';
import {
  EMAIL_PATTERN,
  isAdult,
  parseBirthday,
  BUSINESS_NAME_MAX,
  PASSWORD_MIN,
  USER_SEARCH_MAX,
  USERNAME_PATTERN,
  isReservedUsername,
} from './rules.js';
import { UserTexts } from './texts.js';

export const emailSchema = z
  .string({ error: UserTexts.invalidEmail })
  .trim()
  .max(254, UserTexts.invalidEmail)
  .regex(EMAIL_PATTERN, UserTexts.invalidEmail)
  .transform((e) => e.toLowerCase());

export const birthdaySchema = z
  .string({ error: UserTexts.invalidBirthday })
  .refine((b) => parseBirthday(b) !== null, UserTexts.invalidBirthday)
  .refine((b) => isAdult(b), UserTexts.notAdult);

export const registerUserSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: UserTexts.passwordTooShort })
    .min(PASSWORD_MIN, UserTexts.passwordTooShort)
    .max(256),
  full_name: z.string().overwrite(withoutInvisibles).trim().min(1, UserTexts.nameRequired).max(100),
  birthday: birthdaySchema,
  username: z
    .string()
    .regex(USERNAME_PATTERN, UserTexts.invalidUsername)
    .refine((name) => !isReservedUsername(name), UserTexts.usernameTaken)
    .optional(),
});

export const createSessionSchema = z.strictObject({
  username_or_email: z.string().trim().min(1, UserTexts.loginFailed).max(254),
  password: z.string().min(1, UserTexts.loginFailed).max(256),
});
/** users.session.create: the login, and the address it came from (the gateway's, never the browser's). */
export const createSessionMessageSchema = createSessionSchema.extend({
  client_address: z.string().min(1).max(64),
});

/** Signing out: this session, or with `all` every session of its user (sign out everywhere). */
export const deleteSessionOptions = z.strictObject({ all: z.boolean().optional() });
export const deleteSessionSchema = deleteSessionOptions.extend({ token: z.string().min(1).max(200) });

const userByUsername = z.strictObject({ username: usernameParamSchema });
export const getUserSchema = z.union([userByUsername, z.strictObject({ id: idSchema })]);
export const getUserOptions = userByUsername;

export const getMeSchema = z.strictObject({ user_id: idSchema });

/**
 * POST /v3/users/me/: what the signed-in user changes of their account. Becoming a business account
 * (the /business/convert page) needs a business name; an empty body changes nothing.
 */
export const updateMeOptions = z
  .strictObject({
    account_type: z.literal('business', { error: UserTexts.accountTypeInvalid }).optional(),
    business_name: z
      .string({ error: UserTexts.businessNameRequired })
      .overwrite(withoutInvisibles)
      .trim()
      .min(1, UserTexts.businessNameRequired)
      .max(BUSINESS_NAME_MAX, UserTexts.businessNameTooLong)
      .optional(),
  })
  .refine((o) => o.account_type === undefined || o.business_name !== undefined, {
    message: UserTexts.businessNameRequired,
    path: ['business_name'],
  });
export const updateMeSchema = z.strictObject({ user_id: idSchema, changes: updateMeOptions });

/** A profile as `viewer_id` sees it (counts, followed_by_me, blocked_by_me). */
export const getProfileSchema = userByUsername.extend({ viewer_id: viewerIdSchema });

// ---- follow and block (SPEC §7 UserFollowResource, UserBlockResource, PUT /v3/users/follow/) ----
export const followUserSchema = z.strictObject({ actor: actorSchema, user_id: idSchema });
/** SPEC §7: user_id, invite_code, aux_data.pin_id, client_tracking_params (the last three not used yet). */
export const followUserOptions = z.strictObject({
  user_id: idSchema,
  invite_code: z.string().max(100).optional(),
  aux_data: z.record(z.string(), z.unknown()).optional(),
  client_tracking_params: z.union([z.string().max(2000), z.record(z.string(), z.unknown())]).optional(),
});

/** PUT /v3/users/follow/: several at once (those already followed stay so). */
export const followUsersSchema = z.strictObject({
  actor: actorSchema,
  user_ids: z.array(idSchema).min(1).max(50),
});

/** PUT /v3/users/follow/ as the browser sends it: followee_ids comma-joined (SPEC §7). */
export const followUsersOptions = z.object({
  followee_ids: z
    .string()
    .max(50 * 20)
    .transform((ids) => ids.split(',').map((id) => id.trim()))
    .pipe(z.array(idSchema).min(1).max(50)),
});

export const blockUserSchema = z.strictObject({ actor: actorSchema, blocked_user_id: idSchema });
/** SPEC §7 create: blocked_user_id, orbac_subject_id, block_source, block_context (the last three not used yet). */
export const blockUserOptions = z.strictObject({
  blocked_user_id: idSchema,
  orbac_subject_id: idSchema.optional(),
  block_source: z.string().max(100).optional(),
  block_context: z.string().max(100).optional(),
});
export const unblockUserOptions = z.strictObject({ blocked_user_id: idSchema });

/** Whether either of two people blocked the other (boards asks before a board follow). */
export const blockCheckSchema = z.strictObject({ user_id: idSchema, other_id: idSchema });

export const followListOptions = userPageOptions;
export const followListSchema = userPageSchema;

/** People to offer in a typeahead (the collaborator search): by username or name prefix. */
export const searchUsersOptions = z.strictObject({
  term: z.string().trim().min(1).max(50),
  count: z.number().int().min(1).max(USER_SEARCH_MAX).default(5),
});
/** Never the viewer, nor anyone either of them blocked. */
export const searchUsersSchema = searchUsersOptions.extend({ viewer_id: idSchema });

/** Who an invite reaches: the people named that exist, are not the actor, and neither blocked the other. */
export const resolveInviteesSchema = z.strictObject({
  actor_id: idSchema,
  user_ids: z.array(idSchema).max(50),
});

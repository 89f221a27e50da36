/** Payloads of the users service's subjects. */
import { z } from 'zod';
import { idSchema, usernameParamSchema } from '../common/schemas.js';
import { EMAIL_PATTERN, isAdult, parseBirthday, PASSWORD_MIN, USERNAME_PATTERN } from './rules.js';
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
  full_name: z.string().trim().min(1, UserTexts.nameRequired).max(100),
  birthday: birthdaySchema,
  username: z.string().regex(USERNAME_PATTERN, UserTexts.invalidUsername).optional(),
});

export const createSessionSchema = z.strictObject({
  username_or_email: z.string().trim().min(1, UserTexts.unknownAccount).max(254),
  password: z.string().min(1, UserTexts.wrongCredentials).max(256),
});

export const deleteSessionSchema = z.strictObject({ token: z.string().min(1).max(200) });

const userByUsername = z.strictObject({ username: usernameParamSchema });
export const getUserSchema = z.union([userByUsername, z.strictObject({ id: idSchema })]);
export const getUserOptions = userByUsername;

export const getMeSchema = z.strictObject({ user_id: idSchema });

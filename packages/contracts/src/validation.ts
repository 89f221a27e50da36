import { z } from 'zod';
import { Messages } from './errors.js';
import { BOARD_NAME_MAX } from './models.js';

/** Decimal string id as used on the wire (Postgres BIGINT). */
export const idSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'must be an id');

export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;
export const PASSWORD_MIN = 6;
export const ADULT_AGE = 18;

/** SPEC §5: birthdate at least `age` years ago. `today` is injectable for tests. */
export function isAdult(birthday: string, age = ADULT_AGE, today = new Date()): boolean {
  const born = parseBirthday(birthday);
  if (!born) return false;
  const limit = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  return born.getTime() <= limit.getTime();
}

/** YYYY-MM-DD to a UTC date, or null if it is not a real calendar date. */
export function parseBirthday(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const valid = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return valid && y >= 1900 ? date : null;
}

/** SPEC §5: full name split on spaces, first word first name, the rest last name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

export const emailSchema = z
  .string({ error: Messages.invalidEmail })
  .trim()
  .max(254, Messages.invalidEmail)
  .regex(EMAIL_PATTERN, Messages.invalidEmail)
  .transform((e) => e.toLowerCase());

export const birthdaySchema = z
  .string({ error: Messages.invalidBirthday })
  .refine((b) => parseBirthday(b) !== null, Messages.invalidBirthday)
  .refine((b) => isAdult(b), Messages.notAdult);

export const boardNameSchema = z
  .string({ error: Messages.boardNameRequired })
  .trim()
  .min(1, Messages.boardNameRequired)
  .max(BOARD_NAME_MAX, Messages.maxLength(BOARD_NAME_MAX));

export const bookmarkSchema = z.string().max(200).optional();

const OWN_MESSAGES: ReadonlySet<string> = new Set<unknown>(Object.values(Messages)) as Set<string>;

/** First issue of a failed parse as one user-facing sentence. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const path = issue.path.join('.');
  // Our own messages are full sentences; zod's defaults need the field name to make sense.
  const own = /[.!?]$/.test(issue.message) || OWN_MESSAGES.has(issue.message);
  return own || !path ? issue.message : `${path}: ${issue.message}`;
}

import type { ApiError } from '@pinboard/contracts';

/** The server's message, followed by its detail when that adds something. */
export function errorText(error: ApiError): string {
  const detail = error.message_detail?.trim();
  if (!detail || detail === error.message) return error.message;
  return `${error.message} ${detail}`;
}

export const ADULT_AGE = 18;
export const NOT_ADULT = 'You must be at least 18 years old to sign up.';

/** SPEC §5: the birthdate must be at least 18 years ago. `birthday` is 'YYYY-MM-DD'. */
export function isAdult(birthday: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const threshold = new Date(today.getFullYear() - ADULT_AGE, today.getMonth(), today.getDate());
  return new Date(year, month - 1, day) <= threshold;
}

/** Sign-up rules of SPEC §5, pure so that the browser checks them exactly as the server does. */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;
export const PASSWORD_MIN = 6;
/**
 * First path segments of the product's own pages (SPEC §2.1, and §2.2's advertiser paths, which
 * also come without their /advertiser/{id} prefix) and of the gateway's (/media, /health): nobody's
 * username, or '/{username}/' would be that page and the profile out of reach. Lower-case; the
 * hyphenated ones need no entry (a username has no hyphen).
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'accounts_manager',
  'ads',
  'advertiser',
  'audience_debug',
  'audiences',
  'automated',
  'billing',
  'board',
  'bulk_editor',
  'business',
  'conversions',
  'health',
  'history',
  'ideas',
  'media',
  'media_planner',
  'mfe',
  'offsite',
  'pin',
  'quick_promote',
  'recommendations',
  'reporting',
  'resource',
  'search',
  'settings',
  'v3',
  'v5',
]);
export const isReservedUsername = (username: string) => RESERVED_USERNAMES.has(username.toLowerCase());
/** A business account's name (the /business/convert form). */
export const BUSINESS_NAME_MAX = 100;
export const ADULT_AGE = 18;
/** A people typeahead offers at most this many. */
export const USER_SEARCH_MAX = 8;

/** YYYY-MM-DD to a UTC date, or null if it is not a real calendar date. */
export function parseBirthday(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const valid = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return valid && y >= 1900 ? date : null;
}

/** SPEC §5: birthdate at least `age` years ago (UTC calendar days). `today` is injectable for tests. */
export function isAdult(birthday: string, age = ADULT_AGE, today = new Date()): boolean {
  const born = parseBirthday(birthday);
  if (!born) return false;
  const limit = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  return born.getTime() <= limit.getTime();
}

/** SPEC §5: full name split on spaces, first word first name, the rest last name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

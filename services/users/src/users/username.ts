/** Usernames derived from an email: letters, digits and underscores, 3 to 30 characters. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** The email's local part reduced to allowed characters, padded or cut to a valid length. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local.replace(/[^A-Za-z0-9_]/g, '');
  if (base.length < USERNAME_MIN) base = `${base}user`;
  // Leave room for the digits that make it unique.
  return base.slice(0, USERNAME_MAX - 6);
}

/**
 * The base itself when free, else the base followed by the smallest number that is free.
 * `taken` holds lower-cased usernames that start with the base.
 */
export function pickUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Slow password hashing with Node's built-in scrypt (no native module to build or download).
 * Stored as `scrypt$N$r$p$salt$hash` (base64): a hash made at a lower cost still verifies, and is
 * made again at the current one when its password next signs in (needsRehash).
 */
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A hash at cost N = 2^costLog2 (users' PASSWORD_HASH_COST; 17 is OWASP's scrypt minimum). */
export async function hashPassword(password: string, costLog2: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const N = 2 ** costLog2;
  const key = await derive(password, salt, { N, r: R, p: P });
  return [PREFIX, N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether a stored hash is cheaper than the current cost (or not ours): made again at sign-in. */
export function needsRehash(stored: string, costLog2: number): boolean {
  const [prefix, N, r, p] = stored.split('$');
  return prefix !== PREFIX || Number(N) < 2 ** costLog2 || Number(r) !== R || Number(p) !== P;
}

/** False for a wrong password or a malformed stored hash; never throws on bad input. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const expected = Buffer.from(parts[5]!, 'base64');
  const actual = await derive(password, Buffer.from(parts[4]!, 'base64'), { N, r, p });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

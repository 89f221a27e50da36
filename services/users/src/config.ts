import { baseConfigSchema } from '@pinboard/service-kit';
import { z } from 'zod';

export const usersConfigSchema = baseConfigSchema.extend({
  /** scrypt's cost as log2 N: 17 (N = 131,072, 128 MB a hash) is OWASP's minimum for scrypt. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** Failed logins of one account from one address within the window before each waits a backoff. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** The longest backoff between attempts past LOGIN_MAX_FAILURES (it doubles up to this). */
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
});
export type UsersConfig = z.output<typeof usersConfigSchema>;

import { baseConfigSchema } from '@pinboard/service-kit';
import { z } from 'zod';

export const usersConfigSchema = baseConfigSchema.extend({
  /** Failed logins allowed per username_or_email within the window before RATE_LIMITED. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
});
export type UsersConfig = z.output<typeof usersConfigSchema>;

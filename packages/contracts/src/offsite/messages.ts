/** Payloads of the offsite service's subjects, and the HTTP options derived from them. */
import { z } from 'zod';
import { idSchema } from '../common/schemas.js';
import { PIN_LINK_MAX } from '../pins/limits.js';

/** A link to check: a Pin's at most, with no control characters (a tab or newline hides where it leads). */
const linkText = z
  .string()
  .max(PIN_LINK_MAX)
  .refine((value) => !/\p{Cc}/u.test(value), 'must not hold control characters');
const loose = z.union([z.string().max(2000), z.number(), z.boolean()]).optional();

export const linkCheckRequestSchema = z.strictObject({ url: linkText });

/**
 * SPEC §7 GET /v3/offsite/: pin_id (or third_party_ad), check_only, client_tracking_params, url,
 * aux_data. The url is checked; with pin_id, the answer also says whether it is that Pin's link.
 */
export const offsiteCheckOptions = z.strictObject({
  url: linkText.refine((value) => value !== '', 'must not be empty'),
  pin_id: idSchema.optional(),
  third_party_ad: loose,
  check_only: loose,
  client_tracking_params: loose,
  aux_data: loose,
});

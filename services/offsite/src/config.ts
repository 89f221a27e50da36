import { baseConfigSchema } from '@pinboard/service-kit';
import { z } from 'zod';

/** The settings of offsite: the shared ones, plus how it reads the pages Pins link to. */
export const offsiteConfigSchema = baseConfigSchema.extend({
  /**
   * Lets links to loopback and private networks be read. Only for tests: in production it would
   * let anyone who makes a Pin have this service fetch internal addresses (SSRF).
   */
  OFFSITE_ALLOW_PRIVATE_FETCH: z.stringbool().default(false),
  OFFSITE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  /** A page larger than this is not read (product tags are in its head; most pages are far smaller). */
  OFFSITE_PAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(3 * 1024 * 1024),
  /** Pages read at once. */
  OFFSITE_READ_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How often an idle reader looks for links due. */
  OFFSITE_READ_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
});
export type OffsiteConfig = z.output<typeof offsiteConfigSchema>;

import { IMAGE_MAX_BYTES } from '@pinboard/contracts';
import { baseConfigSchema } from '@pinboard/service-kit';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** <repo>/.data/media, from dist/config.js (or src/config.ts) three folders up. */
const defaultMediaRoot = fileURLToPath(new URL('../../../.data/media', import.meta.url));

export const pinsConfigSchema = baseConfigSchema.extend({
  /** Where stored images live; the gateway serves this folder at /media. */
  MEDIA_ROOT: z.string().min(1).default(defaultMediaRoot),
  /**
   * Lets image_url point at loopback and private networks. Only for tests and the local demo:
   * in production it would let any user make this service fetch internal addresses (SSRF).
   */
  MEDIA_ALLOW_PRIVATE_FETCH: z.stringbool().default(false),
  /**
   * The secret that names stored images (media/media-store.ts): their addresses are keyed hashes of
   * their content, which nobody without it can compute from an image. Made once by infra/env.sh
   * (`.data/media-address-key`) or scripts/compose.sh (.env.compose); keep it with the media.
   */
  MEDIA_ADDRESS_KEY: z.string().min(32, 'MEDIA_ADDRESS_KEY: at least 32 characters (infra/env.sh makes one)'),
  MEDIA_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(IMAGE_MAX_BYTES),
  /** Images decoded and resized at once, and how many may wait (media/processing-slots.ts). */
  IMAGE_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  IMAGE_PROCESSING_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(64),
});

export type PinsConfig = z.output<typeof pinsConfigSchema>;

import { baseConfigSchema } from '@pinboard/service-kit';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, from dist/config.js or src/config.ts alike (three levels up). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const inRepo = (relative: string) => `${repoRoot}${relative}`;

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Every setting of the gateway, validated once at start (see main.ts). */
export const gatewayConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  SHELL_DIST: z.string().default(inRepo('shell/dist')),
  MFE_PINS_DIST: z.string().default(inRepo('mfe-pins/dist')),
  MFE_BOARDS_DIST: z.string().default(inRepo('mfe-boards/dist')),
  /** Where the shell loads each remote's manifest from; an operator may point one elsewhere. */
  MFE_PINS_MANIFEST_URL: z.string().default('/mfe/pins/mf-manifest.json'),
  MFE_BOARDS_MANIFEST_URL: z.string().default('/mfe/boards/mf-manifest.json'),
  MEDIA_ROOT: z.string().default(inRepo('.data/media')),
  /** auto: Secure cookies only on https requests; true/false force it (e.g. behind a TLS proxy). */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Trust X-Forwarded-* (client IP for rate limits, https detection) from a reverse proxy. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Register and login attempts allowed per client IP and minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

import { actorSigningKeySetting, baseConfigSchema, trackingSecretSetting } from '@pinboard/service-kit';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, from dist/config.js or src/config.ts alike (three levels up). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Every setting of the gateway, validated once at start (see main.ts). Remotes are discovered
 * (static/remotes.ts): each has `MFE_<X>_DIST` and `MFE_<X>_MANIFEST_URL` of its own.
 */
export const gatewayConfigSchema = baseConfigSchema
  .omit({ DATABASE_URL: true, ACTOR_VERIFY_KEY: true })
  .extend({
    /** Signs who each call acts for (see service-kit's acting-as.ts): the services hold its public half. */
    ACTOR_SIGNING_KEY: actorSigningKeySetting,
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    /**
     * Gateway processes sharing the port (node:cluster): the gateway is stateless (sessions and
     * limits live in Redis), so more workers use more cores. 1: a single process, no cluster.
     */
    GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    HOST: z.string().default('127.0.0.1'),
    SHELL_DIST: z.string().default(`${repoRoot}shell/dist`),
    MEDIA_ROOT: z.string().default(`${repoRoot}.data/media`),
    /** auto: Secure cookies only on https requests; true/false force it (e.g. behind a TLS proxy). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    /** Trust X-Forwarded-* (client IP for rate limits, https detection) from a reverse proxy. */
    TRUST_PROXY: z.stringbool().default(false),
    /** Register and login attempts allowed per client IP and minute. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Each write action (a resource's create, update or delete) a person may make a minute. */
    WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Boards a person may create a minute (stricter: a board is a page of its own). */
    BOARD_CREATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Checks the tracking tokens of ad events (the secret serving signs them with). */
    ADS_TRACKING_SECRET: trackingSecretSetting,
    /**
     * A header the edge in front of the gateway sets to the client's country (CF-IPCountry,
     * CloudFront-Viewer-Country…), for ad targeting by country; without one, a request's country is
     * its Accept-Language's region. Only set it when that edge strips the header from clients.
     */
    GEO_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/)
      .transform((name) => name.toLowerCase())
      .optional(),
    /** Ad event requests (each up to 100 events) allowed per client IP and minute. */
    AD_EVENTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * How long a page waits for its first Pins (static/boot-content.ts) before it is sent without
     * them. Browser tests raise it: what they check must not depend on a busy machine's timing.
     */
    BOOT_CONTENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  });

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

import { z } from 'zod';
import { actorVerifyKeySetting } from './acting-as.js';

/** Settings every service shares. Each service extends this schema with its own. */
export const baseConfigSchema = z.object({
  NATS_URL: z.string().default('nats://pinboard:pinboard@127.0.0.1:4222'),
  REDIS_URL: z.string().default('redis://default:pinboard@127.0.0.1:6379/0'),
  DATABASE_URL: z.string().default('postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard'),
  /** The gateway's public key: every message that acts for someone must carry its proof (acting-as.ts). */
  ACTOR_VERIFY_KEY: actorVerifyKeySetting,
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  /** How long a NATS request may take before the caller gives up. */
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Durable event consumers are named `<prefix>-<consumer>` (prefix: the service's name), so that
   * instances share them and resume where they stopped. Tests give theirs a private prefix.
   */
  EVENT_CONSUMER_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /**
   * Where a new durable consumer starts: every stored event (a projection rebuilds), new ones only,
   * or those stored since a time (ISO 8601: a rebuild of what happened since then).
   */
  EVENT_CONSUMER_START: z.union([z.enum(['all', 'new']), z.iso.datetime({ offset: true })]).default('all'),
});
export type BaseConfigSchema = typeof baseConfigSchema;
export type BaseConfig = z.output<BaseConfigSchema>;

/**
 * Validates the environment once at start-up. A bad setting stops the process with a message
 * naming the variable, instead of failing later on first use.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    console.error(`Invalid configuration:\n${lines}`);
    process.exit(1);
  }
  return parsed.data;
}

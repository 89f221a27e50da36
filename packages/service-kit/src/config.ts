import { z } from 'zod';

/** Settings every service shares. Each service extends this schema with its own. */
export const baseConfigSchema = z.object({
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379/0'),
  DATABASE_URL: z.string().default('postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  /** How long a NATS request may take before the caller gives up. */
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

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

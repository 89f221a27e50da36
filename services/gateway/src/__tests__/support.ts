import { testEnvVars } from '@pinboard/test-kit';
import { gatewayConfigSchema, type GatewayConfig } from '../config.js';

/** The gateway's settings for an in-process test: a free port, the test infrastructure, quiet logs. */
export function gatewayTestConfig(overrides: Record<string, string> = {}): GatewayConfig {
  return gatewayConfigSchema.parse({
    ...testEnvVars(),
    PORT: '0',
    LOG_LEVEL: 'error',
    RPC_TIMEOUT_MS: '10000',
    // Tests make a person's boards and Pins faster than anyone would (the limit has a test of its own).
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    BOARD_CREATE_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
}

import { testEnvVars } from '@pinboard/test-kit';
import { request as httpRequest } from 'node:http';
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

export interface HostAnswer {
  status: number;
  setCookies: string[];
  body: string;
}

/**
 * A request to the gateway as if addressed to another host (fetch cannot set Host): how a deployment
 * reached by name, or through a TLS proxy, sees the gateway.
 */
export function requestForHost(
  gatewayUrl: string,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, gatewayUrl),
      { method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({ status: res.statusCode ?? 0, setCookies: setCookie, body });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

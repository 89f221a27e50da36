import { isServiceErrorPayload } from '@pinboard/contracts';
import { TimeoutError } from 'rxjs';
import { ServiceError } from './service-error.js';

/**
 * The one place that decides what a failed NATS request means. A service's typed error reply passes
 * through; no responders (the service is down), a closed connection or a timeout mean "unavailable,
 * try again"; anything else is internal. Details name subjects and internals: they are for logs.
 */
export function classifyRequestError(err: unknown, subject: string): ServiceError {
  if (err instanceof ServiceError) return err;
  if (isServiceErrorPayload(err)) return new ServiceError(err.code, err.message, err.detail ?? null);
  if (err instanceof TimeoutError) return ServiceError.unavailable(`${subject} timed out`);
  const message = err instanceof Error ? err.message : JSON.stringify(err);
  if (/no responders|no subscribers|empty response|503|connection|closed|timeout/i.test(message)) {
    return ServiceError.unavailable(`${subject}: ${message}`);
  }
  return ServiceError.internal(`${subject}: ${message}`);
}

import type { Failure } from '../envelope/error-mapping.js';

/** The /v5 paths answer as Pinterest's API v5 does, errors included. */
export const isV5Path = (url: string): boolean => url === '/v5' || url.startsWith('/v5/');

/** A v5 error: `{ code, message }` (code is the numeric api_error_code), with the same HTTP status. */
export function v5ErrorBody(failure: Failure): { code: number; message: string } {
  const error = failure.body.resource_response.error;
  return { code: error?.api_error_code ?? 0, message: error?.message ?? '' };
}

/**
 * Error codes shared by every service and the gateway. A service replies with a
 * ServiceErrorPayload; the gateway maps it onto the SPEC §7 envelope through httpStatusOf().
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** Another move of Pins on the same board is still running (SPEC §8: api_error_code 2171). */
  BoardBusy: 'BOARD_BUSY',
  InvalidImage: 'INVALID_IMAGE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  RateLimited: 'RATE_LIMITED',
  CsrfFailed: 'CSRF_FAILED',
  Unavailable: 'UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

export interface ServiceErrorPayload {
  code: ErrorCode;
  message: string;
  detail?: string | null;
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isErrorCode(v.code) && typeof v.message === 'string';
}

/** HTTP status and numeric api_error_code for each code, in one exhaustive switch. */
export function httpStatusOf(code: ErrorCode): { http_status: number; api_error_code: number } {
  switch (code) {
    case ErrorCode.ValidationFailed:
      return { http_status: 400, api_error_code: 1 };
    case ErrorCode.InvalidImage:
      return { http_status: 400, api_error_code: 2 };
    case ErrorCode.Unauthenticated:
      // SPEC §2.1, §8: 7 is the code that sends a page home.
      return { http_status: 401, api_error_code: 7 };
    case ErrorCode.CsrfFailed:
      return { http_status: 403, api_error_code: 4 };
    case ErrorCode.Forbidden:
      return { http_status: 403, api_error_code: 5 };
    case ErrorCode.NotFound:
      return { http_status: 404, api_error_code: 30 };
    case ErrorCode.Conflict:
      return { http_status: 409, api_error_code: 40 };
    case ErrorCode.BoardBusy:
      return { http_status: 409, api_error_code: 2171 };
    case ErrorCode.PayloadTooLarge:
      return { http_status: 413, api_error_code: 41 };
    case ErrorCode.RateLimited:
      return { http_status: 429, api_error_code: 12 };
    case ErrorCode.Unavailable:
      return { http_status: 503, api_error_code: 50 };
    case ErrorCode.Internal:
      return { http_status: 500, api_error_code: 51 };
  }
}

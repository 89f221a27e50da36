/** The SPEC §7 answer envelope every HTTP call of the gateway uses. */
import { httpStatusOf, type ErrorCode } from './errors.js';

export interface ApiError {
  http_status: number;
  message: string;
  message_detail: string | null;
  api_error_code: number;
}

export interface ResourceResponse<T> {
  resource_response: {
    status: 'success' | 'failure';
    data: T | null;
    error: ApiError | null;
    bookmark?: string;
  };
}

export function successEnvelope<T>(data: T, bookmark?: string): ResourceResponse<T> {
  return {
    resource_response: {
      status: 'success',
      data,
      error: null,
      ...(bookmark !== undefined ? { bookmark } : {}),
    },
  };
}

export function failureEnvelope(
  code: ErrorCode,
  message: string,
  detail?: string | null,
): ResourceResponse<never> {
  return {
    resource_response: {
      status: 'failure',
      data: null,
      error: { ...httpStatusOf(code), message, message_detail: detail ?? null },
    },
  };
}

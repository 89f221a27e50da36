import type { ApiError } from '@pinboard/contracts';

/** SPEC §8: failures show message_detail, or message when there is no detail. */
export function failureText(error: ApiError): string {
  return error.message_detail?.trim() || error.message || 'Uh oh! Something went wrong.';
}

export const END_BOOKMARK = '-end-';

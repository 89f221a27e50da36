import type { ApiError } from './envelope.js';
import { CommonTexts } from './texts.js';

/**
 * The one policy for turning a failure into text (SPEC §8): message_detail when the server gave
 * one, else message, else the generic 'Uh oh! Something went wrong.'.
 */
export function failureText(error: Pick<ApiError, 'message' | 'message_detail'> | null | undefined): string {
  return error?.message_detail?.trim() || error?.message?.trim() || CommonTexts.internal;
}

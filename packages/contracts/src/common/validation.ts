import type { z } from 'zod';
import { ErrorCode, isErrorCode } from './errors.js';
import { isOwnText } from './texts.js';

/** First issue of a failed parse as one user-facing sentence. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const path = issue.path.join('.');
  // Our own messages are full sentences; zod's defaults need the field name to make sense.
  return isOwnText(issue.message) || !path ? issue.message : `${path}: ${issue.message}`;
}

/**
 * The error a failed parse answers with: VALIDATION_FAILED, unless the issue names another code in
 * its params (`z.custom(check, { params: { code: ErrorCode.InvalidImage } })`).
 */
export function validationFailure(error: z.ZodError): { code: ErrorCode; message: string } {
  const params: unknown = (error.issues[0] as { params?: { code?: unknown } } | undefined)?.params;
  const code = (params as { code?: unknown } | undefined)?.code;
  return { code: isErrorCode(code) ? code : ErrorCode.ValidationFailed, message: firstIssueMessage(error) };
}

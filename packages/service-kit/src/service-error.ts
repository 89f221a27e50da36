import { CommonTexts, ErrorCode, validationFailure, type ServiceErrorPayload } from '@pinboard/contracts';
import type { z } from 'zod';

/** The one error type a service throws on purpose; it crosses NATS as a ServiceErrorPayload. */
export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  toPayload(): ServiceErrorPayload {
    return { code: this.code, message: this.message, detail: this.detail };
  }

  static notFound(message: string): ServiceError {
    return new ServiceError(ErrorCode.NotFound, message);
  }
  static validation(message: string, detail: string | null = null): ServiceError {
    return new ServiceError(ErrorCode.ValidationFailed, message, detail);
  }
  static forbidden(message: string): ServiceError {
    return new ServiceError(ErrorCode.Forbidden, message);
  }
  static conflict(message: string): ServiceError {
    return new ServiceError(ErrorCode.Conflict, message);
  }
  static unauthenticated(message: string): ServiceError {
    return new ServiceError(ErrorCode.Unauthenticated, message);
  }
  static rateLimited(): ServiceError {
    return new ServiceError(ErrorCode.RateLimited, CommonTexts.rateLimited);
  }
  static unavailable(detail: string | null = null): ServiceError {
    return new ServiceError(ErrorCode.Unavailable, CommonTexts.unavailable, detail);
  }
  static internal(detail: string | null = null): ServiceError {
    return new ServiceError(ErrorCode.Internal, CommonTexts.internal, detail);
  }
  /** A failed parse of a contract schema, with the code the failing issue names. */
  static fromParse(error: z.ZodError): ServiceError {
    const { code, message } = validationFailure(error);
    return new ServiceError(code, message);
  }
}

/** Parses `value` with a contract schema, or throws the ServiceError the failure means. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw ServiceError.fromParse(parsed.error);
  return parsed.data;
}

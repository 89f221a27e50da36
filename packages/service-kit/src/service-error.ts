import { ErrorCode, Messages, type ServiceErrorPayload } from '@pinboard/contracts';

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
  static unavailable(detail: string | null = null): ServiceError {
    return new ServiceError(ErrorCode.Unavailable, Messages.unavailable, detail);
  }
}

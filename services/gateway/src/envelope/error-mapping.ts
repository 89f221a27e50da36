import { HttpException } from '@nestjs/common';
import {
  ErrorCode,
  failureEnvelope,
  httpStatusOf,
  CommonTexts,
  type ResourceResponse,
} from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';

/** What the browser gets for an error: the HTTP status and the SPEC §7 failure envelope. */
export interface Failure {
  status: number;
  body: ResourceResponse<never>;
  /** Set when the error was not expected: the caller logs it (never sent to the browser). */
  log?: string;
}

/** The fields Fastify puts on its own errors (content type, body limits, router). */
interface FastifyLikeError {
  code: string;
  statusCode?: number;
  message: string;
}

function isFastifyError(err: unknown): err is FastifyLikeError {
  if (!(err instanceof Error)) return false;
  const code: unknown = (err as Error & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('FST_');
}

function fromCode(code: ErrorCode, message: string, detail: string | null = null): Failure {
  return { status: httpStatusOf(code).http_status, body: failureEnvelope(code, message, detail) };
}

/** A failure whose HTTP status has no ErrorCode of its own (415, 405...): api_error_code of the nearest code. */
function withStatus(status: number, code: ErrorCode, message: string): Failure {
  const body = failureEnvelope(code, message);
  if (body.resource_response.error) body.resource_response.error.http_status = status;
  return { status, body };
}

/** RpcClient has already decided what a failed request means (classifyRequestError). */
function fromServiceError(err: ServiceError): Failure {
  switch (err.code) {
    // The detail of these names subjects and internals: it goes to the log, not to the browser.
    case ErrorCode.Unavailable:
      return { ...fromCode(ErrorCode.Unavailable, CommonTexts.unavailable), log: err.detail ?? err.message };
    case ErrorCode.Internal:
      return { ...fromCode(ErrorCode.Internal, CommonTexts.internal), log: err.detail ?? err.message };
    default:
      return fromCode(err.code, err.message, err.detail);
  }
}

function fromFastifyError(err: FastifyLikeError): Failure {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fromCode(ErrorCode.PayloadTooLarge, CommonTexts.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fromCode(ErrorCode.ValidationFailed, CommonTexts.malformedJson);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return withStatus(415, ErrorCode.ValidationFailed, CommonTexts.unsupportedBody);
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return withStatus(status, ErrorCode.ValidationFailed, CommonTexts.invalidRequest);
  return { ...fromCode(ErrorCode.Internal, CommonTexts.internal), log: `${err.code}: ${err.message}` };
}

function fromHttpException(err: HttpException): Failure {
  const status = err.getStatus();
  if (status === 404) return fromCode(ErrorCode.NotFound, CommonTexts.notFound);
  if (status === 413) return fromCode(ErrorCode.PayloadTooLarge, CommonTexts.bodyTooLarge);
  if (status === 401) return fromCode(ErrorCode.Unauthenticated, CommonTexts.loginRequired);
  if (status === 403) return fromCode(ErrorCode.Forbidden, CommonTexts.csrf);
  if (status >= 400 && status < 500)
    return withStatus(status, ErrorCode.ValidationFailed, CommonTexts.invalidRequest);
  return { ...fromCode(ErrorCode.Internal, CommonTexts.internal), log: err.message };
}

/** Maps anything thrown while answering a request onto the envelope; one place for every rule. */
export function failureOf(err: unknown): Failure {
  if (err instanceof ServiceError) return fromServiceError(err);
  if (isFastifyError(err)) return fromFastifyError(err);
  // Nest wraps Fastify's 4xx errors (content type, body size) in an HttpException.
  if (err instanceof HttpException && isFastifyError(err.cause)) return fromFastifyError(err.cause);
  if (err instanceof HttpException) return fromHttpException(err);
  // JSON.parse failures that escaped a parser of ours.
  if (err instanceof SyntaxError) return fromCode(ErrorCode.ValidationFailed, CommonTexts.malformedJson);
  const log = err instanceof Error ? (err.stack ?? err.message) : String(err);
  return { ...fromCode(ErrorCode.Internal, CommonTexts.internal), log };
}

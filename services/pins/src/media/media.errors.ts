import { Logger } from '@nestjs/common';
import { ErrorCode, PinTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';

const logger = new Logger('ImageFetch');

/**
 * A fetch that failed, for any reason, answers one message and no detail: what went wrong (refused
 * address, connection refused, timeout, HTTP status) would tell a caller what answers where inside
 * (a port scanner). The detail is logged for the operator.
 */
function fetchFailed(detail: string): ServiceError {
  logger.warn(`image fetch failed: ${detail}`);
  return ServiceError.validation(PinTexts.imageFetchFailed);
}

/** The user-facing failures of the media pipeline, in one place. */
export const MediaErrors = {
  invalidImage: () => new ServiceError(ErrorCode.InvalidImage, PinTexts.invalidImage),
  tooSmall: () => ServiceError.validation(PinTexts.imageTooSmall),
  tooLarge: () => ServiceError.validation(PinTexts.imageTooLarge),
  fetchFailed,
} as const;

import { ErrorCode, Messages } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';

/** The user-facing failures of the media pipeline, in one place. */
export const MediaErrors = {
  invalidImage: () => new ServiceError(ErrorCode.InvalidImage, Messages.invalidImage),
  tooSmall: () => ServiceError.validation(Messages.imageTooSmall),
  tooLarge: () => ServiceError.validation(Messages.imageTooLarge),
  addressRefused: (detail: string) => ServiceError.validation(Messages.imageAddressRefused, detail),
  fetchFailed: (detail: string) => ServiceError.validation(Messages.imageFetchFailed, detail),
} as const;

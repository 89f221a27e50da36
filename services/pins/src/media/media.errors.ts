import { ErrorCode, PinTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';

/** The user-facing failures of the media pipeline, in one place. */
export const MediaErrors = {
  invalidImage: () => new ServiceError(ErrorCode.InvalidImage, PinTexts.invalidImage),
  tooSmall: () => ServiceError.validation(PinTexts.imageTooSmall),
  tooLarge: () => ServiceError.validation(PinTexts.imageTooLarge),
  addressRefused: (detail: string) => ServiceError.validation(PinTexts.imageAddressRefused, detail),
  fetchFailed: (detail: string) => ServiceError.validation(PinTexts.imageFetchFailed, detail),
} as const;

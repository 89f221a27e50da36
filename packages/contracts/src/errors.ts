/**
 * Error codes shared by every service and the gateway. A service replies with a
 * ServiceErrorPayload; the gateway maps it onto the SPEC §7 envelope through httpStatusOf().
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  InvalidImage: 'INVALID_IMAGE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  RateLimited: 'RATE_LIMITED',
  CsrfFailed: 'CSRF_FAILED',
  Unavailable: 'UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ServiceErrorPayload {
  code: ErrorCode;
  message: string;
  detail?: string | null;
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.message === 'string' &&
    (Object.values(ErrorCode) as string[]).includes(v.code)
  );
}

/** HTTP status and numeric api_error_code for each code, in one exhaustive switch. */
export function httpStatusOf(code: ErrorCode): { http_status: number; api_error_code: number } {
  switch (code) {
    case ErrorCode.ValidationFailed:
      return { http_status: 400, api_error_code: 1 };
    case ErrorCode.InvalidImage:
      return { http_status: 400, api_error_code: 2 };
    case ErrorCode.Unauthenticated:
      return { http_status: 401, api_error_code: 3 };
    case ErrorCode.CsrfFailed:
      return { http_status: 403, api_error_code: 4 };
    case ErrorCode.Forbidden:
      return { http_status: 403, api_error_code: 5 };
    case ErrorCode.NotFound:
      return { http_status: 404, api_error_code: 30 };
    case ErrorCode.Conflict:
      return { http_status: 409, api_error_code: 40 };
    case ErrorCode.PayloadTooLarge:
      return { http_status: 413, api_error_code: 41 };
    case ErrorCode.RateLimited:
      return { http_status: 429, api_error_code: 12 };
    case ErrorCode.Unavailable:
      return { http_status: 503, api_error_code: 50 };
    case ErrorCode.Internal:
      return { http_status: 500, api_error_code: 51 };
  }
}

/** User-facing texts. Those quoted in SPEC.md are exact; the others are ours. */
export const Messages = {
  loginToSave: 'Log in to save this Pin',
  loginToCreate: 'Log in to create a Pin or board',
  loginRequired: "You're almost there! Log in to access all of the product",
  invalidImage: 'Invalid Image',
  imageTooSmall: 'Image is too small: it must be at least 120 px wide and tall.',
  imageTooLarge: 'Image is too large.',
  imageFetchFailed: 'We could not fetch that image. Check the URL and try again.',
  imageAddressRefused: 'That image address is not allowed.',
  boardNameRequired: "Don't forget to name your board!",
  maxLength: (maxLength: number) => `Please enter no more than ${maxLength} characters.`,
  boardNameTaken: 'You already have a board with that name.',
  boardNotFound: 'Board not found.',
  pinNotFound: 'Pin not found.',
  userNotFound: 'User not found.',
  wrongCredentials: 'The password you entered is incorrect.',
  unknownAccount: "The email or username you entered doesn't belong to an account.",
  emailTaken: 'An account with that email already exists.',
  usernameTaken: 'That username is taken.',
  notAdult: 'You must be at least 18 years old to sign up.',
  invalidBirthday: 'Please enter a valid birthday.',
  invalidEmail: "Hmm... that doesn't look like an email address.",
  passwordTooShort: 'Your password is too short! You need 6+ characters.',
  invalidUsername: 'Usernames can only contain letters, numbers and underscores (3 to 30 characters).',
  notYourBoard: "You can't save to that board.",
  csrf: 'CSRF verification failed. Reload the page and try again.',
  unknownResource: (name: string) => `Unknown resource: ${name}`,
  unknownAction: (name: string, action: string) => `${name} has no ${action} action.`,
  malformedJson: 'The request is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  unavailable: 'Something is temporarily unavailable. Try again in a moment.',
  internal: 'Uh oh! Something went wrong.',
  rateLimited: 'You are doing that too often. Try again in a moment.',
} as const;

/**
 * User-facing texts. Those quoted in SPEC.md are exact; the others are ours. Each domain defines
 * its own with defineTexts(), which also records them, so that a validation failure carrying one
 * of them is shown as it is (see firstIssueMessage).
 */
const registered = new Set<string>();

type Texts = Record<string, string | ((...args: never[]) => string)>;

export function defineTexts<T extends Texts>(texts: T): T {
  for (const value of Object.values(texts)) if (typeof value === 'string') registered.add(value);
  return texts;
}

/** True for a text defined with defineTexts (or one built by such a text's function). */
export function isOwnText(message: string): boolean {
  return registered.has(message) || /[.!?]$/.test(message);
}

export const CommonTexts = defineTexts({
  /** SPEC §8 soft login prompt. */
  loginRequired: "You're almost there! Log in to access all of the product",
  /** SPEC §8: the unauthenticated error modal without a message. */
  unknownError: 'Unknown Error',
  csrf: 'CSRF verification failed. Reload the page and try again.',
  unknownResource: (name: string) => `Unknown resource: ${name}`,
  unknownAction: (name: string, action: string) => `${name} has no ${action} action.`,
  notFound: 'Not found.',
  malformedJson: 'The request is not valid JSON.',
  /** A NUL character anywhere in a request (Postgres cannot store one in text). */
  nulCharacter: 'The request contains a character that is not allowed.',
  invalidRequest: 'The request is not valid.',
  unsupportedBody: 'Send the request as JSON or as a form.',
  optionsNotObject: 'options must be an object.',
  bodyTooLarge: 'The request is too large.',
  headersTooLarge: "The request's headers are too large.",
  addressTooLong: 'The address is too long.',
  /** A body that is not UTF-8, or JSON with keys that could reach an object's prototype. */
  unsafeBody: 'The request is not valid: send UTF-8 JSON without __proto__ or constructor.prototype keys.',
  requestTimeout: 'The request took too long to arrive.',
  unavailable: 'Something is temporarily unavailable. Try again in a moment.',
  /** SPEC §8 fallback 'Uh oh! Something went wrong.' */
  internal: 'Uh oh! Something went wrong.',
  network: 'We could not reach the server. Check your connection and try again.',
  /** SPEC §7: a call its caller gave up on (a newer typeahead request replaced it); callers ignore it. */
  aborted: 'Resource call aborted',
  rateLimited: 'You are doing that too often. Try again in a moment.',
  invalidBookmark: 'That bookmark is not valid.',
});

/** SPEC §8 login prompts shared by several domains. */
export const LoginTexts = defineTexts({
  toSave: 'Log in to save this Pin',
  toEdit: 'Log in to edit this Pin',
  toFollow: 'Log in to follow',
  toUnfollow: 'Log in to unfollow',
  toCreate: 'Log in to create a Pin or board',
  /** Not in SPEC §8: board invites and collaborators. */
  toCollaborate: 'Log in to collaborate on boards',
});

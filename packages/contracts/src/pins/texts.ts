import { defineTexts } from '../common/texts.js';

export const PinTexts = defineTexts({
  /** SPEC §8: non-string or missing image input. */
  invalidImage: 'Invalid Image',
  imageTooSmall: 'Image is too small: it must be at least 120 px wide and tall.',
  imageTooLarge: 'Image is too large.',
  imageFetchFailed: 'We could not fetch that image. Check the URL and try again.',
  imageAddressRefused: 'That image address is not allowed.',
  invalidLink: 'Please enter a valid link.',
  notFound: 'Pin not found.',
  chooseBoard: 'Choose a board for your Pin.',
  notYourPin: "You can't change that Pin.",
  /** SPEC §2.3 toast. */
  savedTo: (boardName: string) => `Saved to ${boardName}`,
  /** SPEC §2.3 toast, for a save into a section. */
  savedToSection: (sectionName: string, boardName: string) => `Saved to ${sectionName} in ${boardName}`,
  /** SPEC §2.3 already-saved notice (a warning, not an error). */
  alreadySaved: (boardName: string) => `Psst! You already saved this Pin to ${boardName}`,
});

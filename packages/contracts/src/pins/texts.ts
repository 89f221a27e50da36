import { defineTexts } from '../common/texts.js';

export const PinTexts = defineTexts({
  /** SPEC §8: non-string or missing image input. */
  invalidImage: 'Invalid Image',
  imageTooSmall: 'Image is too small: it must be at least 120 px wide and tall.',
  imageTooLarge: 'Image is too large.',
  imageFetchFailed: 'We could not fetch that image. Check the URL and try again.',
  invalidLink: 'Please enter a valid link.',
  /** An upload (VIPResource) that is not an MP4 or QuickTime video with a picture. */
  invalidVideo: 'This file is not a video we can play. Upload an MP4 or MOV file.',
  videoTooShort: 'Videos must be at least 1 second long.',
  videoTooLong: 'Videos must be at most 15 minutes long.',
  videoTooLarge: 'This video is too large: the most is 200 MB.',
  /** A Pin made from a video upload also carries its cover (image_url or image_base64). */
  videoNeedsCover: 'Choose a cover image for your video.',
  uploadNotFound: 'That upload was not found. Upload the file again.',
  uploadNotReady: 'That upload is not ready yet.',
  uploadAlreadySent: 'That upload already has its file.',
  /** An Idea Pin (story_pages) has 2 to 20 pages and no other picture. */
  storyPagesCount: 'An Idea Pin has 2 to 20 pages.',
  storyPagesAlone: "An Idea Pin's pictures are its pages: send no other image.",
  /** Editing an Idea Pin's pages (PinResource update story_pages). */
  storyPageTwice: 'Each page of an Idea Pin can be kept only once.',
  storyPageUnknown: "That page is not one of this Idea Pin's.",
  notAnIdeaPin: 'Only an Idea Pin has pages.',
  notIdeaPinCreator: "Only the Idea Pin's creator can change its pages.",
  notFound: 'Pin not found.',
  chooseBoard: 'Choose a board for your Pin.',
  notYourPin: "You can't change that Pin.",
  /** SPEC §4: a move to the board and section the Pins are already in is refused. */
  sameBoardAndSection: 'These Pins are already there. Choose another board or section.',
  /** Pins on several boards moved with no board named: the section alone does not say where. */
  severalBoards: 'Choose a board to move these Pins to.',
  notInSection: 'These Pins are not in that section.',
  /** SPEC §8 Pin move, api_error_code 2171-2173. */
  boardBusy: 'Please wait until the previous board action finishes.',
  /** SPEC §2.3 toast. */
  savedTo: (boardName: string) => `Saved to ${boardName}`,
  /** SPEC §2.3 toast, for a save into a section. */
  savedToSection: (sectionName: string, boardName: string) => `Saved to ${sectionName} in ${boardName}`,
  /** SPEC §2.3 already-saved notice (a warning, not an error). */
  alreadySaved: (boardName: string) => `Psst! You already saved this Pin to ${boardName}`,
});

import { defineTexts } from '../common/texts.js';

export const BoardTexts = defineTexts({
  /** SPEC §5. */
  nameRequired: "Don't forget to name your board!",
  /** SPEC §5. */
  maxLength: (maxLength: number) => `Please enter no more than ${maxLength} characters.`,
  nameTaken: 'You already have a board with that name.',
  notFound: 'Board not found.',
  notYours: "You can't save to that board.",
  notYourBoardToEdit: "You can't change that board.",
  archived: 'This board is archived. Unarchive it to save to it.',
  sectionNameRequired: 'Give your section a name.',
  sectionNameTaken: 'This board already has a section with that name.',
  sectionNotFound: 'Section not found.',
  cannotFollowOwnBoard: "You can't follow your own board.",
});

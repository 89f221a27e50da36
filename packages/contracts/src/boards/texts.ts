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
  /** SPEC §5: the e-mail typed into the collaborator search is not valid yet. */
  inviteKeepTyping: 'Keep typing!',
  /** SPEC §5: the e-mail is valid; clicking sends the invite. */
  inviteClickToSend: 'Click to send!',
  /** SPEC §5: the invite was sent. */
  inviteDone: 'Done!',
  inviteSomeone: 'Invite someone by name or email.',
  onlyOwnerInvites: 'Only the board owner can invite collaborators.',
  cannotInvite: "You can't invite that person to this board.",
  noInvite: "There's no invite to this board for you.",
  notCollaborator: "That person isn't a collaborator on this board.",
  ownerCannotLeave: "You can't leave your own board.",
});

import { z } from 'zod';
import { action } from '../common/resources.js';
import { LoginTexts } from '../common/texts.js';
import {
  answerInviteOptions,
  boardPickerOptions,
  createBoardOptions,
  createSectionOptions,
  deleteBoardOptions,
  getBoardOptions,
  getSectionOptions,
  inviteCollaboratorsOptions,
  listCollaboratorsOptions,
  listBoardsOptions,
  listSectionsOptions,
  removeCollaboratorOptions,
  updateBoardOptions,
} from './messages.js';
import {
  boardCollaboratorsSchema,
  boardInviteSchema,
  boardPickerReplySchema,
  boardSchema,
  boardViewSchema,
  sectionSchema,
} from './models.js';

export const boardsResources = {
  BoardResource: {
    create: action({
      options: createBoardOptions,
      reply: boardSchema,
      login: LoginTexts.toCreate,
      summary: 'Create a board of your own.',
    }),
    update: action({
      options: updateBoardOptions,
      reply: boardSchema,
      login: LoginTexts.toCreate,
      summary: "Change your board's name, description or privacy, or archive it.",
    }),
    delete: action({
      options: deleteBoardOptions,
      reply: z.object({ id: z.string() }),
      login: LoginTexts.toCreate,
      summary: 'Delete your board, with its sections and Pins.',
    }),
    get: action({
      options: getBoardOptions,
      reply: boardViewSchema,
      summary: 'A board by id, or by its owner and slug. Secret boards are found by their owner only.',
    }),
  },
  BoardsResource: {
    get: action({
      options: listBoardsOptions,
      reply: boardSchema,
      paged: true,
      summary: "A user's boards, last saved to first (secret ones for their owner only).",
    }),
  },
  BoardPickerBoardsResource: {
    get: action({
      options: boardPickerOptions,
      reply: boardPickerReplySchema,
      login: LoginTexts.toSave,
      summary: "The boards you may save to (all_boards) and the picker's top choices (boards_shortlist).",
    }),
  },
  BoardSectionResource: {
    create: action({
      options: createSectionOptions,
      reply: sectionSchema,
      login: LoginTexts.toCreate,
      summary: 'Add a section to one of your boards.',
    }),
    get: action({
      options: getSectionOptions,
      reply: sectionSchema,
      summary: 'A section, by id or by its owner, board and section slugs.',
    }),
  },
  BoardSectionsResource: {
    get: action({
      options: listSectionsOptions,
      reply: z.array(sectionSchema),
      summary: "A board's sections.",
    }),
  },
  BoardSectionsRepinResource: {
    get: action({
      options: listSectionsOptions,
      reply: z.array(sectionSchema),
      login: LoginTexts.toSave,
      summary: 'The sections of a board you may save to, for the picker.',
    }),
  },
  BoardInviteResource: {
    create: action({
      options: inviteCollaboratorsOptions,
      reply: boardCollaboratorsSchema,
      login: LoginTexts.toCollaborate,
      summary:
        'Invite people to save to your board, found by search (invited_user_ids) or by e-mail (emails). An e-mail without an account is accepted and goes nowhere, so that the answer never tells who has one.',
    }),
    update: action({
      options: answerInviteOptions,
      reply: boardSchema,
      login: LoginTexts.toCollaborate,
      summary: 'Accept an invite to a board: you may then save to it, move and edit its Pins.',
    }),
    delete: action({
      options: answerInviteOptions,
      reply: z.object({ board_id: z.string() }),
      login: LoginTexts.toCollaborate,
      summary: 'Decline an invite to a board.',
    }),
  },
  BoardInvitesResource: {
    get: action({
      options: z.strictObject({}),
      reply: z.array(boardInviteSchema),
      login: LoginTexts.toCollaborate,
      summary: 'The board invites waiting for you, newest first.',
    }),
  },
  BoardCollaboratorsResource: {
    get: action({
      options: listCollaboratorsOptions,
      reply: boardCollaboratorsSchema,
      summary: "A board's owner and collaborators; its owner also sees the invites not yet answered.",
    }),
  },
  BoardCollaboratorResource: {
    delete: action({
      options: removeCollaboratorOptions,
      reply: boardCollaboratorsSchema,
      login: LoginTexts.toCollaborate,
      summary: 'The owner removes a collaborator or cancels an invite; a collaborator leaves the board.',
    }),
  },
};

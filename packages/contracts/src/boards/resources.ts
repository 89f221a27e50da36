import { action } from '../common/resources.js';
import { LoginTexts } from '../common/texts.js';
import { createBoardOptions, getBoardOptions, listBoardsOptions, updateBoardOptions } from './messages.js';
import { boardSchema } from './models.js';

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
      summary: "Change your board's name, description or privacy.",
    }),
    get: action({
      options: getBoardOptions,
      reply: boardSchema,
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
};

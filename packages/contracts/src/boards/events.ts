import { z } from 'zod';
import { domainEvent } from '../common/events.js';
import { boardSchema, sectionSchema } from './models.js';

export const boardsEvents = {
  boardCreated: domainEvent('boards.board.created', { board: boardSchema }),
  /** Name, slug (so url), description or privacy changed: pins refreshes its copies. */
  boardUpdated: domainEvent('boards.board.updated', { board: boardSchema }),
  /** Its Pins go with it (pins deletes its own rows of the board). */
  boardDeleted: domainEvent('boards.board.deleted', { board_id: z.string(), owner_id: z.string() }),
  sectionCreated: domainEvent('boards.section.created', { section: sectionSchema }),
  boardFollowed: domainEvent('boards.board.followed', {
    follower_id: z.string(),
    board_id: z.string(),
    owner_id: z.string(),
  }),
  boardUnfollowed: domainEvent('boards.board.unfollowed', {
    follower_id: z.string(),
    board_id: z.string(),
    owner_id: z.string(),
  }),
};

import { domainEvent } from '../common/events.js';
import { boardSchema } from './models.js';

export const boardsEvents = {
  boardCreated: domainEvent('boards.board.created', { board: boardSchema }),
  /** Name, slug (so url), description or privacy changed: pins refreshes its copies. */
  boardUpdated: domainEvent('boards.board.updated', { board: boardSchema }),
};

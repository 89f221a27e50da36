import { BoardTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { Board as BoardRow } from '../generated/prisma/client.js';

export type BoardPermission = 'read' | 'write';

/**
 * The one place that decides who may see or change a board. A secret board is answered as
 * NotFound to anyone but its owner, so that its existence never leaks.
 */
export function requireBoardAccess(
  board: BoardRow | null,
  userId: string | null,
  permission: BoardPermission,
  texts: { forbidden: string } = { forbidden: BoardTexts.notYours },
): BoardRow {
  const isOwner = board !== null && userId !== null && board.ownerId.toString() === userId;
  if (!board || (board.privacy === 'secret' && !isOwner)) throw ServiceError.notFound(BoardTexts.notFound);
  if (permission === 'write' && !isOwner) throw ServiceError.forbidden(texts.forbidden);
  return board;
}

import { BoardTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { Board as BoardRow, PrismaClient } from '../generated/prisma/client.js';

/** read: see it; write: save, move and edit Pins there; own: change or delete the board itself. */
export type BoardPermission = 'read' | 'write' | 'own';

/** What a person is to a board. An invitee may see it (to decide), not write to it. */
export type BoardRole = 'owner' | 'collaborator' | 'invited' | 'none';

type CollaboratorReader = Pick<PrismaClient, 'boardCollaborator'>;

/** The viewer's role on the board: one indexed read unless they own it or are nobody. */
export async function boardRole(
  db: CollaboratorReader,
  board: BoardRow,
  userId: string | null,
): Promise<BoardRole> {
  if (userId === null) return 'none';
  if (board.ownerId === BigInt(userId)) return 'owner';
  const row = await db.boardCollaborator.findUnique({
    where: { boardId_userId: { boardId: board.id, userId: BigInt(userId) } },
    select: { status: true },
  });
  if (!row) return 'none';
  return row.status === 'accepted' ? 'collaborator' : 'invited';
}

const ALLOWED: Record<BoardPermission, readonly BoardRole[]> = {
  read: ['owner', 'collaborator', 'invited'],
  write: ['owner', 'collaborator'],
  own: ['owner'],
};

/**
 * The one place that decides who may see or change a board. A secret board is answered as
 * NotFound to anyone who may not see it (not its owner, collaborators or invitees), so that its
 * existence never leaks.
 */
export async function requireBoardAccess(
  db: CollaboratorReader,
  board: BoardRow | null,
  userId: string | null,
  permission: BoardPermission,
  texts: { forbidden: string } = { forbidden: BoardTexts.notYours },
): Promise<BoardRow> {
  if (!board) throw ServiceError.notFound(BoardTexts.notFound);
  // A public board is anyone's to read: no lookup.
  if (permission === 'read' && board.privacy === 'public') return board;
  const role = await boardRole(db, board, userId);
  if (board.privacy === 'secret' && !ALLOWED.read.includes(role))
    throw ServiceError.notFound(BoardTexts.notFound);
  if (!ALLOWED[permission].includes(role)) throw ServiceError.forbidden(texts.forbidden);
  return board;
}

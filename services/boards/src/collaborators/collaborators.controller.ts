import { Controller } from '@nestjs/common';
import {
  BoardTexts,
  Rpc,
  type Board,
  type BoardCollaborators,
  type BoardInvite,
  type RpcInput,
} from '@pinboard/contracts';
import { RpcClient, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { PrismaClient, type Board as BoardRow } from '../generated/prisma/client.js';
import { BoardPickerCache } from '../boards/board-picker.cache.js';
import { toBoard } from '../boards/board.mapper.js';
import { boardRole, requireBoardAccess } from '../boards/board.policy.js';
import { toCollaborator } from './collaborator.mapper.js';

/** How many waiting invites a person is shown at once. */
const INVITES_SHOWN = 50;

type Answer = RpcInput<typeof Rpc.boards.inviteAccept>;

/**
 * Collaborators (SPEC §2.3 face pile, §6): the owner invites people (found by search) or e-mail
 * addresses, the invitee accepts or declines, a collaborator leaves or is removed. Accepted
 * collaborators are counted on the board in the same transaction, and may save, move and edit Pins
 * there (board.policy.ts decides). Invites to an address are kept as addresses, account or not, so
 * the owner never learns who has an account.
 */
@Controller()
export class CollaboratorsController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly picker: BoardPickerCache,
    private readonly rpc: RpcClient,
  ) {}

  /** `invitees` come resolved by the gateway (users.user.resolve_invitees): existing, not blocked. */
  @RpcHandler(Rpc.boards.collaboratorInvite)
  async invite({
    actor,
    board_id,
    invitees,
    emails,
  }: RpcInput<typeof Rpc.boards.collaboratorInvite>): Promise<BoardCollaborators> {
    const board = await requireBoardAccess(this.prisma, await this.find(board_id), actor.id, 'own', {
      forbidden: BoardTexts.onlyOwnerInvites,
    });
    const invitedBy = BigInt(actor.id);
    // Someone already invited or collaborating keeps their place (and their date).
    await this.prisma.$transaction([
      this.prisma.boardCollaborator.createMany({
        data: invitees
          .filter((person) => BigInt(person.id) !== board.ownerId)
          .map((person) => ({
            boardId: board.id,
            userId: BigInt(person.id),
            username: person.username,
            usernameLower: person.username.toLowerCase(),
            fullName: person.full_name,
            imageMediumUrl: person.image_medium_url,
            invitedBy,
          })),
        skipDuplicates: true,
      }),
      this.prisma.boardEmailInvite.createMany({
        data: emails.map((email) => ({ boardId: board.id, email, invitedBy })),
        skipDuplicates: true,
      }),
    ]);
    return this.collaboratorsOf(board, actor.id);
  }

  @RpcHandler(Rpc.boards.collaboratorList)
  async list({
    board_id,
    viewer_id,
  }: RpcInput<typeof Rpc.boards.collaboratorList>): Promise<BoardCollaborators> {
    const board = await requireBoardAccess(this.prisma, await this.find(board_id), viewer_id, 'read');
    return this.collaboratorsOf(board, viewer_id);
  }

  /** An invite to the actor, or to their address, makes them a collaborator, once. */
  @RpcHandler(Rpc.boards.inviteAccept)
  async accept({ actor, email, board_id }: Answer): Promise<Board> {
    const boardId = BigInt(board_id);
    const userId = BigInt(actor.id);
    const found = await this.find(board_id);
    if (!found) throw ServiceError.notFound(BoardTexts.noInvite);
    // An address may have been invited by someone the account holder has blocked since.
    const { blocked } = await this.rpc.request(Rpc.users.blockCheck, {
      user_id: actor.id,
      other_id: found.ownerId.toString(),
    });
    if (blocked) throw ServiceError.notFound(BoardTexts.noInvite);
    const person = {
      status: 'accepted' as const,
      acceptedAt: new Date(),
      username: actor.username,
      usernameLower: actor.username.toLowerCase(),
      fullName: actor.full_name,
      imageMediumUrl: actor.image_medium_url,
    };
    const board = await this.prisma.$transaction(async (tx) => {
      const byAddress = await tx.boardEmailInvite.deleteMany({ where: { boardId, email } });
      // Only a waiting invite turns into a collaborator, however many accepts race.
      const accepted = await tx.boardCollaborator.updateMany({
        where: { boardId, userId, status: 'invited' },
        data: person,
      });
      let joined = accepted.count > 0;
      if (!joined && byAddress.count > 0 && found.ownerId !== userId) {
        const created = await tx.boardCollaborator.createMany({
          data: [{ boardId, userId, invitedBy: found.ownerId, ...person }],
          skipDuplicates: true,
        });
        joined = created.count > 0;
        if (!joined) return found; // already a collaborator: the address invite is simply used up
      }
      if (!joined) throw ServiceError.notFound(BoardTexts.noInvite);
      return tx.board.update({ where: { id: boardId }, data: { collaboratorCount: { increment: 1 } } });
    });
    await this.forgetLists(board, actor.id);
    return toBoard(board);
  }

  @RpcHandler(Rpc.boards.inviteDecline)
  async decline({ actor, email, board_id }: Answer): Promise<{ board_id: string }> {
    const boardId = BigInt(board_id);
    const [byPerson, byAddress] = await this.prisma.$transaction([
      this.prisma.boardCollaborator.deleteMany({
        where: { boardId, userId: BigInt(actor.id), status: 'invited' },
      }),
      this.prisma.boardEmailInvite.deleteMany({ where: { boardId, email } }),
    ]);
    if (byPerson.count + byAddress.count === 0) throw ServiceError.notFound(BoardTexts.noInvite);
    return { board_id };
  }

  /** The owner removes anyone (or cancels an invite); anyone else only themself (leaving). */
  @RpcHandler(Rpc.boards.collaboratorRemove)
  async remove({
    actor,
    board_id,
    collaborator_id,
    email,
  }: RpcInput<typeof Rpc.boards.collaboratorRemove>): Promise<BoardCollaborators> {
    const board = await requireBoardAccess(this.prisma, await this.find(board_id), actor.id, 'read');
    const isOwner = (await boardRole(this.prisma, board, actor.id)) === 'owner';
    if (email !== undefined) {
      if (!isOwner) throw ServiceError.forbidden(BoardTexts.notYourBoardToEdit);
      const cancelled = await this.prisma.boardEmailInvite.deleteMany({
        where: { boardId: board.id, email },
      });
      if (cancelled.count === 0) throw ServiceError.notFound(BoardTexts.notCollaborator);
      return this.collaboratorsOf(board, actor.id);
    }
    if (collaborator_id === undefined) throw ServiceError.validation(BoardTexts.notCollaborator);
    if (BigInt(collaborator_id) === board.ownerId) throw ServiceError.validation(BoardTexts.ownerCannotLeave);
    if (!isOwner && collaborator_id !== actor.id) throw ServiceError.forbidden(BoardTexts.notYourBoardToEdit);
    const userId = BigInt(collaborator_id);
    const updated = await this.prisma.$transaction(async (tx) => {
      // DELETE … RETURNING: what was removed decides the count, so two removals never count twice.
      const [gone] = await tx.$queryRaw<{ status: string }[]>`
        DELETE FROM "boards"."board_collaborators"
        WHERE board_id = ${board.id} AND user_id = ${userId}
        RETURNING status::text AS status`;
      if (!gone) throw ServiceError.notFound(BoardTexts.notCollaborator);
      if (gone.status !== 'accepted') return board;
      return tx.board.update({ where: { id: board.id }, data: { collaboratorCount: { decrement: 1 } } });
    });
    await this.forgetLists(updated, collaborator_id);
    return this.collaboratorsOf(updated, actor.id);
  }

  /** Invites to the actor and to their address, newest first; boards they are on already left out. */
  @RpcHandler(Rpc.boards.inviteList)
  async invites({ actor, email }: RpcInput<typeof Rpc.boards.inviteList>): Promise<BoardInvite[]> {
    const userId = BigInt(actor.id);
    const [personal, addressed] = await Promise.all([
      this.prisma.boardCollaborator.findMany({
        where: { userId, status: 'invited' },
        orderBy: { invitedAt: 'desc' },
        take: INVITES_SHOWN,
        include: { board: true },
      }),
      this.prisma.boardEmailInvite.findMany({
        where: {
          email,
          board: { ownerId: { not: userId }, collaborators: { none: { userId, status: 'accepted' } } },
        },
        orderBy: { invitedAt: 'desc' },
        take: INVITES_SHOWN,
        include: { board: true },
      }),
    ]);
    const byBoard = new Map<bigint, { board: BoardRow; invitedAt: Date }>();
    for (const row of [...personal, ...addressed]) {
      const seen = byBoard.get(row.boardId);
      if (!seen || seen.invitedAt < row.invitedAt)
        byBoard.set(row.boardId, { board: row.board, invitedAt: row.invitedAt });
    }
    return [...byBoard.values()]
      .sort((a, b) => b.invitedAt.getTime() - a.invitedAt.getTime())
      .slice(0, INVITES_SHOWN)
      .map(({ board, invitedAt }) => ({
        board: toBoard(board),
        invited_by: { id: board.ownerId.toString(), username: board.ownerUsername },
        invited_at: invitedAt.toISOString(),
      }));
  }

  /** Who works on the board, as `viewerId` may see it: invites for the owner, or one's own. */
  private async collaboratorsOf(board: BoardRow, viewerId: string | null): Promise<BoardCollaborators> {
    const isOwner = viewerId !== null && board.ownerId === BigInt(viewerId);
    const [rows, addressed] = await Promise.all([
      this.prisma.boardCollaborator.findMany({
        where: { boardId: board.id },
        orderBy: [{ invitedAt: 'asc' }, { userId: 'asc' }],
      }),
      isOwner
        ? this.prisma.boardEmailInvite.findMany({
            where: { boardId: board.id },
            orderBy: { invitedAt: 'asc' },
          })
        : [],
    ]);
    const accepted = rows
      .filter((row) => row.status === 'accepted')
      .sort((a, b) => (a.acceptedAt?.getTime() ?? 0) - (b.acceptedAt?.getTime() ?? 0));
    const invites = rows.filter(
      (row) => row.status === 'invited' && (isOwner || row.userId.toString() === viewerId),
    );
    return {
      board_id: board.id.toString(),
      owner: { id: board.ownerId.toString(), username: board.ownerUsername },
      collaborators: accepted.map(toCollaborator),
      invites: invites.map(toCollaborator),
      email_invites: addressed.map((row) => ({ email: row.email, invited_at: row.invitedAt.toISOString() })),
    };
  }

  /** The owner's and the collaborator's board lists (profile, picker) change with a collaboration. */
  private async forgetLists(board: BoardRow, collaboratorId: string): Promise<void> {
    await Promise.all([
      this.picker.invalidate(board.ownerId.toString()),
      this.picker.invalidate(collaboratorId),
    ]);
  }

  private find(id: string): Promise<BoardRow | null> {
    return this.prisma.board.findUnique({ where: { id: BigInt(id) } });
  }
}

import { Controller } from '@nestjs/common';
import { BoardTexts, Events, Rpc, type Board, type RpcInput } from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { PrismaClient, type Board as BoardRow } from '../generated/prisma/client.js';
import { BoardPickerCache } from './board-picker.cache.js';
import { toBoard } from './board.mapper.js';
import { requireBoardAccess } from './board.policy.js';
import { isUniqueViolation, slugify, uniqueSlug } from './slug.js';

/** Two writes racing for the same slug: the loser picks the next free one. */
const SLUG_ATTEMPTS = 3;

/** What changes boards: create and update. */
@Controller()
export class BoardCommandsController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly picker: BoardPickerCache,
    private readonly events: DomainEvents,
  ) {}

  /** Any signed-in actor may create boards of their own; the actor comes from the gateway's session. */
  @RpcHandler(Rpc.boards.create)
  async create({ actor, name, privacy, description }: RpcInput<typeof Rpc.boards.create>): Promise<Board> {
    const ownerId = BigInt(actor.id);
    const board = await this.withFreeSlug(ownerId, name, null, (slug) =>
      this.prisma.$transaction(async (tx) => {
        const row = await tx.board.create({
          data: {
            ownerId,
            ownerUsername: actor.username,
            ownerUsernameLower: actor.username.toLowerCase(),
            name,
            nameLower: name.toLowerCase(),
            slug,
            description: description ?? '',
            privacy,
          },
        });
        await this.events.record(tx, Events.boards.boardCreated, { board: toBoard(row) });
        return row;
      }),
    );
    await this.events.flush();
    await this.picker.invalidate(actor.id);
    return board;
  }

  /** The owner renames (a new slug, so a new url), re-describes or changes the privacy of a board. */
  @RpcHandler(Rpc.boards.update)
  async update({
    actor,
    board_id,
    name,
    privacy,
    description,
    archived,
  }: RpcInput<typeof Rpc.boards.update>): Promise<Board> {
    const id = BigInt(board_id);
    const current = await requireBoardAccess(
      this.prisma,
      await this.prisma.board.findUnique({ where: { id } }),
      actor.id,
      'own',
      {
        forbidden: BoardTexts.notYourBoardToEdit,
      },
    );
    const renamed = name !== undefined && name !== current.name;
    const board = await this.withFreeSlug(current.ownerId, renamed ? name : null, id, (slug) =>
      this.prisma.$transaction(async (tx) => {
        const row = await tx.board.update({
          where: { id },
          data: {
            ...(renamed && { name, nameLower: name.toLowerCase(), slug }),
            ...(privacy !== undefined && { privacy }),
            ...(description !== undefined && { description }),
            // Archiving again keeps the first date.
            ...(archived !== undefined && {
              archivedAt: archived ? (current.archivedAt ?? new Date()) : null,
            }),
          },
        });
        await this.events.record(tx, Events.boards.boardUpdated, { board: toBoard(row) });
        return row;
      }),
    );
    await this.events.flush();
    await this.picker.invalidate(actor.id);
    return board;
  }

  /** The owner deletes a board: its sections and the projection go with it, and pins drops its Pins. */
  @RpcHandler(Rpc.boards.delete)
  async delete({ actor, board_id }: RpcInput<typeof Rpc.boards.delete>): Promise<{ id: string }> {
    const board = await requireBoardAccess(
      this.prisma,
      await this.prisma.board.findUnique({ where: { id: BigInt(board_id) } }),
      actor.id,
      'own',
      { forbidden: BoardTexts.notYourBoardToEdit },
    );
    await this.prisma.$transaction(async (tx) => {
      await tx.board.delete({ where: { id: board.id } });
      await this.events.record(tx, Events.boards.boardDeleted, { board_id, owner_id: actor.id });
    });
    await this.events.flush();
    await this.picker.invalidate(actor.id);
    return { id: board_id };
  }

  /**
   * Runs a write that needs the owner's unique name (when `name` is given) and a free slug for it.
   * The unique index decides races: a taken name is a conflict, a taken slug is retried.
   */
  private async withFreeSlug(
    ownerId: bigint,
    name: string | null,
    except: bigint | null,
    write: (slug: string) => Promise<BoardRow>,
  ): Promise<Board> {
    for (let attempt = 1; ; attempt++) {
      let slug = '';
      if (name !== null) {
        const nameLower = name.toLowerCase();
        const sameName = await this.prisma.board.findUnique({
          where: { ownerId_nameLower: { ownerId, nameLower } },
        });
        if (sameName && sameName.id !== except) throw ServiceError.conflict(BoardTexts.nameTaken);
        slug = await this.freeSlug(ownerId, slugify(name), except);
      }
      try {
        return toBoard(await write(slug));
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= SLUG_ATTEMPTS) throw err;
      }
    }
  }

  private async freeSlug(ownerId: bigint, base: string, except: bigint | null): Promise<string> {
    const rows = await this.prisma.board.findMany({
      where: { ownerId, slug: { startsWith: base }, ...(except !== null && { id: { not: except } }) },
      select: { slug: true },
    });
    return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
  }
}

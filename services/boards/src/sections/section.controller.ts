import { Controller } from '@nestjs/common';
import { BoardTexts, Events, Rpc, type RpcInput, type Section } from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { BoardPickerCache } from '../boards/board-picker.cache.js';
import { requireBoardAccess } from '../boards/board.policy.js';
import { isUniqueViolation, slugify, uniqueSlug } from '../boards/slug.js';
import { PrismaClient, type Board as BoardRow } from '../generated/prisma/client.js';
import { toSection } from './section.mapper.js';

/** Sections of a board: created by whoever may write to it, seen by whoever may see it. */
@Controller()
export class SectionController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly picker: BoardPickerCache,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.boards.sectionCreate)
  async create({
    actor,
    board_id,
    name,
    name_source,
  }: RpcInput<typeof Rpc.boards.sectionCreate>): Promise<Section> {
    const board = await requireBoardAccess(this.prisma, await this.findBoard(board_id), actor.id, 'write');
    const titleLower = name.toLowerCase();
    if (
      await this.prisma.boardSection.findUnique({
        where: { boardId_titleLower: { boardId: board.id, titleLower } },
      })
    ) {
      throw ServiceError.conflict(BoardTexts.sectionNameTaken);
    }
    const taken = await this.prisma.boardSection.findMany({
      where: { boardId: board.id },
      select: { slug: true },
    });
    const slug = uniqueSlug(slugify(name, 'section'), new Set(taken.map((s) => s.slug)));
    const row = await this.prisma
      .$transaction(async (tx) => {
        const created = await tx.boardSection.create({
          data: { boardId: board.id, title: name, titleLower, slug, nameSource: name_source },
        });
        await tx.board.update({ where: { id: board.id }, data: { sectionCount: { increment: 1 } } });
        await this.events.record(tx, Events.boards.sectionCreated, { section: toSection(created, board) });
        return created;
      })
      .catch((err: unknown) => {
        // Two creates racing for one title: the unique index decides.
        throw isUniqueViolation(err) ? ServiceError.conflict(BoardTexts.sectionNameTaken) : err;
      });
    await this.events.flush();
    await this.picker.invalidate(actor.id);
    return toSection(row, board);
  }

  @RpcHandler(Rpc.boards.sectionGet)
  async get(input: RpcInput<typeof Rpc.boards.sectionGet>): Promise<Section> {
    if ('section_id' in input) {
      const row = await this.prisma.boardSection.findUnique({ where: { id: BigInt(input.section_id) } });
      if (!row) throw ServiceError.notFound(BoardTexts.sectionNotFound);
      return toSection(
        row,
        await requireBoardAccess(this.prisma, await this.findBoard(row.boardId), input.viewer_id, 'read'),
      );
    }
    const board = await requireBoardAccess(
      this.prisma,
      await this.prisma.board.findFirst({
        where: { ownerUsernameLower: input.username.toLowerCase(), slug: input.board_slug.toLowerCase() },
      }),
      input.viewer_id,
      'read',
    );
    const row = await this.prisma.boardSection.findUnique({
      where: { boardId_slug: { boardId: board.id, slug: input.section_slug.toLowerCase() } },
    });
    if (!row) throw ServiceError.notFound(BoardTexts.sectionNotFound);
    return toSection(row, board);
  }

  /** A board's sections in the order they were made; `write` lists only where the viewer may save. */
  @RpcHandler(Rpc.boards.sectionList)
  async list(input: RpcInput<typeof Rpc.boards.sectionList>): Promise<Section[]> {
    const found = await this.findBoard(input.board_id);
    const board = await requireBoardAccess(this.prisma, found, input.viewer_id, input.permission);
    const rows = await this.prisma.boardSection.findMany({
      where: { boardId: board.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => toSection(row, board));
  }

  private findBoard(id: string | bigint): Promise<BoardRow | null> {
    return this.prisma.board.findUnique({ where: { id: BigInt(id) } });
  }
}

import { Controller } from '@nestjs/common';
import { emptyPage, readBookmark, RpcHandler, ServiceError, toPage } from '@pinboard/service-kit';
import {
  BoardTexts,
  idSchema,
  PAGE_SIZE_DEFAULT,
  Rpc,
  type Board,
  type BoardView,
  type Page,
  type RpcInput,
  type RpcReply,
} from '@pinboard/contracts';
import { z } from 'zod';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { BoardPickerCache } from './board-picker.cache.js';
import { toBoard } from './board.mapper.js';
import { requireBoardAccess } from './board.policy.js';
import { toSectionSummary } from '../sections/section.mapper.js';

/** A profile's boards are paged by (board_order_modified_at, id), both descending. */
const boardCursor = z
  .strictObject({ m: z.iso.datetime(), id: idSchema })
  .transform(({ m, id }) => ({ modifiedAt: new Date(m), id: BigInt(id) }));

/** What reads boards; every read goes through requireBoardAccess. */
@Controller()
export class BoardQueriesController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly picker: BoardPickerCache,
  ) {}

  @RpcHandler(Rpc.boards.get)
  async get(input: RpcInput<typeof Rpc.boards.get>): Promise<BoardView> {
    const row =
      'board_id' in input
        ? await this.prisma.board.findUnique({ where: { id: BigInt(input.board_id) } })
        : await this.prisma.board.findFirst({
            where: { ownerUsernameLower: input.username.toLowerCase(), slug: input.slug.toLowerCase() },
          });
    const board = requireBoardAccess(row, input.viewer_id, 'read');
    const follow =
      input.viewer_id === null
        ? null
        : await this.prisma.boardFollow.findUnique({
            where: { boardId_followerId: { boardId: board.id, followerId: BigInt(input.viewer_id) } },
            select: { createdAt: true },
          });
    return { ...toBoard(board), followed_by_me: follow !== null };
  }

  /** What pins asks before writing a Pin to a board (or one of its sections) or listing its Pins. */
  @RpcHandler(Rpc.boards.access)
  async access(input: RpcInput<typeof Rpc.boards.access>): Promise<RpcReply<typeof Rpc.boards.access>> {
    const row = await this.prisma.board.findUnique({ where: { id: BigInt(input.board_id) } });
    const board = requireBoardAccess(row, input.user_id, input.permission);
    if (input.permission === 'write' && board.archivedAt) throw ServiceError.forbidden(BoardTexts.archived);
    if (!input.section_id) return { board: toBoard(board), section: null };
    const section = await this.prisma.boardSection.findUnique({ where: { id: BigInt(input.section_id) } });
    if (!section || section.boardId !== board.id) throw ServiceError.notFound(BoardTexts.sectionNotFound);
    return { board: toBoard(board), section: toSectionSummary(section, board) };
  }

  /**
   * A profile's boards, last saved-to first. Secret boards are filtered in the query itself
   * (visible only when the viewer owns them), so a page never carries one it should not.
   */
  @RpcHandler(Rpc.boards.list)
  async list(input: RpcInput<typeof Rpc.boards.list>): Promise<Page<Board>> {
    const pageSize = input.page_size ?? PAGE_SIZE_DEFAULT;
    const start = readBookmark(input.bookmark, boardCursor);
    if (start === 'end') return emptyPage();
    const cursor = start.first ? null : start.after;
    const pickerRead = input.viewer_id !== null && cursor === null && pageSize === PAGE_SIZE_DEFAULT;
    if (pickerRead && input.viewer_id) {
      const cached = await this.picker.get(input.viewer_id, input.username);
      if (cached) return cached;
    }

    const where: Prisma.BoardWhereInput = {
      ownerUsernameLower: input.username.toLowerCase(),
      OR: [{ privacy: 'public' }, ...(input.viewer_id ? [{ ownerId: BigInt(input.viewer_id) }] : [])],
      ...(cursor && {
        AND: {
          OR: [
            { boardOrderModifiedAt: { lt: cursor.modifiedAt } },
            { boardOrderModifiedAt: cursor.modifiedAt, id: { lt: cursor.id } },
          ],
        },
      }),
    };
    const rows = await this.prisma.board.findMany({
      where,
      orderBy: [{ boardOrderModifiedAt: 'desc' }, { id: 'desc' }],
      take: pageSize + 1,
    });
    const page = toPage(rows, pageSize, toBoard, (row) => ({
      m: row.boardOrderModifiedAt.toISOString(),
      id: row.id.toString(),
    }));

    // Cache only the owner's own view: another viewer's page lacks the secret boards.
    const ownerId = rows[0]?.ownerId.toString();
    if (pickerRead && ownerId === input.viewer_id) await this.picker.set(ownerId, input.username, page);
    return page;
  }
}

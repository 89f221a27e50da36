import { Controller } from '@nestjs/common';
import { emptyPage, readBookmark, RpcHandler, ServiceError, toPage } from '@pinboard/service-kit';
import {
  BoardTexts,
  FACE_PILE_NAMES,
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
import { BoardReads } from './board-reads.js';
import { toBoard } from './board.mapper.js';
import { boardRole, requireBoardAccess } from './board.policy.js';
import { toUserSummary } from '../collaborators/collaborator.mapper.js';
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
    private readonly reads: BoardReads,
  ) {}

  @RpcHandler(Rpc.boards.get)
  async get(input: RpcInput<typeof Rpc.boards.get>): Promise<BoardView> {
    const row =
      'board_id' in input
        ? await this.prisma.board.findUnique({ where: { id: BigInt(input.board_id) } })
        : await this.prisma.board.findFirst({
            where: { ownerUsernameLower: input.username.toLowerCase(), slug: input.slug.toLowerCase() },
          });
    const board = await requireBoardAccess(this.prisma, row, input.viewer_id, 'read');
    const [follow, role, pile] = await Promise.all([
      input.viewer_id === null
        ? null
        : this.prisma.boardFollow.findUnique({
            where: { boardId_followerId: { boardId: board.id, followerId: BigInt(input.viewer_id) } },
            select: { createdAt: true },
          }),
      boardRole(this.prisma, board, input.viewer_id),
      board.collaboratorCount === 0
        ? []
        : this.prisma.boardCollaborator.findMany({
            where: { boardId: board.id, status: 'accepted' },
            orderBy: [{ acceptedAt: 'asc' }, { userId: 'asc' }],
            take: FACE_PILE_NAMES,
          }),
    ]);
    return {
      ...toBoard(board),
      followed_by_me: follow !== null,
      collaborating_users: pile.map(toUserSummary),
      collaborated_by_me: role === 'collaborator',
      invited_me: role === 'invited',
      board_access: role === 'owner' || role === 'collaborator' ? ['write'] : [],
    };
  }

  /**
   * Boards by id, in the order asked, leaving out those the viewer may not see: archived and secret
   * boards are their owner's alone here (search shows public boards; a collaborator finds theirs
   * on their profile).
   */
  @RpcHandler(Rpc.boards.getMany)
  async getMany({ board_ids, viewer_id }: RpcInput<typeof Rpc.boards.getMany>): Promise<Board[]> {
    const viewer = viewer_id === null ? null : BigInt(viewer_id);
    const rows = await this.prisma.board.findMany({
      where: {
        id: { in: board_ids.map(BigInt) },
        OR: [{ privacy: 'public', archivedAt: null }, ...(viewer === null ? [] : [{ ownerId: viewer }])],
      },
    });
    const byId = new Map(rows.map((row) => [row.id.toString(), row]));
    return board_ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toBoard(row)] : [];
    });
  }

  /** What pins asks before writing a Pin to a board (or one of its sections) or listing its Pins. */
  @RpcHandler(Rpc.boards.access)
  async access(input: RpcInput<typeof Rpc.boards.access>): Promise<RpcReply<typeof Rpc.boards.access>> {
    const row = await this.reads.byId(BigInt(input.board_id));
    const board = await requireBoardAccess(this.prisma, row, input.user_id, input.permission);
    if (input.permission === 'write' && board.archivedAt) throw ServiceError.forbidden(BoardTexts.archived);
    if (!input.section_id) return { board: toBoard(board), section: null };
    const section = await this.prisma.boardSection.findUnique({ where: { id: BigInt(input.section_id) } });
    if (!section || section.boardId !== board.id) throw ServiceError.notFound(BoardTexts.sectionNotFound);
    return { board: toBoard(board), section: toSectionSummary(section, board) };
  }

  /**
   * A profile's boards (their own and those they collaborate on), last saved-to first. Secret
   * boards are filtered in the query itself (visible only to whoever may see them), so a page never
   * carries one it should not.
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

    const who = input.username.toLowerCase();
    const viewer = input.viewer_id === null ? null : BigInt(input.viewer_id);
    const where: Prisma.BoardWhereInput = {
      AND: [
        // Their own boards and those they collaborate on (SPEC §6).
        {
          OR: [
            { ownerUsernameLower: who },
            { collaborators: { some: { usernameLower: who, status: 'accepted' } } },
          ],
        },
        // Secret ones only for whoever may see them.
        {
          OR: [
            { privacy: 'public' },
            ...(viewer === null
              ? []
              : [{ ownerId: viewer }, { collaborators: { some: { userId: viewer } } }]),
          ],
        },
        ...(cursor
          ? [
              {
                OR: [
                  { boardOrderModifiedAt: { lt: cursor.modifiedAt } },
                  { boardOrderModifiedAt: cursor.modifiedAt, id: { lt: cursor.id } },
                ],
              },
            ]
          : []),
      ],
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

    // Cache only the owner's own view of their own boards: another viewer's page lacks the secret
    // boards, and boards of other owners change without telling this owner's cache.
    const ownerId = rows[0]?.ownerId.toString();
    const allOwn = rows.every((row) => row.ownerId === viewer);
    if (pickerRead && ownerId === input.viewer_id && allOwn)
      await this.picker.set(ownerId, input.username, page);
    return page;
  }
}

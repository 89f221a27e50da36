import { Controller } from '@nestjs/common';
import { RpcHandler } from '@pinboard/service-kit';
import {
  END_BOOKMARK,
  PAGE_SIZE_DEFAULT,
  Rpc,
  type Page,
  type Pin,
  type RpcInput,
} from '@pinboard/contracts';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { BoardsClient } from '../pins/boards.client.js';
import { pinSelect, toPin } from '../pins/pin.mapper.js';
import { decodeBookmark, encodeBookmark } from './bookmark.js';

@Controller()
export class FeedController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly boards: BoardsClient,
  ) {}

  /** Public Pins, newest first. Served by the (board_privacy, id DESC) index: one range scan. */
  @RpcHandler(Rpc.pins.homeFeed)
  home(input: RpcInput<typeof Rpc.pins.homeFeed>): Promise<Page<Pin>> {
    return this.page({ boardPrivacy: 'public' }, input.bookmark, input.page_size);
  }

  @RpcHandler(Rpc.pins.boardFeed)
  async board(input: RpcInput<typeof Rpc.pins.boardFeed>): Promise<Page<Pin>> {
    const { board, section } = await this.boards.requireAccess(
      input.board_id,
      input.viewer_id,
      'read',
      input.section_id,
    );
    const where = section ? { sectionId: BigInt(section.id) } : { boardId: BigInt(board.id) };
    return this.page(where, input.bookmark, input.page_size);
  }

  private async page(where: Prisma.PinWhereInput, bookmark?: string, pageSize?: number): Promise<Page<Pin>> {
    const after = decodeBookmark(bookmark);
    if (after === END_BOOKMARK) return { items: [], bookmark: END_BOOKMARK };
    const size = pageSize ?? PAGE_SIZE_DEFAULT;
    // One row more than the page tells whether another page exists, without a count query.
    const rows = await this.prisma.pin.findMany({
      where: after === null ? where : { ...where, id: { lt: after } },
      orderBy: { id: 'desc' },
      take: size + 1,
      select: pinSelect,
    });
    const items = rows.slice(0, size);
    const last = items.at(-1);
    return {
      items: items.map(toPin),
      bookmark: rows.length > size && last ? encodeBookmark(last.id) : END_BOOKMARK,
    };
  }
}

import { Controller } from '@nestjs/common';
import { emptyPage, readBookmark, RpcHandler, toPage } from '@pinboard/service-kit';
import { idSchema, PAGE_SIZE_DEFAULT, Rpc, type Page, type Pin, type RpcInput } from '@pinboard/contracts';
import { z } from 'zod';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { BoardsClient } from '../pins/boards.client.js';
import { PinReads } from '../pins/pin-reads.js';
import { pinSelect, toPin } from '../pins/pin.mapper.js';

/** Pins are paged newest first by id alone. */
const pinCursor = z.strictObject({ id: idSchema }).transform(({ id }) => ({ id: BigInt(id) }));

@Controller()
export class FeedController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly boards: BoardsClient,
    private readonly reads: PinReads,
  ) {}

  /**
   * Pins by id for the feed service's pages: in the order asked, without those the viewer may not
   * see (a secret board's Pins are its owner's alone) or that are gone.
   */
  @RpcHandler(Rpc.pins.getMany)
  async getMany({ pin_ids, viewer_id }: RpcInput<typeof Rpc.pins.getMany>): Promise<Pin[]> {
    const ids = [...new Set(pin_ids.map((id) => BigInt(id).toString()))];
    const rows = await this.reads.visible(ids, viewer_id);
    const byId = new Map(rows.map((row) => [row.id.toString(), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPin(row)] : [];
    });
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

  /** The actor's own Pins: a secret board's only while it is theirs (SPEC §6), as getMany shows them. */
  @RpcHandler(Rpc.pins.ownPins)
  async own({ actor, bookmark, page_size }: RpcInput<typeof Rpc.pins.ownPins>): Promise<Page<Pin>> {
    const me = BigInt(actor.id);
    const where = { pinnerId: me, OR: [{ boardPrivacy: 'public' as const }, { boardOwnerId: me }] };
    return this.page(where, bookmark, page_size);
  }

  private async page(where: Prisma.PinWhereInput, bookmark?: string, pageSize?: number): Promise<Page<Pin>> {
    const start = readBookmark(bookmark, pinCursor);
    if (start === 'end') return emptyPage();
    const size = pageSize ?? PAGE_SIZE_DEFAULT;
    // One row more than the page tells whether another page exists, without a count query.
    const rows = await this.prisma.pin.findMany({
      where: start.first ? where : { ...where, id: { lt: start.after.id } },
      orderBy: { id: 'desc' },
      take: size + 1,
      select: pinSelect,
    });
    return toPage(rows, size, toPin, (row) => ({ id: row.id.toString() }));
  }
}

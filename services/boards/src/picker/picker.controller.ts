import { Controller } from '@nestjs/common';
import { LAST_SAVED_SHORTLIST, Rpc, type BoardPicker, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { toBoard } from '../boards/board.mapper.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { suggestBoards } from './board-suggestions.js';

/** SPEC §7 BoardPickerBoardsResource: where the actor may save, and the picker's top choices. */
@Controller()
export class PickerController {
  constructor(private readonly prisma: PrismaClient) {}

  @RpcHandler(Rpc.boards.picker)
  async picker({
    actor,
    shortlist_suggestions,
    pin_text,
  }: RpcInput<typeof Rpc.boards.picker>): Promise<BoardPicker> {
    const rows = await this.prisma.board.findMany({
      // Their own and those they collaborate on; archived boards are not offered (SPEC §6).
      where: {
        archivedAt: null,
        OR: [
          { ownerId: BigInt(actor.id) },
          { collaborators: { some: { userId: BigInt(actor.id), status: 'accepted' } } },
        ],
      },
      orderBy: [{ boardOrderModifiedAt: 'desc' }, { id: 'desc' }],
    });
    const all = rows.map(toBoard);
    // The last-saved-to list (boards that have had a save), then boards that suit this Pin.
    const lastSaved = all.filter((b) => b.pin_count > 0).slice(0, LAST_SAVED_SHORTLIST);
    const rest = all.filter((b) => !lastSaved.includes(b));
    return {
      all_boards: all,
      boards_shortlist: [...lastSaved, ...suggestBoards(rest, pin_text, shortlist_suggestions)],
    };
  }
}

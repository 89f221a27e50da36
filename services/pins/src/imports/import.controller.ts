import { Controller } from '@nestjs/common';
import { Events, hashtagsIn, PinTexts, Rpc, type RpcInput } from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';
import { BoardsClient } from '../pins/boards.client.js';
import { domainOf, imageSelect, isVisibleTo, pinSelect, snapshotColumns, toPin } from '../pins/pin.mapper.js';
import { firstSavers } from '../pins/pinners.js';

/** The stored image a new Pin shares with the Pin it is taken from, and who may see that Pin. */
const sourceSelect = { id: true, ...imageSelect, boardPrivacy: true, boardOwnerId: true } as const;

/**
 * Imports: many new Pins on one board in one transaction (all or none), each an original whose
 * image is one already stored. One write-access check for the board, one insert for the Pins and
 * one for their hashtags; then a pins.pin.created event per Pin, as a Pin made one at a time has.
 */
@Controller()
export class ImportController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly boards: BoardsClient,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.pins.import)
  async import({
    actor,
    board_id,
    section,
    pins,
  }: RpcInput<typeof Rpc.pins.import>): Promise<{ ids: string[] }> {
    const place = await this.boards.requireAccess(board_id, actor.id, 'write', section);
    const sourceIds = [...new Set(pins.map((pin) => pin.image_from_pin_id))].map(BigInt);
    const sources = await this.prisma.pin.findMany({
      where: { id: { in: sourceIds } },
      select: sourceSelect,
    });
    const images = new Map(sources.filter((s) => isVisibleTo(s, actor.id)).map((s) => [s.id.toString(), s]));
    // An image the actor may not see is as unknown as a Pin they may not see.
    if (images.size !== sourceIds.length) throw ServiceError.notFound(PinTexts.notFound);
    const snapshot = snapshotColumns(place.board, place.section, actor);
    const rows = await this.prisma.$transaction(async (tx) => {
      const created = await tx.pin.createManyAndReturn({
        data: pins.map((pin) => {
          const {
            id: _id,
            boardPrivacy: _p,
            boardOwnerId: _o,
            ...image
          } = images.get(pin.image_from_pin_id)!;
          const link = pin.link || null;
          return {
            title: pin.title,
            description: pin.description,
            link,
            domain: domainOf(link),
            ...image,
            ...snapshot,
          };
        }),
        select: pinSelect,
      });
      const hashtags = created.flatMap((row) =>
        hashtagsIn(row.description).map((tag) => ({ pinId: row.id, tag })),
      );
      if (hashtags.length > 0) await tx.pinHashtag.createMany({ data: hashtags, skipDuplicates: true });
      await firstSavers(tx, [BigInt(actor.id)]);
      await this.events.recordAll(
        tx,
        Events.pins.pinCreated,
        created.map((row) => ({ pin: toPin(row) })),
      );
      return created;
    });
    await this.events.flush();
    return { ids: rows.map((row) => row.id.toString()) };
  }
}

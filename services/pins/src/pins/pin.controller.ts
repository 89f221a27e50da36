import { Controller } from '@nestjs/common';
import { Events, PinTexts, Rpc, type Pin, type RpcInput } from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';
import { MediaService } from '../media/media.service.js';
import { BoardsClient } from './boards.client.js';
import { domainOf, imageColumns, isVisibleTo, pinSelect, snapshotColumns, toPin } from './pin.mapper.js';

/** What a repin copies from its source, besides what a reader sees. */
const sourceSelect = { ...pinSelect, imageSignature: true, boardOwnerId: true } as const;

@Controller()
export class PinController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly boards: BoardsClient,
    private readonly media: MediaService,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.pins.create)
  async create(input: RpcInput<typeof Rpc.pins.create>): Promise<Pin> {
    const board = await this.boards.requireAccess(input.board_id, input.actor.id, 'write');
    const image = await this.media.ingest(input);
    const link = input.link || null;
    const row = await this.prisma.pin.create({
      data: {
        title: input.title,
        description: input.description,
        link,
        domain: domainOf(link),
        ...imageColumns(image),
        ...snapshotColumns(board, input.actor),
      },
      select: pinSelect,
    });
    const pin = toPin(row);
    await this.events.publish(Events.pins.pinCreated, { pin });
    return pin;
  }

  @RpcHandler(Rpc.pins.get)
  async get(input: RpcInput<typeof Rpc.pins.get>): Promise<Pin> {
    return toPin(await this.findVisible(input.pin_id, input.viewer_id));
  }

  /** Saves someone's (or one's own) Pin to a board: a new row pointing at the same stored files. */
  @RpcHandler(Rpc.pins.repin)
  async repin(input: RpcInput<typeof Rpc.pins.repin>): Promise<Pin> {
    const source = await this.findVisible(input.pin_id, input.actor.id);
    const board = await this.boards.requireAccess(input.board_id, input.actor.id, 'write');
    const row = await this.prisma.pin.create({
      data: {
        title: source.title,
        description: source.description,
        link: source.link,
        domain: source.domain,
        dominantColor: source.dominantColor,
        imageSignature: source.imageSignature,
        image236xUrl: source.image236xUrl,
        image236xWidth: source.image236xWidth,
        image236xHeight: source.image236xHeight,
        imageOrigUrl: source.imageOrigUrl,
        imageOrigWidth: source.imageOrigWidth,
        imageOrigHeight: source.imageOrigHeight,
        repinnedFromId: source.id,
        ...snapshotColumns(board, input.actor),
      },
      select: pinSelect,
    });
    const pin = toPin(row);
    await this.events.publish(Events.pins.pinSaved, { pin, source_pin_id: source.id.toString() });
    return pin;
  }

  /** Not found when it does not exist and when the viewer may not see it: secret Pins stay unknown. */
  private async findVisible(pinId: string, viewerId: string | null) {
    const row = await this.prisma.pin.findUnique({
      where: { id: BigInt(pinId) },
      select: sourceSelect,
    });
    if (!row || !isVisibleTo(row, viewerId)) throw ServiceError.notFound(PinTexts.notFound);
    return row;
  }
}

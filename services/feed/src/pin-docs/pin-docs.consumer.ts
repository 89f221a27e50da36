import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { PinDocs } from './pin-docs.service.js';

/**
 * Durable consumer `feed-pin-docs`: what changes a Pin without a pin event, kept apart from the
 * docs (PinDocs). Each keeps the last word of its own events, so it needs no order with the pin
 * events that write the docs. Idempotent: the same event twice leaves the same rows.
 */
@Injectable()
@EventConsumer('pin-docs')
export class PinDocsConsumer {
  constructor(private readonly docs: PinDocs) {}

  @OnDomainEvent(Events.boards.boardUpdated)
  async boardUpdated({ board }: EventOf<typeof Events.boards.boardUpdated>): Promise<void> {
    await this.docs.copyBoard(board);
  }

  @OnDomainEvent(Events.boards.boardDeleted)
  async boardDeleted({ board_id }: EventOf<typeof Events.boards.boardDeleted>): Promise<void> {
    await this.docs.dropBoard(BigInt(board_id));
  }

  @OnDomainEvent(Events.offsite.linkScraped)
  async linkScraped({ url, product }: EventOf<typeof Events.offsite.linkScraped>): Promise<void> {
    await this.docs.setLinkProduct(url, product);
  }
}

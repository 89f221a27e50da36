import { Injectable } from '@nestjs/common';
import { Events, type EventOf, type Pin } from '@pinboard/contracts';
import { EventConsumer, GatheredInBatch, OnDomainEvent, type BatchingConsumer } from '@pinboard/service-kit';
import { LinkPages } from './link-pages.js';

/** Events waiting are applied up to this many at a time. */
const BATCH = 200;
/** Well under Postgres's limit for a B-tree key (about 2,700 bytes). */
const MAX_LINK_BYTES = 2048;

/**
 * Durable consumer `offsite-links`: every link a Pin is made or edited with is noted to be read
 * (link-reader.ts reads it apart from the stream, so a slow page never holds the events up). A
 * save keeps its source's link, already noted. Noting a link again is a no-op, so a replay is too.
 */
@Injectable()
@EventConsumer('links', { batch: BATCH })
export class LinksConsumer implements BatchingConsumer {
  private readonly links = new GatheredInBatch<string>((urls) => this.pages.note(urls));

  constructor(private readonly pages: LinkPages) {}

  inBatch(apply: () => Promise<void>): Promise<void> {
    return this.links.during(apply);
  }

  private async noteLinkOf(pin: Pin): Promise<void> {
    const link = pin.link;
    // A link is the row's key: one longer than a key may be (in bytes) is not read.
    if (link && /^https?:\/\//i.test(link) && Buffer.byteLength(link) <= MAX_LINK_BYTES) {
      await this.links.add(link);
    }
  }

  @OnDomainEvent(Events.pins.pinCreated)
  async pinCreated({ pin }: EventOf<typeof Events.pins.pinCreated>): Promise<void> {
    await this.noteLinkOf(pin);
  }

  @OnDomainEvent(Events.pins.pinUpdated)
  async pinUpdated({ pin }: EventOf<typeof Events.pins.pinUpdated>): Promise<void> {
    await this.noteLinkOf(pin);
  }
}

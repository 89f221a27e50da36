import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * Durable consumer `pins-link-products`: what a link's page sells (offsite.link.scraped) is kept, for
 * Pins made later with that link (the link_products migration's trigger copies it onto them), and
 * copied onto every Pin that has the link now; a page that sells nothing any more clears it.
 * Idempotent: the same event twice leaves the same rows.
 */
@Injectable()
@EventConsumer('link-products')
export class LinkProductsConsumer {
  constructor(private readonly prisma: PrismaClient) {}

  @OnDomainEvent(Events.offsite.linkScraped)
  async linkScraped({ url, product }: EventOf<typeof Events.offsite.linkScraped>): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      if (product === null) await tx.linkProduct.deleteMany({ where: { url } });
      else {
        await tx.linkProduct.upsert({ where: { url }, create: { url, product }, update: { product } });
      }
      await tx.pin.updateMany({
        where: { link: url },
        data: { product: product ?? Prisma.DbNull },
      });
    });
  }
}

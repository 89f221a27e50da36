import { Controller } from '@nestjs/common';
import {
  adCreateFields,
  AdsTexts,
  adUpdateFields,
  Events,
  Rpc,
  type Ad,
  type RpcInput,
} from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError, type OutboxWriter } from '@pinboard/service-kit';
import { AdAccountAccess } from '../access/ad-account-access.js';
import { runBatch } from '../batch/batch-runner.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { idFilter, idOrder, pageById } from '../wire/id-pages.js';
import { jsonOrDbNull } from '../wire/json-column.js';
import { toAd } from './ad.mapper.js';
import { PinsClient } from './pins.client.js';

/** Ads (v5 /ad_accounts/{id}/ads): a promoted Pin in an ad group of the same ad account. */
@Controller()
export class AdController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: AdAccountAccess,
    private readonly pins: PinsClient,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.ads.listAds)
  async list(input: RpcInput<typeof Rpc.ads.listAds>) {
    await this.access.require(input.actor.id, input.ad_account_id, 'read');
    return pageById(
      input.bookmark,
      input.page_size,
      input.order,
      (cursor, take) =>
        this.prisma.ad.findMany({
          where: {
            adAccountId: BigInt(input.ad_account_id),
            id: idFilter(cursor, input.ad_ids),
            ...(input.campaign_ids ? { campaignId: { in: input.campaign_ids.map(BigInt) } } : {}),
            ...(input.ad_group_ids ? { adGroupId: { in: input.ad_group_ids.map(BigInt) } } : {}),
            status: { in: input.entity_statuses },
          },
          orderBy: { id: idOrder(input.order) },
          take,
        }),
      toAd,
    );
  }

  /** The promoted Pin must exist and be one the actor can see (the pins service decides). */
  @RpcHandler(Rpc.ads.createAds)
  async create({ actor, ad_account_id, items }: RpcInput<typeof Rpc.ads.createAds>) {
    await this.access.require(actor.id, ad_account_id, 'write');
    const answer = await runBatch(items, ad_account_id, adCreateFields, async (fields) => {
      const adGroup = await this.prisma.adGroup.findFirst({
        where: { id: BigInt(fields.ad_group_id), adAccountId: BigInt(ad_account_id) },
        select: { id: true, campaignId: true },
      });
      if (!adGroup) throw ServiceError.notFound(AdsTexts.adGroupNotFound);
      await this.pins.requireVisible(fields.pin_id, actor.id);
      return this.prisma.$transaction(async (tx) => {
        const row = await tx.ad.create({
          data: {
            adAccountId: BigInt(ad_account_id),
            campaignId: adGroup.campaignId,
            adGroupId: adGroup.id,
            pinId: BigInt(fields.pin_id),
            destinationUrl: fields.destination_url ?? null,
            trackingUrls: jsonOrDbNull(fields.tracking_urls),
            name: fields.name ?? null,
            status: fields.status,
          },
        });
        return this.saved(tx, toAd(row));
      });
    });
    await this.events.flush();
    return answer;
  }

  /** One statement per object: it changes the ad only where the ad is this ad account's. */
  @RpcHandler(Rpc.ads.updateAds)
  async update({ actor, ad_account_id, items }: RpcInput<typeof Rpc.ads.updateAds>) {
    await this.access.require(actor.id, ad_account_id, 'write');
    const answer = await runBatch(items, ad_account_id, adUpdateFields, (fields) =>
      this.prisma.$transaction(async (tx) => {
        const [row] = await tx.ad.updateManyAndReturn({
          where: { id: BigInt(fields.id), adAccountId: BigInt(ad_account_id) },
          data: {
            destinationUrl: fields.destination_url,
            trackingUrls: jsonOrDbNull(fields.tracking_urls),
            name: fields.name,
            status: fields.status,
          },
        });
        if (!row) throw ServiceError.notFound(AdsTexts.adNotFound);
        return this.saved(tx, toAd(row));
      }),
    );
    await this.events.flush();
    return answer;
  }

  /** Records ads.saved in the write's transaction (the outbox); flushed after the batch. */
  private async saved(tx: OutboxWriter, ad: Ad): Promise<Ad> {
    await this.events.record(tx, Events.ads.adSaved, { ad });
    return ad;
  }
}

import { Controller } from '@nestjs/common';
import {
  AdsTexts,
  campaignCreateFields,
  campaignUpdateFields,
  endsAfterStart,
  Events,
  Rpc,
  type Campaign,
  type RpcInput,
} from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError, type OutboxWriter } from '@pinboard/service-kit';
import { AdAccountAccess } from '../access/ad-account-access.js';
import { runBatch } from '../batch/batch-runner.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { idFilter, idOrder, pageById } from '../wire/id-pages.js';
import { jsonOrDbNull } from '../wire/json-column.js';
import { bigintOf, dateOf } from '../wire/wire-values.js';
import type { z } from 'zod';
import { toCampaign } from './campaign.mapper.js';

/** The columns a campaign's fields write: all on create, those sent on update (undefined: unchanged). */
export function columnsOf<F extends Omit<z.output<typeof campaignUpdateFields>, 'id'>>(
  fields: F,
): {
  name: F['name'];
  status: F['status'];
  dailySpendCap: bigint | null | undefined;
  lifetimeSpendCap: bigint | null | undefined;
  startTime: Date | null | undefined;
  endTime: Date | null | undefined;
  trackingUrls: ReturnType<typeof jsonOrDbNull>;
} {
  return {
    name: fields.name,
    status: fields.status,
    dailySpendCap: bigintOf(fields.daily_spend_cap),
    lifetimeSpendCap: bigintOf(fields.lifetime_spend_cap),
    startTime: dateOf(fields.start_time),
    endTime: dateOf(fields.end_time),
    trackingUrls: jsonOrDbNull(fields.tracking_urls),
  };
}

/** Campaigns (v5 /ad_accounts/{id}/campaigns): lists for any role, batch writes for writers. */
@Controller()
export class CampaignController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: AdAccountAccess,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.ads.listCampaigns)
  async list(input: RpcInput<typeof Rpc.ads.listCampaigns>) {
    await this.access.require(input.actor.id, input.ad_account_id, 'read');
    return pageById(
      input.bookmark,
      input.page_size,
      input.order,
      (cursor, take) =>
        this.prisma.campaign.findMany({
          where: {
            adAccountId: BigInt(input.ad_account_id),
            id: idFilter(cursor, input.campaign_ids),
            status: { in: input.entity_statuses },
          },
          orderBy: { id: idOrder(input.order) },
          take,
        }),
      toCampaign,
    );
  }

  @RpcHandler(Rpc.ads.createCampaigns)
  async create({ actor, ad_account_id, items }: RpcInput<typeof Rpc.ads.createCampaigns>) {
    await this.access.require(actor.id, ad_account_id, 'write');
    const answer = await runBatch(items, ad_account_id, campaignCreateFields, (fields) =>
      this.prisma.$transaction(async (tx) => {
        const row = await tx.campaign.create({
          data: {
            adAccountId: BigInt(ad_account_id),
            objectiveType: fields.objective_type,
            ...columnsOf(fields),
          },
        });
        return this.saved(tx, toCampaign(row));
      }),
    );
    await this.events.flush();
    return answer;
  }

  /** Each object changes what it names and nothing else, checked against the campaign as it is. */
  @RpcHandler(Rpc.ads.updateCampaigns)
  async update({ actor, ad_account_id, items }: RpcInput<typeof Rpc.ads.updateCampaigns>) {
    await this.access.require(actor.id, ad_account_id, 'write');
    const answer = await runBatch(items, ad_account_id, campaignUpdateFields, (fields) =>
      this.prisma.$transaction(async (tx) => {
        const where = { id: BigInt(fields.id), adAccountId: BigInt(ad_account_id) };
        const current = await tx.campaign.findFirst({ where });
        if (!current) throw ServiceError.notFound(AdsTexts.campaignNotFound);
        const merged = { ...toCampaign(current), ...fields };
        if (!endsAfterStart(merged)) throw ServiceError.validation(AdsTexts.endBeforeStart);
        const row = await tx.campaign.update({
          where: { id: current.id },
          data: columnsOf(fields),
        });
        return this.saved(tx, toCampaign(row));
      }),
    );
    await this.events.flush();
    return answer;
  }

  /** Records campaigns.saved in the write's transaction (the outbox); flushed after the batch. */
  private async saved(tx: OutboxWriter, campaign: Campaign): Promise<Campaign> {
    await this.events.record(tx, Events.ads.campaignSaved, { campaign });
    return campaign;
  }
}

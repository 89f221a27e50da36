import { Controller } from '@nestjs/common';
import {
  adGroupCreateFields,
  adGroupProblem,
  adGroupUpdateFields,
  AdsTexts,
  endsAfterStart,
  Events,
  Rpc,
  type AdGroup,
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
import { toAdGroup } from './ad-group.mapper.js';

/** An ad group as it would be after a write: its flight and its budget and bid rules hold. */
function requireValid(group: Parameters<typeof adGroupProblem>[0] & Parameters<typeof endsAfterStart>[0]) {
  if (!endsAfterStart(group)) throw ServiceError.validation(AdsTexts.endBeforeStart);
  const problem = adGroupProblem(group);
  if (problem) throw ServiceError.validation(problem);
}

/**
 * The columns an ad group's fields write: all of them on create, those sent on update (a field left
 * out stays undefined, which Prisma leaves as it is).
 */
export function columnsOf<F extends Omit<z.output<typeof adGroupUpdateFields>, 'id'>>(
  fields: F,
): {
  name: F['name'];
  status: F['status'];
  budgetInMicroCurrency: bigint | null | undefined;
  budgetType: F['budget_type'];
  bidInMicroCurrency: bigint | null | undefined;
  bidStrategyType: F['bid_strategy_type'];
  billableEvent: F['billable_event'];
  startTime: Date | null | undefined;
  endTime: Date | null | undefined;
  targetingSpec: F['targeting_spec'];
  placementGroup: F['placement_group'];
  trackingUrls: ReturnType<typeof jsonOrDbNull>;
} {
  return {
    name: fields.name,
    status: fields.status,
    budgetInMicroCurrency: bigintOf(fields.budget_in_micro_currency),
    budgetType: fields.budget_type,
    bidInMicroCurrency: bigintOf(fields.bid_in_micro_currency),
    bidStrategyType: fields.bid_strategy_type,
    billableEvent: fields.billable_event,
    startTime: dateOf(fields.start_time),
    endTime: dateOf(fields.end_time),
    targetingSpec: fields.targeting_spec,
    placementGroup: fields.placement_group,
    trackingUrls: jsonOrDbNull(fields.tracking_urls),
  };
}

/** Ad groups (v5 /ad_accounts/{id}/ad_groups), each in a campaign of the same ad account. */
@Controller()
export class AdGroupController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: AdAccountAccess,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.ads.listAdGroups)
  async list(input: RpcInput<typeof Rpc.ads.listAdGroups>) {
    await this.access.require(input.actor.id, input.ad_account_id, 'read');
    return pageById(
      input.bookmark,
      input.page_size,
      input.order,
      (cursor, take) =>
        this.prisma.adGroup.findMany({
          where: {
            adAccountId: BigInt(input.ad_account_id),
            id: idFilter(cursor, input.ad_group_ids),
            ...(input.campaign_ids ? { campaignId: { in: input.campaign_ids.map(BigInt) } } : {}),
            status: { in: input.entity_statuses },
          },
          orderBy: { id: idOrder(input.order) },
          take,
        }),
      toAdGroup,
    );
  }

  @RpcHandler(Rpc.ads.createAdGroups)
  async create({ actor, ad_account_id, items }: RpcInput<typeof Rpc.ads.createAdGroups>) {
    await this.access.require(actor.id, ad_account_id, 'write');
    const answer = await runBatch(items, ad_account_id, adGroupCreateFields, async (fields) => {
      requireValid(fields);
      const campaign = await this.prisma.campaign.findFirst({
        where: { id: BigInt(fields.campaign_id), adAccountId: BigInt(ad_account_id) },
        select: { id: true },
      });
      if (!campaign) throw ServiceError.notFound(AdsTexts.campaignNotFound);
      return this.prisma.$transaction(async (tx) => {
        const row = await tx.adGroup.create({
          data: {
            adAccountId: BigInt(ad_account_id),
            campaignId: campaign.id,
            ...columnsOf(fields),
          },
        });
        return this.saved(tx, toAdGroup(row));
      });
    });
    await this.events.flush();
    return answer;
  }

  @RpcHandler(Rpc.ads.updateAdGroups)
  async update({ actor, ad_account_id, items }: RpcInput<typeof Rpc.ads.updateAdGroups>) {
    await this.access.require(actor.id, ad_account_id, 'write');
    const answer = await runBatch(items, ad_account_id, adGroupUpdateFields, (fields) =>
      this.prisma.$transaction(async (tx) => {
        const where = { id: BigInt(fields.id), adAccountId: BigInt(ad_account_id) };
        const current = await tx.adGroup.findFirst({ where });
        if (!current) throw ServiceError.notFound(AdsTexts.adGroupNotFound);
        requireValid({ ...toAdGroup(current), ...fields });
        const row = await tx.adGroup.update({
          where: { id: current.id },
          data: columnsOf(fields),
        });
        return this.saved(tx, toAdGroup(row));
      }),
    );
    await this.events.flush();
    return answer;
  }

  /** Records ad_groups.saved in the write's transaction (the outbox); flushed after the batch. */
  private async saved(tx: OutboxWriter, adGroup: AdGroup): Promise<AdGroup> {
    await this.events.record(tx, Events.ads.adGroupSaved, { ad_group: adGroup });
    return adGroup;
  }
}

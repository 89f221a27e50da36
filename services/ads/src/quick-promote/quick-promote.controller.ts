import { Controller } from '@nestjs/common';
import {
  AdsTexts,
  Events,
  MICRO_CURRENCY,
  quickPromoteMinimumBudget,
  Rpc,
  type QuickPromoteReply,
  type RpcInput,
  type TargetingSpec,
} from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError, type OutboxWriter } from '@pinboard/service-kit';
import { AdAccountAccess } from '../access/ad-account-access.js';
import { columnsOf as adGroupColumns } from '../ad-groups/ad-group.controller.js';
import { toAdGroup } from '../ad-groups/ad-group.mapper.js';
import { toAd } from '../ads/ad.mapper.js';
import { PinsClient } from '../ads/pins.client.js';
import { columnsOf as campaignColumns } from '../campaigns/campaign.controller.js';
import { toCampaign } from '../campaigns/campaign.mapper.js';
import { PrismaClient } from '../generated/prisma/client.js';

type Promotion = RpcInput<typeof Rpc.ads.quickPromote>['promotion'];
const DAY_SECONDS = 86_400;

/**
 * When the campaign runs, in unix seconds: from now (or the next UTC midnight when not started at
 * once) for `duration` days, through `inclusive_end_date` when one is given, or with no end.
 */
export function flightOf(p: Promotion, now: Date): { start: number; end: number | null } {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const start = p.start_now ? nowSeconds : (Math.floor(nowSeconds / DAY_SECONDS) + 1) * DAY_SECONDS;
  if (p.is_ongoing) return { start, end: null };
  const end = p.inclusive_end_date
    ? Date.parse(`${p.inclusive_end_date}T00:00:00Z`) / 1000 + DAY_SECONDS
    : start + p.duration * DAY_SECONDS;
  if (end <= start) throw ServiceError.validation(AdsTexts.endBeforeStart);
  return { start, end };
}

/** Who sees it: the countries asked (the ad account's own otherwise); the rest only when not automatic. */
function targetingOf(p: Promotion, country: string): TargetingSpec {
  const { GEO, AGE_BUCKET, GENDER, INTEREST } = p.targeting_spec;
  const chosen = p.auto_targeting_enabled ? {} : { AGE_BUCKET, GENDER, INTEREST };
  const spec: TargetingSpec = { GEO: GEO?.length ? [...new Set(GEO)] : [country] };
  for (const [key, value] of Object.entries(chosen)) {
    if (value?.length) Object.assign(spec, { [key]: value });
  }
  return spec;
}

/**
 * Quick promote (SPEC §3, §4, §9): a campaign, its ad group and the ad for one Pin from one small
 * form, written in one transaction, so a failure leaves nothing behind.
 */
@Controller()
export class QuickPromoteController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: AdAccountAccess,
    private readonly pins: PinsClient,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.ads.quickPromote)
  async create({ actor, ad_account_id, pin_id, promotion: p }: RpcInput<typeof Rpc.ads.quickPromote>) {
    await this.access.require(actor.id, ad_account_id, 'write');
    if (p.advertiser_id !== undefined && p.advertiser_id !== ad_account_id) {
      throw ServiceError.validation(AdsTexts.otherAdvertiser);
    }
    if (p.pin_id !== undefined && p.pin_id !== pin_id) throw ServiceError.validation(AdsTexts.otherPin);
    if (p.product_group_id != null) throw ServiceError.validation(AdsTexts.productGroupsUnavailable);
    const account = await this.prisma.adAccount.findUniqueOrThrow({
      where: { id: BigInt(ad_account_id) },
      select: { country: true, currency: true },
    });
    const minimum = quickPromoteMinimumBudget(account.country);
    if (p.budget_in_micro_currency < minimum * MICRO_CURRENCY) {
      const shown = new Intl.NumberFormat('en', { style: 'currency', currency: account.currency }).format(
        minimum,
      );
      throw ServiceError.validation(AdsTexts.quickPromoteMinimum(shown));
    }
    const pin = await this.pins.visiblePin(pin_id, actor.id);
    const { start, end } = flightOf(p, new Date());
    const flight = { start_time: start, end_time: end };
    const adAccountId = BigInt(ad_account_id);
    const written = await this.prisma.$transaction(async (tx) => {
      const campaign = await tx.campaign.create({
        data: {
          adAccountId,
          objectiveType: p.objective_type,
          ...campaignColumns({
            name: p.campaign_name,
            status: 'ACTIVE',
            daily_spend_cap: p.budget_in_micro_currency,
            ...flight,
          }),
        },
      });
      const adGroup = await tx.adGroup.create({
        data: {
          adAccountId,
          campaignId: campaign.id,
          ...adGroupColumns({
            name: p.campaign_name,
            status: 'ACTIVE',
            budget_in_micro_currency: p.budget_in_micro_currency,
            budget_type: 'DAILY',
            bid_strategy_type: 'AUTOMATIC_BID',
            billable_event: 'CLICKTHROUGH',
            targeting_spec: targetingOf(p, account.country),
            placement_group: 'ALL',
            ...flight,
          }),
        },
      });
      const ad = await tx.ad.create({
        data: {
          adAccountId,
          campaignId: campaign.id,
          adGroupId: adGroup.id,
          pinId: BigInt(pin_id),
          destinationUrl: p.destination_url ?? pin.link ?? null,
          name: p.campaign_name,
          status: 'ACTIVE',
        },
      });
      const reply = { campaign: toCampaign(campaign), ad_group: toAdGroup(adGroup), ad: toAd(ad) };
      await this.announce(tx, reply);
      return reply;
    });
    await this.events.flush();
    return written;
  }

  /**
   * Told as the ads manager's writes are, so what follows them (reporting, serving) sees these
   * too; recorded in the same transaction (the outbox).
   */
  private async announce(tx: OutboxWriter, { campaign, ad_group, ad }: QuickPromoteReply): Promise<void> {
    await this.events.record(tx, Events.ads.campaignSaved, { campaign });
    await this.events.record(tx, Events.ads.adGroupSaved, { ad_group });
    await this.events.record(tx, Events.ads.adSaved, { ad });
  }
}

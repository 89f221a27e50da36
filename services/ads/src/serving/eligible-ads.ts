import { Injectable } from '@nestjs/common';
import { keywordForm, type AdPlacement, type TargetingSpec } from '@pinboard/contracts';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Budget, Candidate } from './auction.js';
import type { KeywordTargeting } from './search-targeting.js';

/** What serving knows of an eligible ad beyond the auction's terms. */
export interface EligibleAd extends Candidate, KeywordTargeting {
  promoterName: string;
  /**
   * Who it is for (contracts' audienceMatches): its ad group's countries, ages and genders, if it
   * names them.
   */
  audience: Pick<TargetingSpec, 'GEO' | 'AGE_BUCKET' | 'GENDER'>;
}

/** v5's placement groups a placement is in. */
const GROUPS: Record<AdPlacement, ('ALL' | 'BROWSE' | 'SEARCH')[]> = {
  feed: ['ALL', 'BROWSE'],
  related: ['ALL', 'BROWSE'],
  search: ['ALL', 'SEARCH'],
};
/**
 * How long the eligible ads of a placement are reused: a paused, ended or spent campaign stops
 * serving within this (the bound is 5 s) without a query per page.
 */
export const ELIGIBLE_TTL_MS = 2_000;

const startOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);

/** What a campaign or an ad group has been charged (reporting's budget ledger), micro-currency. */
interface Spent {
  today: number;
  inAll: number;
}
const NOTHING_SPENT: Spent = { today: 0, inAll: 0 };
// The ledger keeps nano-currency (a CPM impression is a thousandth of a micro-price).
const microsOf = (nano: bigint) => Number(nano / 1000n);

/** The budget for the auction, when one is set (amount not null); a daily one never ends. */
function budgetIf(
  period: Budget['period'],
  amount: bigint | null,
  spent: Spent,
  endsAt: Date | null,
): Budget[] {
  if (amount === null) return [];
  return [
    {
      period,
      amount: Number(amount),
      spentToday: spent.today,
      spentInAll: spent.inAll,
      endsAt: period === 'LIFETIME' ? endsAt : null,
    },
  ];
}

/** The keywords of a targeting_spec as they are matched (keywordForm), each once. */
function keywordsOf(keywords: readonly string[] | undefined): string[] {
  return [...new Set((keywords ?? []).map(keywordForm))];
}

/**
 * The ads that may serve now, per placement: the ad, its ad group and its campaign all ACTIVE, both
 * flights under way, the placement theirs, their ad account with billing info; with what each
 * campaign and ad group has spent, today and in all, from reporting's budget ledger.
 */
@Injectable()
export class EligibleAds {
  private readonly cache = new Map<AdPlacement, { at: number; ads: Promise<EligibleAd[]> }>();

  constructor(private readonly prisma: PrismaClient) {}

  get(placement: AdPlacement, now = new Date()): Promise<EligibleAd[]> {
    const cached = this.cache.get(placement);
    if (cached && now.getTime() - cached.at < ELIGIBLE_TTL_MS) return cached.ads;
    const ads = this.load(placement, now);
    this.cache.set(placement, { at: now.getTime(), ads });
    ads.catch(() => this.cache.delete(placement));
    return ads;
  }

  private async load(placement: AdPlacement, now: Date): Promise<EligibleAd[]> {
    const inFlight = {
      AND: [
        { OR: [{ startTime: null }, { startTime: { lte: now } }] },
        { OR: [{ endTime: null }, { endTime: { gt: now } }] },
      ],
    };
    const rows = await this.prisma.ad.findMany({
      where: {
        status: 'ACTIVE',
        adGroup: {
          status: 'ACTIVE',
          placementGroup: { in: GROUPS[placement] },
          ...inFlight,
          // Only ad accounts with billing info serve (BillingReadinessConsumer).
          campaign: { status: 'ACTIVE', ...inFlight, adAccount: { billingReady: true } },
        },
      },
      include: { adGroup: { include: { campaign: { include: { adAccount: { select: { name: true } } } } } } },
    });
    const spent = await this.spentBy(
      [...new Set(rows.map((row) => row.campaignId))],
      [...new Set(rows.map((row) => row.adGroupId))],
      now,
    );
    return rows.map((row) => {
      const group = row.adGroup;
      const campaign = group.campaign;
      const byCampaign = spent.get(`campaign/${campaign.id}`) ?? NOTHING_SPENT;
      const byGroup = spent.get(`ad_group/${group.id}`) ?? NOTHING_SPENT;
      // Written only after the contract's schema accepted it.
      const targeting = group.targetingSpec as TargetingSpec;
      return {
        adId: row.id.toString(),
        adGroupId: group.id.toString(),
        campaignId: campaign.id.toString(),
        adAccountId: row.adAccountId.toString(),
        pinId: row.pinId.toString(),
        billableEvent: group.billableEvent,
        bid:
          group.bidStrategyType === 'AUTOMATIC_BID' || group.bidInMicroCurrency === null
            ? null
            : Number(group.bidInMicroCurrency),
        budgets: [
          ...budgetIf('DAILY', campaign.dailySpendCap, byCampaign, null),
          ...budgetIf('LIFETIME', campaign.lifetimeSpendCap, byCampaign, campaign.endTime),
          ...budgetIf(group.budgetType, group.budgetInMicroCurrency, byGroup, group.endTime),
        ],
        keywords: keywordsOf(targeting.KEYWORD),
        negativeKeywords: keywordsOf(targeting.NEGATIVE_KEYWORD),
        audience: {
          ...(targeting.GEO ? { GEO: targeting.GEO } : {}),
          ...(targeting.AGE_BUCKET ? { AGE_BUCKET: targeting.AGE_BUCKET } : {}),
          ...(targeting.GENDER ? { GENDER: targeting.GENDER } : {}),
        },
        promoterName: campaign.adAccount.name,
      };
    });
  }

  /** What these campaigns and ad groups spent today and in all, by `campaign/<id>` and `ad_group/<id>`. */
  private async spentBy(campaignIds: bigint[], adGroupIds: bigint[], now: Date): Promise<Map<string, Spent>> {
    if (campaignIds.length === 0) return new Map();
    const owners = {
      OR: [
        { budgetOwner: 'campaign', ownerId: { in: campaignIds } },
        { budgetOwner: 'ad_group', ownerId: { in: adGroupIds } },
      ],
    };
    const [totals, today] = await Promise.all([
      this.prisma.budgetSpendTotal.findMany({ where: owners }),
      this.prisma.budgetSpendDay.findMany({ where: { ...owners, day: startOfUtcDay(now) } }),
    ]);
    const spentToday = new Map(
      today.map((d) => [`${d.budgetOwner}/${d.ownerId}`, microsOf(d.spendInNanoCurrency)]),
    );
    return new Map(
      totals.map((t) => {
        const key = `${t.budgetOwner}/${t.ownerId}`;
        return [key, { today: spentToday.get(key) ?? 0, inAll: microsOf(t.spendInNanoCurrency) }];
      }),
    );
  }
}

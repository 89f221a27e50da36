import { Injectable } from '@nestjs/common';
import type { AdPlacement } from '@pinboard/contracts';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Candidate } from './auction.js';

/** What serving knows of an eligible ad beyond the auction's terms. */
export interface EligibleAd extends Candidate {
  promoterName: string;
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

/**
 * The ads that may serve now, per placement: the ad, its ad group and its campaign all ACTIVE, both
 * flights under way, the placement theirs; with each campaign's spend today from reporting.
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
          campaign: { status: 'ACTIVE', ...inFlight },
        },
      },
      include: { adGroup: { include: { campaign: { include: { adAccount: { select: { name: true } } } } } } },
    });
    const campaignIds = [...new Set(rows.map((row) => row.campaignId))];
    const spend = campaignIds.length
      ? await this.prisma.adHourlyStat.groupBy({
          by: ['campaignId'],
          where: { campaignId: { in: campaignIds }, hour: { gte: startOfUtcDay(now) } },
          _sum: { spendInNanoCurrency: true },
        })
      : [];
    // Reporting keeps nano-currency (a CPM impression is a thousandth of a micro-price).
    const spentMicros = new Map(
      spend.map((s) => [s.campaignId, Number((s._sum.spendInNanoCurrency ?? 0n) / 1000n)]),
    );
    return rows.map((row) => {
      const group = row.adGroup;
      const campaign = group.campaign;
      const budgets = [
        campaign.dailySpendCap,
        group.budgetType === 'DAILY' ? group.budgetInMicroCurrency : null,
      ]
        .filter((b): b is bigint => b !== null)
        .map(Number);
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
        dailyBudget: budgets.length ? Math.min(...budgets) : null,
        spentToday: spentMicros.get(campaign.id) ?? 0,
        promoterName: campaign.adAccount.name,
      };
    });
  }
}

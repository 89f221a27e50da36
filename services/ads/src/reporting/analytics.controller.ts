import { Controller } from '@nestjs/common';
import { Rpc, type AnalyticsGranularity, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { AdAccountAccess } from '../access/ad-account-access.js';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { analyticsRow, type AnalyticsTotals } from './analytics-rows.js';

const DAY_MS = 86_400_000;
const ID_COLUMNS = { campaign: 'campaign_id', ad_group: 'ad_group_id', ad: 'ad_id' } as const;
const BUCKETS: Record<AnalyticsGranularity, Prisma.Sql> = {
  TOTAL: Prisma.sql`NULL::timestamptz`,
  DAY: Prisma.sql`date_trunc('day', hour, 'UTC')`,
  HOUR: Prisma.sql`hour`,
};

/**
 * v5 analytics (`ads.analytics.get`): the hourly rollup summed by campaign, ad group or ad over
 * whole UTC days, per hour, per day or in total. Any role reads; the rows are only ever of the
 * ad account asked about, so ids of another ad account answer nothing.
 */
@Controller()
export class AnalyticsController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: AdAccountAccess,
  ) {}

  @RpcHandler(Rpc.ads.analytics)
  async analytics(input: RpcInput<typeof Rpc.ads.analytics>) {
    await this.access.require(input.actor.id, input.ad_account_id, 'read');
    const from = new Date(`${input.start_date}T00:00:00Z`);
    const to = new Date(Date.parse(`${input.end_date}T00:00:00Z`) + DAY_MS);
    const idColumn = Prisma.raw(ID_COLUMNS[input.level]);
    const bucket = BUCKETS[input.granularity];
    const rows = await this.prisma.$queryRaw<AnalyticsTotals[]>`
      SELECT ${idColumn} AS id, ${bucket} AS bucket,
        sum(impressions)::bigint AS "impressions", sum(closeups)::bigint AS "closeups",
        sum(saves)::bigint AS "saves", sum(outbound_clicks)::bigint AS "outboundClicks",
        sum(spend_in_nano_currency)::bigint AS "spendInNanoCurrency"
      FROM "ads"."ad_hourly_stats"
      WHERE ad_account_id = ${BigInt(input.ad_account_id)}
        AND ${idColumn} = ANY(${input.ids}::bigint[])
        AND hour >= ${from} AND hour < ${to}
      GROUP BY 1, 2
      ORDER BY 1, 2`;
    return rows.map((totals) => analyticsRow(input.level, input.granularity, input.columns, totals));
  }
}

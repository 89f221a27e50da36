import { Controller } from '@nestjs/common';
import { Rpc, type AnalyticsGranularity, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { AdAccountAccess } from '../access/ad-account-access.js';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { analyticsJson } from './analytics-rows.js';

const DAY_MS = 86_400_000;
const ID_COLUMNS = { campaign: 'campaign_id', ad_group: 'ad_group_id', ad: 'ad_id' } as const;
/**
 * Where each granularity reads and how it buckets: by day and in total from the daily rollup (a
 * trigger keeps it from the hourly one), by hour from the hourly rollup. The bucket is v5's DATE
 * as Postgres writes it (the day, or the hour's start in UTC), which also sorts in time order.
 */
const SOURCES: Record<AnalyticsGranularity, { daily: boolean; bucket: Prisma.Sql }> = {
  TOTAL: { daily: true, bucket: Prisma.sql`NULL::text` },
  DAY: { daily: true, bucket: Prisma.sql`to_char(day, 'YYYY-MM-DD')` },
  HOUR: { daily: false, bucket: Prisma.sql`to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24":00:00Z"')` },
};

/**
 * v5 analytics (`ads.analytics.get`): the rollups summed by campaign, ad group or ad over
 * whole UTC days, per hour, per day or in total, answered as the rows' JSON text, written by
 * Postgres (analytics-rows.ts) and sent on by the gateway as it is. Any role reads; the
 * rows are only ever of the ad account asked about, so ids of another ad account answer nothing.
 */
@Controller()
export class AnalyticsController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: AdAccountAccess,
  ) {}

  @RpcHandler(Rpc.ads.analytics)
  async analytics(input: RpcInput<typeof Rpc.ads.analytics>): Promise<string> {
    await this.access.require(input.actor.id, input.ad_account_id, 'read');
    const idColumn = Prisma.raw(ID_COLUMNS[input.level]);
    const { daily, bucket } = SOURCES[input.granularity];
    const [table, within] = daily
      ? [
          Prisma.sql`"ads"."ad_daily_stats"`,
          Prisma.sql`day BETWEEN ${input.start_date}::date AND ${input.end_date}::date`,
        ]
      : [
          Prisma.sql`"ads"."ad_hourly_stats"`,
          Prisma.sql`hour >= ${new Date(`${input.start_date}T00:00:00Z`)}
            AND hour < ${new Date(Date.parse(`${input.end_date}T00:00:00Z`) + DAY_MS)}`,
        ];
    const sums = Prisma.sql`
      SELECT ${idColumn} AS id, ${bucket} AS bucket,
        sum(impressions)::bigint AS impressions, sum(closeups)::bigint AS closeups,
        sum(saves)::bigint AS saves, sum(outbound_clicks)::bigint AS outbound_clicks,
        sum(spend_in_nano_currency)::bigint AS spend_in_nano_currency
      FROM ${table}
      WHERE ad_account_id = ${BigInt(input.ad_account_id)}
        AND ${idColumn} = ANY(${input.ids}::bigint[])
        AND ${within}
      GROUP BY ${idColumn}, 2`;
    const [answer] = await this.prisma.$queryRaw<{ json: string }[]>(
      analyticsJson(sums, input.level, input.granularity, input.columns),
    );
    return answer?.json ?? '[]';
  }
}

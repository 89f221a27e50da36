/**
 * Reporting at size (issue 9): an ad account with 100 campaigns and 30 days of their numbers (what
 * counting about 10M ad events leaves in the hourly rollup: one row per ad and hour, written here
 * directly, since sending 10M events through the pipeline would take the bench ~7 minutes and is
 * measured on its own in ads.ts), then v5 campaign analytics for all 100 over the 30 days, by day,
 * through the gateway, next to Postgres alone running the same SQL with pgbench in the same run.
 */
import { must } from '@pinboard/test-kit';
import { benchAdvertiser } from './advertiser.js';
import { sql } from './corpus.js';
import { httpLoad, pgbench, round, type LoadResult } from './measure.js';

const CAMPAIGNS = 100;
const DAYS = 30;
const COLUMNS =
  'SPEND_IN_MICRO_DOLLAR,TOTAL_IMPRESSION,TOTAL_CLICKTHROUGH,TOTAL_SAVE,CTR,CPC_IN_MICRO_DOLLAR';

export async function benchReporting(
  stackUrl: string,
  options: { seconds: number; connections: number },
  log: (line: string) => void,
  /** Each gateway load as run.ts's `--profile` wraps it: a window of the parts' profiles. */
  profiled: (name: string, load: () => Promise<LoadResult>) => Promise<LoadResult> = (_, load) => load(),
): Promise<{ results: Record<string, LoadResult[]>; summary: Record<string, unknown> }> {
  const { owner, adAccountId, pin, writeAll } = await benchAdvertiser(
    stackUrl,
    'benchreport',
    'Bench Reports',
    962,
  );
  // Paused: the bench's other parts serve ads, and these must not compete.
  const campaignIds = await writeAll(
    'campaigns',
    Array.from({ length: CAMPAIGNS }, (_, i) => ({
      name: `Report ${i}`,
      objective_type: 'CONSIDERATION',
      status: 'PAUSED',
    })),
  );
  const adGroupIds = await writeAll(
    'ad_groups',
    campaignIds.map((campaign_id) => ({ campaign_id, name: 'Everyone', billable_event: 'IMPRESSION' })),
  );
  await writeAll(
    'ads',
    adGroupIds.map((ad_group_id) => ({ ad_group_id, pin_id: pin.id })),
  );

  // The rollup 30 days of events leave: per ad and hour about 134 impressions, 2% closeups, 1%
  // saves, 0.5% clicks, at a $5 CPM (nano-currency, as reporting keeps spend).
  const started = Date.now();
  sql(`INSERT INTO ads.ad_hourly_stats
      (ad_id, hour, ad_group_id, campaign_id, ad_account_id, impressions, closeups, saves,
       outbound_clicks, spend_in_nano_currency)
    SELECT id, hour, ad_group_id, campaign_id, ad_account_id, imps, imps / 50, imps / 100, imps / 200,
      imps * 5000000
    FROM (SELECT a.id, h.hour, a.ad_group_id, a.campaign_id, a.ad_account_id,
        (100 + floor(random() * 68))::bigint AS imps
      FROM ads.ads a
      CROSS JOIN generate_series(date_trunc('hour', now()) - interval '${DAYS * 24 - 1} hours',
        date_trunc('hour', now()), interval '1 hour') AS h(hour)
      WHERE a.ad_account_id = ${BigInt(adAccountId)}) generated
    ON CONFLICT DO NOTHING`);
  // Written at once, the daily rollup's trigger left each day's row 24 versions deep; 30 days of
  // real traffic would have been vacuumed along the way, so the bench reads it as they would.
  sql('VACUUM ANALYZE ads.ad_hourly_stats');
  sql('VACUUM ANALYZE ads.ad_daily_stats');
  const [events, rows] = sql(`SELECT sum(impressions + closeups + saves + outbound_clicks), count(*)
    FROM ads.ad_hourly_stats WHERE ad_account_id = ${BigInt(adAccountId)}`)[0]!.split('|');
  log(`reporting: ${rows} hourly rows for ${events} events written in ${Date.now() - started} ms`);

  const end = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const url =
    `${stackUrl}/v5/ad_accounts/${adAccountId}/campaigns/analytics?start_date=${start}&end_date=${end}` +
    `&campaign_ids=${campaignIds.join(',')}&columns=${COLUMNS}&granularity=DAY`;
  must(await owner.api.v5('GET', url.slice(stackUrl.length + 3)), 'analytics answers');
  // The report's sums, one row per campaign and day: what Postgres alone answers the request with.
  const sums = `SELECT campaign_id AS id, to_char(day, 'YYYY-MM-DD') AS bucket,
      sum(impressions)::bigint AS impressions, sum(closeups)::bigint AS closeups, sum(saves)::bigint AS saves,
      sum(outbound_clicks)::bigint AS outbound_clicks, sum(spend_in_nano_currency)::bigint AS spend_in_nano_currency
    FROM ads.ad_daily_stats
    WHERE ad_account_id = ${BigInt(adAccountId)}
      AND campaign_id = ANY('{${campaignIds.join(',')}}'::bigint[])
      AND day BETWEEN '${start}'::date AND '${end}'::date
    GROUP BY 1, 2`;
  const script = `${sums} ORDER BY 1, 2;`;
  // And the ads service's SQL for it (reporting/analytics-rows.ts): those rows written as v5's JSON.
  const rounded = (a: string, b: string) =>
    `CASE WHEN (${b}) = 0 THEN NULL ELSE (${a}) / (${b}) + (((${a}) % (${b})) * 2 >= (${b}))::int END`;
  const value = (column: string, sql: string) => `,'"${column}":',coalesce((${sql})::text,'null')`;
  const jsonScript = `WITH s AS (${sums})
    SELECT coalesce('[' || string_agg(concat('{"CAMPAIGN_ID":"',s.id,'","DATE":"',s.bucket,'"'
      ${value('SPEND_IN_MICRO_DOLLAR', rounded('s.spend_in_nano_currency', '1000'))}
      ${value('TOTAL_IMPRESSION', 's.impressions')}${value('TOTAL_CLICKTHROUGH', 's.outbound_clicks')}
      ${value('TOTAL_SAVE', 's.saves')}${value('CTR', 's.outbound_clicks::float8 / nullif(s.impressions, 0)::float8')}
      ${value('CPC_IN_MICRO_DOLLAR', rounded('s.spend_in_nano_currency', 's.outbound_clicks * 1000'))},'}'),
      ',' ORDER BY s.id, s.bucket) || ']', '[]') AS json FROM s;`.replace(/\s*\n\s*/g, ' ');
  const gateway: LoadResult[] = [];
  const postgres: LoadResult[] = [];
  const postgresJson: LoadResult[] = [];
  // One advertiser reading a report, and many at once.
  for (const c of [1, options.connections]) {
    gateway.push(
      await profiled(`reporting-${c}`, () =>
        httpLoad(url, c, options.seconds, { cookie: owner.api.jar.header() }),
      ),
    );
    postgres.push(pgbench(script, c, options.seconds));
    postgresJson.push(pgbench(jsonScript, c, options.seconds));
    log(
      `reporting: 30 days x 100 campaigns by day at ${c}: gateway ${gateway.at(-1)!.requests_per_second} req/s ` +
        `p95 ${gateway.at(-1)!.p95_ms} ms, pgbench ${postgres.at(-1)!.requests_per_second} tps p95 ${postgres.at(-1)!.p95_ms} ms ` +
        `(the JSON SQL ${postgresJson.at(-1)!.requests_per_second} tps)`,
    );
  }
  const [one, many] = gateway;
  return {
    results: {
      gateway_reporting_30_days_100_campaigns: gateway,
      pgbench_reporting_sql: postgres,
      pgbench_reporting_json_sql: postgresJson,
    },
    summary: {
      reporting_events_represented: Number(events),
      reporting_p95_ms_at_1: one!.p95_ms,
      reporting_p95_ms_at_16: many!.p95_ms,
      reporting_req_per_s_ratio_to_pgbench_at_16: round(
        many!.requests_per_second / postgres[1]!.requests_per_second,
      ),
      reporting_req_per_s_ratio_to_pgbench_json_sql_at_16: round(
        many!.requests_per_second / postgresJson[1]!.requests_per_second,
      ),
    },
  };
}

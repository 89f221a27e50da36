/**
 * The advertiser side under load (issue 9): the home feed with an ad to serve against the same feed
 * with none (what ad selection adds), and ad events through the gateway's collection endpoint with
 * the time until reporting has counted every accepted one exactly.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@pinboard/contracts';
import { DEV_TRACKING_SECRET, mintTrackingToken } from '@pinboard/service-kit';
import { must, signUp, waitFor, type Person } from '@pinboard/test-kit';
import { randomUUID } from 'node:crypto';
import { benchAdvertiser } from './advertiser.js';
import { httpLoad, round, visitorBrowserHeaders, type LoadResult } from './measure.js';

/** Events per collection request: the endpoint's most. */
const EVENTS_PER_REQUEST = 100;

/** A business with one campaign serving one ad (every placement), outbidding earlier runs' ads. */
export async function advertiserWithAd(stackUrl: string): Promise<{
  owner: Person;
  adAccountId: string;
  campaignId: string;
  adId: string;
  adGroupId: string;
  pinId: string;
}> {
  const { owner, adAccountId, pin, writeAll } = await benchAdvertiser(stackUrl, 'benchads', 'Bench Ads', 961);
  const write = async (what: string, object: object) => (await writeAll(what, [object]))[0]!;
  const campaignId = await write('campaigns', { name: 'Bench', objective_type: 'CONSIDERATION' });
  const adGroupId = await write('ad_groups', {
    campaign_id: campaignId,
    name: 'Bench',
    billable_event: 'IMPRESSION',
    bid_strategy_type: 'MAX_BID',
    // Outbids whatever earlier runs left serving in the bench database.
    bid_in_micro_currency: Math.floor(Date.now() / 1000) * 10,
  });
  const adId = await write('ads', { ad_group_id: adGroupId, pin_id: pin.id });
  return { owner, adAccountId, campaignId, adId, adGroupId, pinId: pin.id };
}

type BenchAd = Awaited<ReturnType<typeof advertiserWithAd>>;
type AdsOptions = { seconds: number; connections: number };
type BenchResult = { results: Record<string, LoadResult[]>; summary: Record<string, unknown> };

export const setStatus = (
  owner: Person,
  adAccountId: string,
  campaignId: string,
  status: 'ACTIVE' | 'PAUSED' | 'ARCHIVED',
) => owner.api.v5('PATCH', `/ad_accounts/${adAccountId}/campaigns`, [{ id: campaignId, status }]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * What serving an ad adds to a home feed request when the machine is not saturated: both at the
 * same offered rate (half what either served flat out), in alternating rounds so that the
 * machine's drift falls on both. Flat out, the with/without difference is mostly the queue that
 * the ad's extra work builds on 2 busy cores, not the time it adds to a request; the difference
 * reported is the median of the rounds' differences.
 */
async function atOfferedRate(
  homeUrl: string,
  ad: BenchAd,
  connections: number,
  rate: number,
  seconds: number,
  visitor: Record<string, string>,
  rounds = 3,
) {
  const withAds: LoadResult[] = [];
  const withoutAds: LoadResult[] = [];
  const serving = async (on: boolean) => {
    must(await setStatus(ad.owner, ad.adAccountId, ad.campaignId, on ? 'ACTIVE' : 'PAUSED'), 'status');
    // Serving re-reads what is eligible every 2 s; then the page is checked to be as meant.
    await waitFor(
      async () => {
        const promoted = await promotedOnHome(homeUrl);
        // On: this ad is served; off: no ad at all (one an earlier run left serving would be).
        return on ? promoted.includes(ad.pinId) : promoted.length === 0;
      },
      on ? 'the ad served' : 'the ad no longer served',
      15_000,
    );
  };
  for (let r = 0; r < rounds; r++) {
    // ABBA order: the one measured second in a round goes first in the next.
    for (const on of r % 2 === 0 ? [false, true] : [true, false]) {
      await serving(on);
      (on ? withAds : withoutAds).push(
        await httpLoad(homeUrl, connections, seconds, visitor, undefined, rate),
      );
    }
  }
  const adds = (key: 'p50_ms' | 'p95_ms' | 'p99_ms') =>
    round(median(withAds.map((result, i) => (result[key] ?? 0) - (withoutAds[i]![key] ?? 0))));
  return { rate, withAds, withoutAds, adds };
}

/** The promoted Pins a visitor's home feed page carries now. */
async function promotedOnHome(homeUrl: string): Promise<string[]> {
  const response = await fetch(homeUrl);
  const body = (await response.json()) as {
    resource_response?: { data?: { id: string; is_promoted?: boolean }[] };
  };
  return (body.resource_response?.data ?? []).filter((pin) => pin.is_promoted === true).map((pin) => pin.id);
}

/** The ads benches; the bench's campaign is archived however they end (a run that failed left it serving). */
export async function benchAds(
  stackUrl: string,
  options: AdsOptions,
  log: (line: string) => void,
  /** Wraps the load with ads serving (run.ts's `--profile`: a window of the parts' profiles). */
  profiled: (name: string, load: () => Promise<LoadResult>) => Promise<LoadResult> = (_, load) => load(),
): Promise<BenchResult> {
  const ad = await advertiserWithAd(stackUrl);
  try {
    return await measureAds(stackUrl, ad, options, log, profiled);
  } finally {
    await setStatus(ad.owner, ad.adAccountId, ad.campaignId, 'ARCHIVED').catch(() => undefined);
  }
}

async function measureAds(
  stackUrl: string,
  ad: BenchAd,
  options: AdsOptions,
  log: (line: string) => void,
  profiled: (name: string, load: () => Promise<LoadResult>) => Promise<LoadResult>,
): Promise<BenchResult> {
  const q = (o: object) => encodeURIComponent(JSON.stringify({ options: o }));
  // The second page of a visitor's home feed (as infinite scroll asks for it): the ad's Pin is
  // new, so it can be on the first page among the organic Pins, where it is never promoted too.
  const first = (await (
    await fetch(`${stackUrl}/resource/UserHomefeedResource/get/?data=${q({})}`)
  ).json()) as {
    resource_response: { bookmark: string };
  };
  const homeUrl = `${stackUrl}/resource/UserHomefeedResource/get/?data=${q({ bookmark: first.resource_response.bookmark })}`;
  const c = options.connections;
  // A visitor scrolling the page it loaded: its calls carry the CSRF cookie that page set.
  const visitor = await visitorBrowserHeaders(stackUrl);

  // With the ad serving, then with none (paused; serving re-reads what is eligible every 2 s).
  await httpLoad(homeUrl, 4, 2);
  const withAds = await profiled(`home-feed-ads-${c}`, () => httpLoad(homeUrl, c, options.seconds, visitor));
  must(await setStatus(ad.owner, ad.adAccountId, ad.campaignId, 'PAUSED'), 'pause');
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const withoutAds = await httpLoad(homeUrl, c, options.seconds, visitor);
  log(
    `ads: home feed with ads ${withAds.requests_per_second} req/s, without ${withoutAds.requests_per_second} ` +
      `(${withAds.bytes_per_answer} and ${withoutAds.bytes_per_answer} bytes an answer)`,
  );
  const offered = await atOfferedRate(
    homeUrl,
    ad,
    c,
    Math.round(Math.min(withAds.requests_per_second, withoutAds.requests_per_second) / 2),
    options.seconds,
    visitor,
  );
  log(
    `ads: at ${offered.rate} req/s offered, p99 with ads ${offered.withAds.map((r) => r.p99_ms).join(', ')} ms, ` +
      `without ${offered.withoutAds.map((r) => r.p99_ms).join(', ')} ms (rounds)`,
  );

  // Events: each request 100 impressions of distinct placements, all for the bench's ad.
  const viewer = await signUp(stackUrl, 'benchviewer');
  const csrf = viewer.api.cookies.get(CSRF_COOKIE) ?? '';
  let sent = 0;
  let accepted = 0;
  const events = {
    next: () => {
      const now = new Date().toISOString();
      const body = JSON.stringify({
        events: Array.from({ length: EVENTS_PER_REQUEST }, () => ({
          event_id: randomUUID(),
          type: 'impression',
          occurred_at: now,
          tracking_token: mintTrackingToken(
            {
              ad_id: ad.adId,
              ad_group_id: ad.adGroupId,
              campaign_id: ad.campaignId,
              ad_account_id: ad.adAccountId,
              viewer_id: null,
              price_in_micro_currency: 1_000_000,
              billable_event: 'IMPRESSION',
              placement: 'feed',
            },
            DEV_TRACKING_SECRET,
          ),
        })),
      });
      sent += EVENTS_PER_REQUEST;
      return {
        method: 'POST' as const,
        path: '/v3/ads/events/',
        headers: { 'content-type': 'application/json', cookie: viewer.api.jar.header(), [CSRF_HEADER]: csrf },
        body,
      };
    },
    answered: (status: number, text: string) => {
      if (status !== 200) return;
      const data = (JSON.parse(text) as { resource_response?: { data?: { accepted?: number } } })
        .resource_response?.data;
      accepted += data?.accepted ?? 0;
    },
  };
  const ingest = await httpLoad(new URL(stackUrl).origin, c, options.seconds, {}, events);
  const lastAnswer = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  // Every event sent is valid and unique, so each must count once: requests still in flight when
  // the load stopped were applied too (their answers were not read), so the count is to reach `sent`.
  let counted = 0;
  const countNow = async () => {
    const rows = must(
      await ad.owner.api.v5<{ TOTAL_IMPRESSION?: number }[]>(
        'GET',
        `/ad_accounts/${ad.adAccountId}/campaigns/analytics?start_date=${today}&end_date=${today}&campaign_ids=${ad.campaignId}&columns=TOTAL_IMPRESSION&granularity=TOTAL`,
      ),
      'analytics',
    );
    counted = Number(rows[0]?.TOTAL_IMPRESSION ?? 0);
    return counted;
  };
  await waitFor(async () => (await countNow()) >= sent, 'every event sent counted', 120_000).catch(
    () => undefined,
  );
  const drainedMs = Date.now() - lastAnswer;
  const eventsPerSecond = round(accepted / options.seconds);
  log(
    `ads: ${accepted} of ${sent} events accepted (${eventsPerSecond}/s), counted ${counted}, drained ${drainedMs} ms later`,
  );
  return {
    results: {
      gateway_home_feed_with_ads: [withAds],
      gateway_home_feed_without_ads: [withoutAds],
      gateway_home_feed_with_ads_at_half_rate: offered.withAds,
      gateway_home_feed_without_ads_at_half_rate: offered.withoutAds,
      gateway_ad_events_100_per_request: [ingest],
    },
    summary: {
      home_feed_ads_adds_p99_ms_at_16: round(withAds.p99_ms - withoutAds.p99_ms),
      home_feed_ads_req_per_s_ratio: round(withAds.requests_per_second / withoutAds.requests_per_second),
      home_feed_offered_req_per_s: offered.rate,
      home_feed_ads_adds_p50_ms_at_16_half_rate: offered.adds('p50_ms'),
      home_feed_ads_adds_p95_ms_at_16_half_rate: offered.adds('p95_ms'),
      home_feed_ads_adds_p99_ms_at_16_half_rate: offered.adds('p99_ms'),
      ad_events_per_second_accepted: eventsPerSecond,
      ad_events_sent: sent,
      ad_events_counted: counted,
      ad_events_counted_exact: counted === sent && ingest.errors === 0,
      ad_events_drained_ms_after_last_answer: drainedMs,
    },
  };
}

/**
 * Reporting through the ads service, with the users service it asks (a child process): events of
 * served ads published as the gateway publishes them are counted by hour exactly once (duplicates,
 * resent requests, a replay of the stream), rolled up by hour, day and range, and read back as v5
 * analytics by any role of the ad account and by nobody else.
 */
import {
  AdsTexts,
  ErrorCode,
  Events,
  Rpc,
  type Actor,
  type AdAccount,
  type AnalyticsColumn,
  type AnalyticsRow,
  type RecordedAdEvent,
  type TrackingClaims,
} from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { DomainEventPublisher } from '@pinboard/service-kit';
import { rpcFactories, serviceSuite, testEnv, waitFor } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { PrismaClient } from '../generated/prisma/client.js';
import { adsService } from '../service.js';
import { adsFactories } from './ads-factories.js';

/** Ids of this run alone: rollup rows are keyed by ad, and the test database outlives runs. */
const freshId = () => String(randomInt(1, 2 ** 47) * 1000 + randomInt(1000));
const ALL_COLUMNS: AnalyticsColumn[] = [
  'TOTAL_IMPRESSION',
  'TOTAL_CLICKTHROUGH',
  'TOTAL_SAVE',
  'TOTAL_CLOSEUP',
  'SPEND_IN_MICRO_DOLLAR',
  'CTR',
  'CPC_IN_MICRO_DOLLAR',
  'CPM_IN_MICRO_DOLLAR',
];

describe('ads service: reporting of served ads', () => {
  const suite = serviceSuite(adsService, { needs: ['users'] });
  const { rpc } = suite;
  const ads = adsFactories(rpc);
  const people = rpcFactories(rpc);
  const startedAt = new Date().toISOString();
  let publisher: DomainEventPublisher;
  /** The test's own look at the tables, beside the service's. */
  const db = new PrismaClient({ adapter: createPrismaAdapter(testEnv().databaseUrl, 'ads', 2) });
  let owner: Actor;
  let account: AdAccount;

  before(async () => {
    publisher = await DomainEventPublisher.connect(testEnv().natsUrl);
    owner = await ads.business('reporter');
    account = await ads.adAccount(owner);
  });
  after(async () => {
    await publisher?.close();
    await db.$disconnect();
  });

  /** A placement of a new ad of the account (ad, ad group and campaign ids of this run). */
  function placement(billable: 'IMPRESSION' | 'CLICKTHROUGH', price: number, ad = freshId()): TrackingClaims {
    return {
      ad_id: ad,
      ad_group_id: freshId(),
      campaign_id: freshId(),
      ad_account_id: account.id,
      viewer_id: null,
      price_in_micro_currency: price,
      billable_event: billable,
      placement: 'feed',
      issued_at: Math.floor(Date.now() / 1000),
      impression_id: randomUUID(),
    };
  }
  const event = (type: RecordedAdEvent['type'], at: string, claims: TrackingClaims): RecordedAdEvent => ({
    event_id: randomUUID(),
    type,
    occurred_at: at,
    claims,
  });
  const publish = (events: RecordedAdEvent[]) => publisher.publish(Events.ads.adEventRecorded, { events });

  const analytics = (
    level: 'campaign' | 'ad_group' | 'ad',
    ids: string[],
    granularity: 'TOTAL' | 'DAY' | 'HOUR',
    more: { actor?: Actor; start_date?: string; end_date?: string; columns?: AnalyticsColumn[] } = {},
  ): Promise<AnalyticsRow[]> =>
    rpc
      .request(Rpc.ads.analytics, {
        actor: more.actor ?? owner,
        ad_account_id: account.id,
        level,
        ids,
        start_date: more.start_date ?? '2026-11-01',
        end_date: more.end_date ?? '2026-11-30',
        columns: more.columns ?? ALL_COLUMNS,
        granularity,
      })
      .then((rows) => JSON.parse(rows) as AnalyticsRow[]);

  /** Waits until the ad's total impressions are `n`: everything published before is applied then. */
  const impressionsOf = async (ad: string) =>
    ((await analytics('ad', [ad], 'TOTAL'))[0]?.TOTAL_IMPRESSION as number | undefined) ?? 0;
  const sentinel = async () => {
    const claims = placement('IMPRESSION', 0);
    await publish([event('impression', '2026-11-20T00:00:00Z', claims)]);
    await waitFor(async () => (await impressionsOf(claims.ad_id)) === 1, 'the sentinel counted');
  };

  test('events are counted once: the same request twice, the same event id twice, one impression sent twice', async () => {
    const claims = placement('IMPRESSION', 3_000_000);
    const impression = event('impression', '2026-11-20T10:15:00Z', claims);
    const resentImpression = { ...impression, event_id: randomUUID() };
    const save = event('save', '2026-11-20T10:16:00Z', claims);
    const batch = [impression, save, { ...save }, resentImpression];
    await publish(batch);
    await publish(batch);
    await sentinel();
    const [row] = await analytics('ad', [claims.ad_id], 'TOTAL');
    assert.deepEqual(row, {
      AD_ID: claims.ad_id,
      TOTAL_IMPRESSION: 1,
      TOTAL_CLICKTHROUGH: 0,
      TOTAL_SAVE: 1,
      TOTAL_CLOSEUP: 0,
      SPEND_IN_MICRO_DOLLAR: 3000,
      CTR: 0,
      CPC_IN_MICRO_DOLLAR: null,
      CPM_IN_MICRO_DOLLAR: 3_000_000,
    });
  });

  test('a replay of the stream (a new consumer from the start of this run) counts nothing again', async () => {
    const claims = placement('CLICKTHROUGH', 250_000);
    await publish([
      event('impression', '2026-11-21T08:00:00Z', claims),
      event('outbound_click', '2026-11-21T08:01:00Z', claims),
    ]);
    await waitFor(async () => (await impressionsOf(claims.ad_id)) === 1, 'counted');
    await suite.closeService();
    await suite.startService({
      ...suite.config,
      EVENT_CONSUMER_PREFIX: `${suite.config.EVENT_CONSUMER_PREFIX}-replay`,
      EVENT_CONSUMER_START: startedAt,
    });
    await sentinel();
    const [row] = await analytics('ad', [claims.ad_id], 'TOTAL', {
      columns: ['TOTAL_IMPRESSION', 'TOTAL_CLICKTHROUGH', 'SPEND_IN_MICRO_DOLLAR'],
    });
    assert.deepEqual(row, {
      AD_ID: claims.ad_id,
      TOTAL_IMPRESSION: 1,
      TOTAL_CLICKTHROUGH: 1,
      SPEND_IN_MICRO_DOLLAR: 250_000,
    });
  });

  test('a batch that fails half-way leaves nothing written, and counts once when it comes again', async () => {
    const claims = placement('IMPRESSION', 1_000_000);
    const impression = event('impression', '2026-11-21T12:00:00Z', claims);
    const receipts = () => db.adEventReceipt.count({ where: { eventId: impression.event_id } });
    // Rows inserted into the receipts, counted by Postgres whether their transaction commits or not.
    const tried = async () =>
      (
        await db.$queryRaw<[{ n: bigint }]>`
          SELECT n_tup_ins AS n FROM pg_stat_user_tables
          WHERE schemaname = 'ads' AND relname = 'ad_event_receipts'`
      )[0].n;
    const before = await tried();
    // The rollup's table gone for a moment: the event's id is recorded, then the rollup fails.
    await db.$executeRaw`ALTER TABLE "ads"."ad_hourly_stats" RENAME TO "ad_hourly_stats_away"`;
    try {
      await publish([impression]);
      // The service tried (its row counted, its statistics flushed within a second or so) and failed.
      await waitFor(async () => (await tried()) > before, 'a failed try', 15_000);
      assert.equal(await receipts(), 0, 'the event id was rolled back with the failed rollup');
    } finally {
      await db.$executeRaw`ALTER TABLE "ads"."ad_hourly_stats_away" RENAME TO "ad_hourly_stats"`;
    }
    // JetStream hands it over again (after the consumer's 2 s back-off).
    await waitFor(async () => (await impressionsOf(claims.ad_id)) === 1, 'the redelivered event counted');
    await sentinel();
    assert.equal(await impressionsOf(claims.ad_id), 1);
    assert.equal(await receipts(), 1);
  });

  test('rolls up by hour, day and range per ad, ad group and campaign; CTR, CPC and CPM', async () => {
    const cpm = placement('IMPRESSION', 2_000_000);
    // A second ad in the same ad group and campaign, billed by click.
    const cpc = {
      ...placement('CLICKTHROUGH', 500_000),
      ad_group_id: cpm.ad_group_id,
      campaign_id: cpm.campaign_id,
    };
    const more = () => ({ ...cpm, impression_id: randomUUID() });
    const [a, b, c] = [more(), more(), more()];
    const clicks = { ...cpc, impression_id: randomUUID() };
    await publish([
      event('impression', '2026-11-22T09:10:00Z', cpm),
      event('impression', '2026-11-22T09:50:00Z', a),
      event('outbound_click', '2026-11-22T09:51:00Z', a),
      event('impression', '2026-11-22T10:00:00Z', b),
      event('closeup', '2026-11-22T10:01:00Z', b),
      event('impression', '2026-11-23T23:59:59Z', c),
      event('impression', '2026-11-22T11:00:00Z', clicks),
      event('outbound_click', '2026-11-22T11:01:00Z', clicks),
      event('outbound_click', '2026-11-22T11:02:00Z', clicks),
      event('save', '2026-11-23T00:00:00Z', clicks),
    ]);
    await waitFor(async () => (await impressionsOf(cpc.ad_id)) === 1, 'counted');

    const hours = await analytics('ad', [cpm.ad_id], 'HOUR', {
      start_date: '2026-11-22',
      end_date: '2026-11-22',
      columns: ['TOTAL_IMPRESSION', 'TOTAL_CLICKTHROUGH', 'SPEND_IN_MICRO_DOLLAR'],
    });
    assert.deepEqual(hours, [
      {
        AD_ID: cpm.ad_id,
        DATE: '2026-11-22T09:00:00Z',
        TOTAL_IMPRESSION: 2,
        TOTAL_CLICKTHROUGH: 1,
        SPEND_IN_MICRO_DOLLAR: 4000,
      },
      {
        AD_ID: cpm.ad_id,
        DATE: '2026-11-22T10:00:00Z',
        TOTAL_IMPRESSION: 1,
        TOTAL_CLICKTHROUGH: 0,
        SPEND_IN_MICRO_DOLLAR: 2000,
      },
    ]);

    const days = await analytics('ad_group', [cpm.ad_group_id], 'DAY');
    assert.deepEqual(days, [
      {
        AD_GROUP_ID: cpm.ad_group_id,
        DATE: '2026-11-22',
        TOTAL_IMPRESSION: 4,
        TOTAL_CLICKTHROUGH: 3,
        TOTAL_SAVE: 0,
        TOTAL_CLOSEUP: 1,
        // 3 CPM impressions at 2,000,000 per 1,000, and one click at 500,000 (the second is not billed).
        SPEND_IN_MICRO_DOLLAR: 506_000,
        CTR: 0.75,
        CPC_IN_MICRO_DOLLAR: 168_667,
        CPM_IN_MICRO_DOLLAR: 126_500_000,
      },
      {
        AD_GROUP_ID: cpm.ad_group_id,
        DATE: '2026-11-23',
        TOTAL_IMPRESSION: 1,
        TOTAL_CLICKTHROUGH: 0,
        TOTAL_SAVE: 1,
        TOTAL_CLOSEUP: 0,
        SPEND_IN_MICRO_DOLLAR: 2000,
        CTR: 0,
        CPC_IN_MICRO_DOLLAR: null,
        CPM_IN_MICRO_DOLLAR: 2_000_000,
      },
    ]);

    const [total] = await analytics('campaign', [cpm.campaign_id, freshId()], 'TOTAL', {
      columns: ['SPEND_IN_MICRO_DOLLAR', 'TOTAL_IMPRESSION'],
    });
    assert.deepEqual(total, {
      CAMPAIGN_ID: cpm.campaign_id,
      SPEND_IN_MICRO_DOLLAR: 508_000,
      TOTAL_IMPRESSION: 5,
    });
    const oneDay = await analytics('campaign', [cpm.campaign_id], 'TOTAL', {
      start_date: '2026-11-23',
      end_date: '2026-11-23',
      columns: ['TOTAL_IMPRESSION'],
    });
    assert.deepEqual(oneDay, [{ CAMPAIGN_ID: cpm.campaign_id, TOTAL_IMPRESSION: 1 }], 'whole UTC days only');
  });

  test('any role reads; another ad account, a plain user and bad ranges do not', async () => {
    const claims = placement('IMPRESSION', 1_000_000);
    await publish([event('impression', '2026-11-24T12:00:00Z', claims)]);
    await waitFor(async () => (await impressionsOf(claims.ad_id)) === 1, 'counted');
    const analyst = await ads.business('analyst');
    await rpc.request(Rpc.ads.addMember, {
      actor: owner,
      ad_account_id: account.id,
      user_id: analyst.id,
      role: 'ANALYST',
    });
    const [row] = await analytics('ad', [claims.ad_id], 'TOTAL', {
      actor: analyst,
      columns: ['TOTAL_IMPRESSION'],
    });
    assert.deepEqual(row, { AD_ID: claims.ad_id, TOTAL_IMPRESSION: 1 });

    const stranger = await ads.business('stranger');
    const theirs = await ads.adAccount(stranger);
    await assert.rejects(analytics('ad', [claims.ad_id], 'TOTAL', { actor: stranger }), {
      code: ErrorCode.NotFound,
      message: AdsTexts.adAccountNotFound,
    });
    // Their own ad account, asked about this one's ad: no rows.
    const leaked = await rpc.request(Rpc.ads.analytics, {
      actor: stranger,
      ad_account_id: theirs.id,
      level: 'ad',
      ids: [claims.ad_id],
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      columns: ['TOTAL_IMPRESSION'],
      granularity: 'TOTAL',
    });
    assert.equal(leaked, '[]');
    const plain = await people.person('plain');
    await assert.rejects(analytics('ad', [claims.ad_id], 'TOTAL', { actor: plain }), {
      code: ErrorCode.Forbidden,
      message: AdsTexts.businessRequired,
    });
    await assert.rejects(
      analytics('ad', [claims.ad_id], 'DAY', { start_date: '2026-01-01', end_date: '2026-11-30' }),
      {
        code: ErrorCode.ValidationFailed,
        message: AdsTexts.dateRangeTooLong,
      },
    );
    await assert.rejects(
      analytics('ad', [claims.ad_id], 'HOUR', { start_date: '2026-11-01', end_date: '2026-11-05' }),
      {
        code: ErrorCode.ValidationFailed,
        message: AdsTexts.hourRangeTooLong,
      },
    );
  });
});

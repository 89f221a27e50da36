/**
 * Spend within budgets, with reporting run by three instances of the ads service at once (as by
 * several processes sharing its durable consumer): many batches of billable events counted at the
 * same time, worth several times the budgets, never charge a campaign or an ad group past its daily
 * or lifetime budget; every event is still counted, exactly once; billing is told the capped spend.
 */
import {
  Events,
  Rpc,
  type Actor,
  type AdAccount,
  type EventOf,
  type RecordedAdEvent,
  type TrackingClaims,
} from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import {
  DomainEventConsumer,
  DomainEventPublisher,
  startService,
  type RunningService,
} from '@pinboard/service-kit';
import { serviceSuite, testEnv, waitFor } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { PrismaClient } from '../generated/prisma/client.js';
import { AdEventCounter } from '../reporting/ad-event-counter.js';
import { adsService } from '../service.js';
import { adsFactories } from './ads-factories.js';

/** A CPM of 2.00: each impression costs 2,000 micro-units. */
const CPM = 2_000_000;
const NANO_PER_MICRO = 1000n;

describe('ads service: spend never passes a budget', () => {
  const suite = serviceSuite(adsService, { needs: ['users'] });
  const { rpc } = suite;
  const ads = adsFactories(rpc);
  const db = new PrismaClient({ adapter: createPrismaAdapter(testEnv().databaseUrl, 'ads', 2) });
  let owner: Actor;
  let account: AdAccount;
  let publisher: DomainEventPublisher;

  before(async () => {
    owner = await ads.business('budgeted');
    account = await ads.adAccount(owner);
    publisher = await DomainEventPublisher.connect(testEnv().natsUrl);
  });
  after(async () => {
    await publisher?.close();
    await db.$disconnect();
  });

  /** A campaign and its ad group with these budgets (no ad: nothing serves them). */
  async function budgeted(
    campaign: { daily_spend_cap?: number; lifetime_spend_cap?: number; end_time?: number },
    group: { budget_in_micro_currency?: number; budget_type?: 'DAILY' | 'LIFETIME'; end_time?: number },
  ) {
    const inAccount = { actor: owner, ad_account_id: account.id };
    const [made] = (
      await rpc.request(Rpc.ads.createCampaigns, {
        ...inAccount,
        items: [{ name: 'Capped', objective_type: 'AWARENESS', ...campaign }],
      })
    ).items;
    assert.ok(made?.data, JSON.stringify(made?.exceptions));
    const [madeGroup] = (
      await rpc.request(Rpc.ads.createAdGroups, {
        ...inAccount,
        items: [{ campaign_id: made.data.id, name: 'Capped', billable_event: 'IMPRESSION', ...group }],
      })
    ).items;
    assert.ok(madeGroup?.data, JSON.stringify(madeGroup?.exceptions));
    return { campaignId: made.data.id, adGroupId: madeGroup.data.id };
  }

  /** `count` impressions, each its own placement of a new ad of the ad group, at `at`. */
  function impressions(owners: { campaignId: string; adGroupId: string }, count: number, at: Date) {
    const adId = String(randomInt(1, 2 ** 47));
    return Array.from({ length: count }, (): RecordedAdEvent => {
      const claims: TrackingClaims = {
        ad_id: adId,
        ad_group_id: owners.adGroupId,
        campaign_id: owners.campaignId,
        ad_account_id: account.id,
        viewer_id: null,
        price_in_micro_currency: CPM,
        billable_event: 'IMPRESSION',
        placement: 'feed',
        issued_at: Math.floor(at.getTime() / 1000),
        impression_id: randomUUID(),
      };
      return { event_id: randomUUID(), type: 'impression', occurred_at: at.toISOString(), claims };
    });
  }

  /** Shuffled into batches of 100, as collection requests are. */
  function batchesOf(events: RecordedAdEvent[]): RecordedAdEvent[][] {
    const shuffled = events
      .map((event) => ({ event, at: Math.random() }))
      .sort((a, b) => a.at - b.at)
      .map(({ event }) => event);
    return Array.from({ length: Math.ceil(shuffled.length / 100) }, (_, i) =>
      shuffled.slice(i * 100, i * 100 + 100),
    );
  }

  /**
   * Counts the batches all at once: half through two more instances' counters directly (several
   * transactions at the same time), half published for the three instances' consumers to share.
   * Resolves when every impression is counted; answers what billing was told, by campaign.
   */
  async function countAtOnce(
    batches: RecordedAdEvent[][],
    campaignIds: string[],
  ): Promise<Map<string, bigint>> {
    const instances: RunningService[] = [
      await startService(adsService, suite.config),
      await startService(adsService, suite.config),
    ];
    const accrued = new Map<string, bigint>();
    const billing = await DomainEventConsumer.start({
      natsUrl: testEnv().natsUrl,
      durable: `${suite.config.EVENT_CONSUMER_PREFIX}-accrued-${randomInt(1e9)}`,
      start: new Date().toISOString(),
      events: [Events.ads.spendAccrued],
      handle: (_, body) => {
        for (const line of (body as EventOf<typeof Events.ads.spendAccrued>).lines) {
          const spend = BigInt(line.spend_in_nano_currency);
          accrued.set(line.campaign_id, (accrued.get(line.campaign_id) ?? 0n) + spend);
        }
        return Promise.resolve();
      },
    });
    try {
      const counters = instances.map((instance) => instance.app.get(AdEventCounter));
      await Promise.all(
        batches.map((events, i) =>
          i % 2 === 0
            ? counters[(i / 2) % 2]!.count(events)
            : publisher.publish(Events.ads.adEventRecorded, { events }),
        ),
      );
      const total = batches.flat().length;
      await waitFor(
        async () => (await statsOf(campaignIds)).impressions === BigInt(total),
        'every impression counted',
        30_000,
      );
      // Counted again (a redelivery): nothing more.
      await counters[0]!.count(batches[0]!);
      assert.equal((await statsOf(campaignIds)).impressions, BigInt(total));
      // Billing hears of a batch just after its commit.
      const spent = await Promise.all(campaignIds.map(async (id) => (await statsOf([id])).spend));
      await waitFor(
        async () => campaignIds.every((id, i) => (accrued.get(id) ?? 0n) === spent[i]),
        'billing told of every batch',
      );
      return accrued;
    } finally {
      await billing.stop();
      await Promise.all(instances.map((instance) => instance.close()));
    }
  }

  /** What the rollup holds for these campaigns, and what its ad group's budget ledger says. */
  async function statsOf(campaignIds: string[], since?: Date) {
    const rows = await db.adHourlyStat.aggregate({
      where: { campaignId: { in: campaignIds.map(BigInt) }, ...(since && { hour: { gte: since } }) },
      _sum: { impressions: true, spendInNanoCurrency: true },
    });
    return { impressions: rows._sum.impressions ?? 0n, spend: rows._sum.spendInNanoCurrency ?? 0n };
  }
  const ledgerOf = async (owner: 'campaign' | 'ad_group', id: string) =>
    (
      await db.budgetSpendTotal.findUnique({
        where: { budgetOwner_ownerId: { budgetOwner: owner, ownerId: BigInt(id) } },
      })
    )?.spendInNanoCurrency ?? 0n;

  /** Spend at most the budget, and at least 99% of it (events worth far more were sent). */
  function assertSpentUpTo(spend: bigint, budgetMicros: number, what: string) {
    const budget = BigInt(budgetMicros) * NANO_PER_MICRO;
    assert.ok(spend <= budget, `${what}: ${spend} charged, over the budget of ${budget}`);
    assert.ok(spend * 100n >= budget * 99n, `${what}: ${spend} charged, under 99% of ${budget}`);
  }

  test('daily budgets: concurrent batches worth three times a day’s budget charge at most the budget', async () => {
    const now = new Date();
    const today = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
    // A campaign's daily cap of 1.00 (500 impressions), and an ad group's daily budget of 0.60.
    const campaignCapped = await budgeted({ daily_spend_cap: 1_000_000 }, {});
    const groupCapped = await budgeted({}, { budget_in_micro_currency: 600_000, budget_type: 'DAILY' });
    const events = [...impressions(campaignCapped, 1500, now), ...impressions(groupCapped, 900, now)];
    const accrued = await countAtOnce(batchesOf(events), [campaignCapped.campaignId, groupCapped.campaignId]);

    const capped = await statsOf([campaignCapped.campaignId], today);
    assert.equal(capped.impressions, 1500n, 'every impression counted, paid or not');
    assertSpentUpTo(capped.spend, 1_000_000, 'the campaign today');
    assert.equal(accrued.get(campaignCapped.campaignId), capped.spend, 'billing is told the capped spend');
    assert.equal(await ledgerOf('campaign', campaignCapped.campaignId), capped.spend);

    const group = await statsOf([groupCapped.campaignId], today);
    assert.equal(group.impressions, 900n);
    assertSpentUpTo(group.spend, 600_000, 'the ad group today');
    assert.equal(accrued.get(groupCapped.campaignId), group.spend);
    assert.equal(await ledgerOf('ad_group', groupCapped.adGroupId), group.spend);
    assert.equal(await ledgerOf('campaign', groupCapped.campaignId), group.spend);
  });

  test('lifetime budgets: over two days, concurrent batches charge at most the budget in all', async () => {
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const end = Math.floor(now.getTime() / 1000) + 30 * 86_400;
    // A campaign's lifetime cap of 1.00, and an ad group's lifetime budget of 0.40.
    const campaignCapped = await budgeted({ lifetime_spend_cap: 1_000_000, end_time: end }, {});
    const groupCapped = await budgeted(
      {},
      { budget_in_micro_currency: 400_000, budget_type: 'LIFETIME', end_time: end },
    );
    const events = [
      ...impressions(campaignCapped, 500, yesterday),
      ...impressions(campaignCapped, 500, now),
      ...impressions(groupCapped, 300, yesterday),
      ...impressions(groupCapped, 300, now),
    ];
    const accrued = await countAtOnce(batchesOf(events), [campaignCapped.campaignId, groupCapped.campaignId]);

    const capped = await statsOf([campaignCapped.campaignId]);
    assert.equal(capped.impressions, 1000n);
    assertSpentUpTo(capped.spend, 1_000_000, 'the campaign in all');
    assert.equal(accrued.get(campaignCapped.campaignId), capped.spend);
    assert.equal(await ledgerOf('campaign', campaignCapped.campaignId), capped.spend);

    const group = await statsOf([groupCapped.campaignId]);
    assert.equal(group.impressions, 600n);
    assertSpentUpTo(group.spend, 400_000, 'the ad group in all');
    assert.equal(await ledgerOf('ad_group', groupCapped.adGroupId), group.spend);
    // The last impression paid for pays what was left, in part: the budget is spent to the unit.
    assert.equal(group.spend, 400_000n * NANO_PER_MICRO);
  });
});

/**
 * Serving through the ads service (users, boards and pins as child processes): an eligible ad wins
 * a slot with a signed token that prices it; a paused campaign, a spent budget or the frequency cap
 * takes it out within seconds.
 */
import { Rpc, type Actor, type AdAccount } from '@pinboard/contracts';
import { DEV_TRACKING_SECRET, readTrackingToken } from '@pinboard/service-kit';
import { rpcFactories, serviceSuite, testEnv, waitFor } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import pg from 'pg';
import { adsService } from '../service.js';
import { FREQUENCY_CAP } from '../serving/serving.controller.js';
import { adsFactories } from './ads-factories.js';

describe('ads service: serving', () => {
  const { rpc } = serviceSuite(adsService, { needs: ['users', 'boards', 'pins'] });
  const people = rpcFactories(rpc);
  const ads = adsFactories(rpc);
  let owner: Actor;
  let account: AdAccount;

  before(async () => {
    owner = await ads.business('server');
    account = await ads.adAccount(owner, 'US');
  });

  /** An ACTIVE campaign with one ad for a new Pin, bidding more than any earlier run's ads. */
  async function liveAd(daily: number | null = null) {
    const pin = await people.pin(owner, await people.board(owner));
    const inAccount = { actor: owner, ad_account_id: account.id };
    const campaign = (
      await rpc.request(Rpc.ads.createCampaigns, {
        ...inAccount,
        items: [{ name: 'Serve me', objective_type: 'CONSIDERATION', daily_spend_cap: daily }],
      })
    ).items[0]!.data!;
    const group = (
      await rpc.request(Rpc.ads.createAdGroups, {
        ...inAccount,
        items: [
          {
            campaign_id: campaign.id,
            name: 'All',
            billable_event: 'IMPRESSION',
            bid_strategy_type: 'MAX_BID',
            bid_in_micro_currency: Date.now() * 10,
          },
        ],
      })
    ).items[0]!.data!;
    const ad = (
      await rpc.request(Rpc.ads.createAds, {
        ...inAccount,
        items: [{ ad_group_id: group.id, pin_id: pin.id }],
      })
    ).items[0]!.data!;
    return { pin, campaign, ad };
  }
  const pick = (viewer: Actor | null) =>
    rpc.request(Rpc.ads.pickAds, { viewer_id: viewer?.id ?? null, placement: 'feed', slots: 1 });

  test('the best eligible ad wins the slot, with a token that says what it costs', async () => {
    const { pin, ad, campaign } = await liveAd();
    const viewer = await people.person('viewer');
    let served: Awaited<ReturnType<typeof pick>>['ads'] = [];
    await waitFor(async () => {
      served = (await pick(viewer)).ads;
      return served[0]?.ad_id === ad.id;
    }, 'the new ad served');
    assert.equal(served[0]!.pin_id, pin.id);
    assert.equal(served[0]!.promoter.name, account.name);
    const check = readTrackingToken(served[0]!.tracking_token, DEV_TRACKING_SECRET);
    assert.ok(check.ok);
    assert.equal(check.claims.campaign_id, campaign.id);
    assert.equal(check.claims.viewer_id, viewer.id);
    assert.equal(check.claims.billable_event, 'IMPRESSION');
    assert.equal(check.claims.placement, 'feed');
    assert.ok(check.claims.price_in_micro_currency > 0);

    // Paused: gone within seconds (the bound is 5 s).
    await rpc.request(Rpc.ads.updateCampaigns, {
      actor: owner,
      ad_account_id: account.id,
      items: [{ id: campaign.id, status: 'PAUSED' }],
    });
    const paused = Date.now();
    await waitFor(async () => (await pick(null)).ads[0]?.ad_id !== ad.id, 'the paused ad gone');
    assert.ok(Date.now() - paused < 5_000);
  });

  test('a spent daily budget stops it; one person sees one ad at most FREQUENCY_CAP times a day', async () => {
    const { ad, campaign } = await liveAd(5_000_000);
    const viewer = await people.person('frequent');
    await waitFor(async () => (await pick(null)).ads[0]?.ad_id === ad.id, 'served');
    for (let i = 1; i < FREQUENCY_CAP; i++) assert.equal((await pick(viewer)).ads[0]?.ad_id, ad.id);
    assert.equal((await pick(viewer)).ads[0]?.ad_id, ad.id);
    assert.notEqual((await pick(viewer)).ads[0]?.ad_id, ad.id, 'capped for this person');
    assert.equal((await pick(null)).ads[0]?.ad_id, ad.id, 'still served to others');

    // Reporting says the day's budget is spent (nano-currency): it stops serving.
    const db = new pg.Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO ads.ad_hourly_stats (ad_id, hour, ad_group_id, campaign_id, ad_account_id, spend_in_nano_currency)
         VALUES ($1, date_trunc('hour', now()), $2, $3, $4, $5)`,
        [ad.id, ad.ad_group_id, campaign.id, account.id, String(5_000_000 * 1000)],
      );
    } finally {
      await db.end();
    }
    await waitFor(async () => (await pick(null)).ads[0]?.ad_id !== ad.id, 'the spent ad gone');
    // Its bid would win every later auction of the test database once a new day frees its budget.
    await rpc.request(Rpc.ads.updateCampaigns, {
      actor: owner,
      ad_account_id: account.id,
      items: [{ id: campaign.id, status: 'ARCHIVED' }],
    });
  });
});

/**
 * Serving through the ads service (users, boards and pins as child processes): an eligible ad of an
 * ad account with billing info wins a slot with a signed token that prices it; a paused campaign, a spent daily or lifetime budget
 * (spent through reporting) or the frequency cap takes it out within seconds; in search, keywords
 * and negative keywords say which ads compete for a query; ages and genders, for which viewers.
 */
import {
  AdsTexts,
  ErrorCode,
  Events,
  keywordForm,
  Rpc,
  type Actor,
  type AdAccount,
  type RpcPayload,
  type ServedAd,
} from '@pinboard/contracts';
import { DEV_TRACKING_SECRET, DomainEventPublisher, readTrackingToken } from '@pinboard/service-kit';
import { newUserInput, rpcFactories, serviceSuite, testEnv, uniqueSuffix, waitFor } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { adsService } from '../service.js';
import { ELIGIBLE_TTL_MS } from '../serving/eligible-ads.js';
import { FREQUENCY_CAP } from '../serving/frequency-cap.js';
import { adsFactories } from './ads-factories.js';

type CampaignFields = RpcPayload<typeof Rpc.ads.createCampaigns>['items'][number];
type AdGroupFields = RpcPayload<typeof Rpc.ads.createAdGroups>['items'][number];

describe('ads service: serving', () => {
  const { rpc } = serviceSuite(adsService, { needs: ['users', 'boards', 'pins'] });
  const people = rpcFactories(rpc);
  const ads = adsFactories(rpc);
  let owner: Actor;
  let account: AdAccount;
  let publisher: DomainEventPublisher;

  before(async () => {
    owner = await ads.business('server');
    account = await ads.adAccount(owner, 'US');
    publisher = await DomainEventPublisher.connect(testEnv().natsUrl);
    await ads.billingReady(account, publisher);
  });
  after(() => publisher?.close());

  /**
   * An ACTIVE campaign with one ad for a new Pin, bidding more than any earlier run's ads (in the
   * suite's ad account unless told).
   */
  async function liveAd(
    campaignFields: Partial<CampaignFields> = {},
    groupFields: Partial<AdGroupFields> = {},
    into: { actor: Actor; account: AdAccount } = { actor: owner, account },
  ) {
    const pin = await people.pin(into.actor, await people.board(into.actor));
    const inAccount = { actor: into.actor, ad_account_id: into.account.id };
    const campaign = (
      await rpc.request(Rpc.ads.createCampaigns, {
        ...inAccount,
        items: [{ name: 'Serve me', objective_type: 'CONSIDERATION', ...campaignFields }],
      })
    ).items[0]!.data!;
    const [made] = (
      await rpc.request(Rpc.ads.createAdGroups, {
        ...inAccount,
        items: [
          {
            campaign_id: campaign.id,
            name: 'All',
            billable_event: 'IMPRESSION',
            bid_strategy_type: 'MAX_BID',
            bid_in_micro_currency: Date.now() * 10,
            ...groupFields,
          },
        ],
      })
    ).items;
    assert.ok(made?.data, JSON.stringify(made?.exceptions));
    const ad = (
      await rpc.request(Rpc.ads.createAds, {
        ...inAccount,
        items: [{ ad_group_id: made.data.id, pin_id: pin.id }],
      })
    ).items[0]!.data!;
    return { pin, campaign, ad };
  }
  /** Its bid would win every later auction of the test database (a new day frees a daily budget). */
  const archive = (...campaigns: { id: string }[]) =>
    rpc.request(Rpc.ads.updateCampaigns, {
      actor: owner,
      ad_account_id: account.id,
      items: campaigns.map(({ id }) => ({ id, status: 'ARCHIVED' })),
    });
  const pick = (viewer: Actor | null) =>
    rpc.request(Rpc.ads.pickAds, { viewer_id: viewer?.id ?? null, placement: 'feed', slots: 1 });

  /**
   * Spends `micros` of a served ad's budgets through reporting: one impression of its placement,
   * priced so (a CPM of 1,000 times it), counted at `at`.
   */
  async function spend(served: ServedAd, micros: number, at = new Date()) {
    const check = readTrackingToken(served.tracking_token, DEV_TRACKING_SECRET);
    assert.ok(check.ok);
    await publisher.publish(Events.ads.adEventRecorded, {
      events: [
        {
          event_id: randomUUID(),
          type: 'impression',
          occurred_at: at.toISOString(),
          claims: { ...check.claims, price_in_micro_currency: micros * 1000 },
        },
      ],
    });
  }

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

  test('an ad account serves nothing until billing tells it has billing info', async () => {
    const otherOwner = await ads.business('unbilled');
    const unbilled = await ads.adAccount(otherOwner, 'US');
    const inAccount = { actor: otherOwner, ad_account_id: unbilled.id };
    const { ad, campaign } = await liveAd({}, {}, { actor: otherOwner, account: unbilled });
    // The best bid of the database, yet not served: the eligible ads are read again meanwhile.
    await new Promise((resolve) => setTimeout(resolve, ELIGIBLE_TTL_MS + 200));
    assert.notEqual((await pick(null)).ads[0]?.ad_id, ad.id);
    await ads.billingReady(unbilled, publisher);
    await waitFor(async () => (await pick(null)).ads[0]?.ad_id === ad.id, 'served once billed');
    await rpc.request(Rpc.ads.updateCampaigns, {
      ...inAccount,
      items: [{ id: campaign.id, status: 'ARCHIVED' }],
    });
  });

  test('an ad group naming countries competes only for viewers known to be in them', async () => {
    const { ad, campaign } = await liveAd({}, { targeting_spec: { GEO: ['NZ', 'AU'] } });
    const from = (viewer_country: string | null) =>
      rpc.request(Rpc.ads.pickAds, { viewer_id: null, viewer_country, placement: 'feed', slots: 1 });
    await waitFor(async () => (await from('NZ')).ads[0]?.ad_id === ad.id, 'served to NZ');
    assert.equal((await from('AU')).ads[0]?.ad_id, ad.id);
    assert.notEqual((await from('US')).ads[0]?.ad_id, ad.id);
    assert.notEqual((await from(null)).ads[0]?.ad_id, ad.id, 'a viewer of unknown country');
    await archive(campaign);
  });

  test('a spent daily budget stops it; one person sees one ad at most FREQUENCY_CAP times a day', async () => {
    const { ad, campaign } = await liveAd({ daily_spend_cap: 5_000_000 });
    const viewer = await people.person('frequent');
    await waitFor(async () => (await pick(null)).ads[0]?.ad_id === ad.id, 'served');
    // Serves nobody saw (a page whose ad was never in view) take nothing from the cap.
    for (let i = 0; i <= FREQUENCY_CAP; i++) assert.equal((await pick(viewer)).ads[0]?.ad_id, ad.id);
    // Impressions do, each once however often the browser sends it: the viewer has now seen it
    // FREQUENCY_CAP times.
    for (let i = 0; i < FREQUENCY_CAP; i++) {
      const [seen] = (await pick(viewer)).ads;
      assert.equal(seen?.ad_id, ad.id);
      await spend(seen, 0);
      await spend(seen, 0);
    }
    await waitFor(async () => (await pick(viewer)).ads[0]?.ad_id !== ad.id, 'capped for this person');
    const [served] = (await pick(null)).ads;
    assert.equal(served?.ad_id, ad.id, 'still served to others');

    // Reporting counts the day's budget spent: it stops serving.
    await spend(served, 5_000_000);
    await waitFor(async () => (await pick(null)).ads[0]?.ad_id !== ad.id, 'the spent ad gone');
    await archive(campaign);
  });

  test('a spent lifetime budget stops it, though nothing was spent today', async () => {
    // No end: the lifetime budget limits no day, only the whole.
    const { ad, campaign } = await liveAd({ lifetime_spend_cap: 3_000_000 });
    let served: ServedAd | undefined;
    await waitFor(async () => {
      [served] = (await pick(null)).ads;
      return served?.ad_id === ad.id;
    }, 'served');
    await spend(served!, 3_000_000, new Date(Date.now() - 86_400_000));
    await waitFor(async () => (await pick(null)).ads[0]?.ad_id !== ad.id, 'the spent ad gone');
    await archive(campaign);
  });

  test('search: keywords, negative keywords, and Pins the query matches say who competes', async () => {
    // Words of this run alone, so that no earlier run's ad groups hold them.
    const word = `w${uniqueSuffix().replace(/[^a-z0-9]/gi, '')}`.toLowerCase();
    const searchOnly = { placement_group: 'SEARCH' as const };
    const keyword = await liveAd(
      {},
      { ...searchOnly, targeting_spec: { KEYWORD: [`Hiking-Boots ${word}`] } },
    );
    const negative = await liveAd(
      {},
      { ...searchOnly, targeting_spec: { NEGATIVE_KEYWORD: [`cheap ${word}`] } },
    );
    const plain = await liveAd({}, searchOnly);
    const searchFor = async (query: string, matching: string[]) =>
      (
        await rpc.request(Rpc.ads.pickAds, {
          viewer_id: null,
          placement: 'search',
          slots: 5,
          only_pin_ids: matching,
          query,
        })
      ).ads.map((a) => a.ad_id);

    // Eligible pins tell search the keywords, so that it asks only when something can compete.
    await waitFor(async () => {
      const eligible = await rpc.request(Rpc.ads.eligiblePins, { placement: 'search' });
      return eligible.keywords.includes(keywordForm(`hiking boots ${word}`));
    }, 'the keyword eligible');
    // The keyword as a phrase, whatever the case: its Pin need not match.
    assert.deepEqual(await searchFor(`Best HIKING boots ${word}!`, []), [keyword.ad.id]);
    assert.deepEqual(await searchFor(`hiking ${word} boots`, [keyword.pin.id]), [], 'not the phrase');
    // Without keywords: its Pin matched, unless a negative keyword is in the query.
    const both = await searchFor(`boots ${word}`, [negative.pin.id, plain.pin.id]);
    assert.deepEqual(new Set(both), new Set([negative.ad.id, plain.ad.id]));
    assert.deepEqual(await searchFor(`Cheap ${word} boots`, [negative.pin.id, plain.pin.id]), [plain.ad.id]);
    assert.deepEqual(await searchFor(`boots ${word}`, []), [], 'nothing matched, no keyword held');

    // A query is for search alone, and keywords must be words.
    await assert.rejects(
      rpc.request(Rpc.ads.pickAds, { viewer_id: null, placement: 'feed', slots: 1, query: 'boots' }),
      { code: ErrorCode.ValidationFailed, message: AdsTexts.queryOnlyInSearch },
    );
    const [bad] = (
      await rpc.request(Rpc.ads.createAdGroups, {
        actor: owner,
        ad_account_id: account.id,
        items: [
          {
            campaign_id: keyword.campaign.id,
            name: 'Bad keyword',
            billable_event: 'IMPRESSION',
            targeting_spec: { KEYWORD: ['boots', '!!!'] },
          },
        ],
      })
    ).items;
    assert.equal(bad?.data, null);
    assert.deepEqual(
      bad?.exceptions.map((e) => e.message),
      [AdsTexts.keywordInvalid],
    );
    await archive(keyword.campaign, negative.campaign, plain.campaign);
  });

  test('ages and genders: an ad competes only for viewers known to be in them', async () => {
    const born = (yearsAgo: number) => {
      const day = new Date(Date.now() - 10 * 86_400_000);
      day.setUTCFullYear(day.getUTCFullYear() - yearsAgo);
      return day.toISOString().slice(0, 10);
    };
    const personBorn = async (prefix: string, yearsAgo: number) =>
      (
        await rpc.request(Rpc.users.register, {
          ...newUserInput(prefix, true),
          birthday: born(yearsAgo),
        })
      ).user;
    const [thirty, fifty] = await Promise.all([personBorn('thirty', 30), personBorn('fifty', 50)]);
    const byAge = await liveAd({}, { targeting_spec: { AGE_BUCKET: ['25-34'] } });
    await waitFor(async () => (await pick(thirty)).ads[0]?.ad_id === byAge.ad.id, 'served to a 30-year-old');
    assert.notEqual((await pick(fifty)).ads[0]?.ad_id, byAge.ad.id, 'not to a 50-year-old');
    assert.notEqual((await pick(null)).ads[0]?.ad_id, byAge.ad.id, 'nor to a visitor, of unknown age');

    // Nobody's gender is known here: 'female' alone reaches no one, with 'unknown' everyone.
    const byGender = await liveAd({}, { targeting_spec: { GENDER: ['female'] } });
    await new Promise((resolve) => setTimeout(resolve, ELIGIBLE_TTL_MS + 100));
    assert.notEqual((await pick(null)).ads[0]?.ad_id, byGender.ad.id);
    await rpc.request(Rpc.ads.updateAdGroups, {
      actor: owner,
      ad_account_id: account.id,
      items: [{ id: byGender.ad.ad_group_id, targeting_spec: { GENDER: ['female', 'unknown'] } }],
    });
    await waitFor(
      async () => (await pick(null)).ads[0]?.ad_id === byGender.ad.id,
      "served once 'unknown' is in",
    );
    await archive(byAge.campaign, byGender.campaign);
  });
});

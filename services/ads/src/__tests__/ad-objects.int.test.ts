/**
 * Campaigns, ad groups and ads through the ads service, with the users, boards and pins services
 * it asks (child processes): batch writes answer one result per object, lists filter and page.
 */
import {
  AdsTexts,
  ErrorCode,
  Events,
  httpStatusOf,
  Rpc,
  type Actor,
  type AdAccount,
} from '@pinboard/contracts';
import { rpcFactories, serviceSuite } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adsService } from '../service.js';
import { adsFactories } from './ads-factories.js';

const codeOf = (code: (typeof ErrorCode)[keyof typeof ErrorCode]) => httpStatusOf(code).api_error_code;
const DAY = 86_400;

describe('ads service: campaigns, ad groups and ads', () => {
  const { rpc, watcher } = serviceSuite(adsService, {
    needs: ['users', 'boards', 'pins'],
    watchEvents: true,
  });
  const people = rpcFactories(rpc);
  const ads = adsFactories(rpc);
  let owner: Actor;
  let account: AdAccount;

  before(async () => {
    owner = await ads.business('advertiser');
    account = await ads.adAccount(owner, 'DE');
  });

  const inAccount = () => ({ actor: owner, ad_account_id: account.id });

  test('campaigns: a batch answers per object in order, and a bad one fails alone', async () => {
    const start = Math.floor(Date.now() / 1000) + DAY;
    const { items } = await rpc.request(Rpc.ads.createCampaigns, {
      ...inAccount(),
      items: [
        {
          name: 'Spring',
          objective_type: 'CONSIDERATION',
          daily_spend_cap: 5_000_000,
          start_time: start,
          end_time: start + 10 * DAY,
          tracking_urls: { impression: ['https://track.example/i'] },
        },
        { name: 'No objective' },
        { name: 'Backwards', objective_type: 'AWARENESS', start_time: start, end_time: start - 1 },
        { name: 'Elsewhere', objective_type: 'AWARENESS', ad_account_id: '1' },
        { ad_account_id: account.id, name: 'Draft', objective_type: 'WEB_CONVERSION', status: 'DRAFT' },
      ],
    });
    assert.equal(items.length, 5);
    const [spring, noObjective, backwards, elsewhere, draft] = items;
    assert.deepEqual(spring!.exceptions, []);
    assert.equal(spring!.data?.type, 'campaign');
    assert.equal(spring!.data?.ad_account_id, account.id);
    assert.equal(spring!.data?.status, 'ACTIVE');
    assert.equal(spring!.data?.daily_spend_cap, 5_000_000);
    assert.equal(spring!.data?.lifetime_spend_cap, null);
    assert.equal(spring!.data?.start_time, start);
    assert.deepEqual(spring!.data?.tracking_urls, { impression: ['https://track.example/i'] });
    for (const failed of [noObjective, backwards, elsewhere]) {
      assert.equal(failed!.data, null);
      assert.equal(failed!.exceptions[0]?.code, codeOf(ErrorCode.ValidationFailed));
    }
    assert.equal(backwards!.exceptions[0]?.message, AdsTexts.endBeforeStart);
    assert.equal(elsewhere!.exceptions[0]?.message, AdsTexts.otherAdAccount);
    assert.equal(draft!.data?.status, 'DRAFT');
    const announced = await watcher.find(Events.ads.campaignSaved, (e) => e.campaign.id === spring!.data?.id);
    assert.deepEqual(announced?.campaign, spring!.data);
  });

  test('campaigns: lists show ACTIVE and PAUSED unless told, filter by id and page by bookmark', async () => {
    const { items } = await rpc.request(Rpc.ads.createCampaigns, {
      ...inAccount(),
      items: ['A', 'B', 'C'].map((name) => ({ name, objective_type: 'AWARENESS', status: 'PAUSED' })),
    });
    const ids = items.map((i) => i.data!.id);
    const listed = await rpc.request(Rpc.ads.listCampaigns, { ...inAccount(), page_size: 250 });
    assert.ok(listed.items.every((c) => c.status === 'ACTIVE' || c.status === 'PAUSED'));
    const drafts = await rpc.request(Rpc.ads.listCampaigns, { ...inAccount(), entity_statuses: ['DRAFT'] });
    assert.ok(drafts.items.length >= 1 && drafts.items.every((c) => c.status === 'DRAFT'));
    const first = await rpc.request(Rpc.ads.listCampaigns, {
      ...inAccount(),
      campaign_ids: ids,
      page_size: 2,
    });
    assert.deepEqual(
      first.items.map((c) => c.name),
      ['C', 'B'],
    );
    const rest = await rpc.request(Rpc.ads.listCampaigns, {
      ...inAccount(),
      campaign_ids: ids,
      bookmark: first.bookmark!,
    });
    assert.deepEqual(
      rest.items.map((c) => c.name),
      ['A'],
    );
    assert.equal(rest.bookmark, null);
    // v5's order: oldest first when asked, pages following it.
    const oldest = await rpc.request(Rpc.ads.listCampaigns, {
      ...inAccount(),
      campaign_ids: ids,
      page_size: 2,
      order: 'ASCENDING',
    });
    assert.deepEqual(
      oldest.items.map((c) => c.name),
      ['A', 'B'],
    );
    const newer = await rpc.request(Rpc.ads.listCampaigns, {
      ...inAccount(),
      campaign_ids: ids,
      bookmark: oldest.bookmark!,
      order: 'ASCENDING',
    });
    assert.deepEqual(
      newer.items.map((c) => c.name),
      ['C'],
    );
    await assert.rejects(rpc.request(Rpc.ads.listCampaigns, { ...inAccount(), bookmark: 'nonsense' }), {
      code: ErrorCode.ValidationFailed,
    });
  });

  test('campaigns: an update changes the fields sent, each object on its own', async () => {
    const [created] = (
      await rpc.request(Rpc.ads.createCampaigns, {
        ...inAccount(),
        items: [{ name: 'To change', objective_type: 'AWARENESS', start_time: 1_900_000_000 }],
      })
    ).items;
    const id = created!.data!.id;
    const { items } = await rpc.request(Rpc.ads.updateCampaigns, {
      ...inAccount(),
      items: [
        { id, status: 'PAUSED', lifetime_spend_cap: 90_000_000, name: 'Changed' },
        { id: '9000000000000000001', status: 'PAUSED' },
        { id, end_time: 1_800_000_000 },
        { id, objective_type: 'CATALOG_SALES' },
      ],
    });
    assert.equal(items[0]!.data?.status, 'PAUSED');
    assert.equal(items[0]!.data?.name, 'Changed');
    assert.equal(items[0]!.data?.lifetime_spend_cap, 90_000_000);
    assert.equal(items[0]!.data?.objective_type, 'AWARENESS');
    assert.deepEqual(items[1]!.exceptions, [
      { code: codeOf(ErrorCode.NotFound), message: AdsTexts.campaignNotFound },
    ]);
    assert.deepEqual(items[2]!.exceptions, [
      { code: codeOf(ErrorCode.ValidationFailed), message: AdsTexts.endBeforeStart },
    ]);
    assert.equal(items[3]!.data, null, 'objective_type cannot change');
  });

  test('ad groups: created in a campaign of the same ad account, with their budget and bid rules', async () => {
    const other = await ads.adAccount(owner);
    const [mine, theirs] = await Promise.all(
      [account, other].map(async (a) => {
        const reply = await rpc.request(Rpc.ads.createCampaigns, {
          actor: owner,
          ad_account_id: a.id,
          items: [{ name: 'Holder', objective_type: 'CONSIDERATION' }],
        });
        return reply.items[0]!.data!;
      }),
    );
    const targeting_spec = { AGE_BUCKET: ['25-34'], GENDER: ['female', 'unknown'], GEO: ['DE', 'AT'] };
    const { items } = await rpc.request(Rpc.ads.createAdGroups, {
      ...inAccount(),
      items: [
        { campaign_id: mine!.id, name: 'Readers', billable_event: 'CLICKTHROUGH', targeting_spec },
        { campaign_id: theirs!.id, name: 'Other account', billable_event: 'IMPRESSION' },
        { campaign_id: mine!.id, name: 'Lifetime', billable_event: 'IMPRESSION', budget_type: 'LIFETIME' },
        { campaign_id: mine!.id, name: 'Max', billable_event: 'IMPRESSION', bid_strategy_type: 'MAX_BID' },
        {
          campaign_id: mine!.id,
          name: 'Bad spec',
          billable_event: 'IMPRESSION',
          targeting_spec: { GENDER: ['x'] },
        },
        {
          campaign_id: mine!.id,
          name: 'Search',
          billable_event: 'IMPRESSION',
          placement_group: 'SEARCH',
          bid_strategy_type: 'TARGET_AVG',
          bid_in_micro_currency: 800_000,
          budget_in_micro_currency: 20_000_000,
        },
      ],
    });
    const [readers, otherAccount, lifetime, max, badSpec, search] = items;
    assert.equal(readers!.data?.type, 'adgroup');
    assert.equal(readers!.data?.campaign_id, mine!.id);
    assert.equal(readers!.data?.budget_type, 'DAILY');
    assert.equal(readers!.data?.bid_strategy_type, 'AUTOMATIC_BID');
    assert.equal(readers!.data?.placement_group, 'ALL');
    assert.deepEqual(readers!.data?.targeting_spec, targeting_spec);
    assert.deepEqual(otherAccount!.exceptions, [
      { code: codeOf(ErrorCode.NotFound), message: AdsTexts.campaignNotFound },
    ]);
    assert.equal(lifetime!.exceptions[0]?.message, AdsTexts.lifetimeNeedsEnd);
    assert.equal(max!.exceptions[0]?.message, AdsTexts.bidRequired);
    assert.equal(badSpec!.data, null);
    assert.equal(search!.data?.bid_in_micro_currency, 800_000);

    const updated = await rpc.request(Rpc.ads.updateAdGroups, {
      ...inAccount(),
      items: [
        { id: readers!.data!.id, status: 'PAUSED', targeting_spec: { GEO: ['FR'] } },
        { id: readers!.data!.id, bid_strategy_type: 'MAX_BID' },
      ],
    });
    assert.equal(updated.items[0]!.data?.status, 'PAUSED');
    assert.deepEqual(updated.items[0]!.data?.targeting_spec, { GEO: ['FR'] });
    assert.equal(updated.items[1]!.exceptions[0]?.message, AdsTexts.bidRequired);

    const listed = await rpc.request(Rpc.ads.listAdGroups, {
      ...inAccount(),
      campaign_ids: [mine!.id],
      entity_statuses: ['PAUSED'],
    });
    assert.deepEqual(
      listed.items.map((g) => g.id),
      [readers!.data!.id],
    );
  });

  test('ads: a promoted Pin must exist and be visible to the actor', async () => {
    const [campaign] = (
      await rpc.request(Rpc.ads.createCampaigns, {
        ...inAccount(),
        items: [{ name: 'Pins', objective_type: 'CONSIDERATION' }],
      })
    ).items;
    const [group] = (
      await rpc.request(Rpc.ads.createAdGroups, {
        ...inAccount(),
        items: [{ campaign_id: campaign!.data!.id, name: 'Group', billable_event: 'CLICKTHROUGH' }],
      })
    ).items;
    const stranger = await people.person('stranger');
    const publicPin = await people.pin(owner, await people.board(owner));
    const secretPin = await people.pin(stranger, await people.board(stranger, 'secret'));
    const ad_group_id = group!.data!.id;
    const { items } = await rpc.request(Rpc.ads.createAds, {
      ...inAccount(),
      items: [
        { ad_group_id, pin_id: publicPin.id, destination_url: 'https://shop.example/p', name: 'Mine' },
        { ad_group_id, pin_id: secretPin.id },
        { ad_group_id, pin_id: '9000000000000000001' },
        { ad_group_id, pin_id: publicPin.id, destination_url: 'javascript:alert(1)' },
        { ad_group_id: '9000000000000000001', pin_id: publicPin.id },
      ],
    });
    const [mine, secret, missing, script, noGroup] = items;
    assert.equal(mine!.data?.type, 'pinad');
    assert.equal(mine!.data?.creative_type, 'REGULAR');
    assert.equal(mine!.data?.campaign_id, campaign!.data!.id);
    assert.equal(mine!.data?.pin_id, publicPin.id);
    assert.equal(mine!.data?.status, 'ACTIVE');
    for (const failed of [secret, missing]) {
      assert.deepEqual(failed!.exceptions, [
        { code: codeOf(ErrorCode.NotFound), message: AdsTexts.pinNotFound },
      ]);
    }
    assert.equal(script!.exceptions[0]?.code, codeOf(ErrorCode.ValidationFailed));
    assert.equal(noGroup!.exceptions[0]?.message, AdsTexts.adGroupNotFound);

    const updated = await rpc.request(Rpc.ads.updateAds, {
      ...inAccount(),
      items: [
        { id: mine!.data!.id, status: 'PAUSED', destination_url: null },
        { id: mine!.data!.id, pin_id: '5' },
      ],
    });
    assert.equal(updated.items[0]!.data?.status, 'PAUSED');
    assert.equal(updated.items[0]!.data?.destination_url, null);
    assert.equal(updated.items[1]!.data, null, 'the promoted Pin cannot change');
    const listed = await rpc.request(Rpc.ads.listAds, { ...inAccount(), ad_group_ids: [ad_group_id] });
    assert.deepEqual(
      listed.items.map((a) => a.id),
      [mine!.data!.id],
    );
  });

  test('batches hold 1 to 30 objects', async () => {
    for (const items of [[], Array.from({ length: 31 }, () => ({}))]) {
      await assert.rejects(rpc.request(Rpc.ads.createCampaigns, { ...inAccount(), items }), {
        code: ErrorCode.ValidationFailed,
        message: AdsTexts.batchSize,
      });
    }
  });
});

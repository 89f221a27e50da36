import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Ad, AdGroup, Campaign } from '@pinboard/contracts';
import {
  campaignIdOf,
  changesOf,
  draftOf,
  draftProblems,
  emptyDraft,
  toNewCampaign,
  type CampaignParts,
} from '../campaigns/campaign-draft';

const campaign = {
  id: '7',
  ad_account_id: '1',
  name: 'Aprons',
  status: 'DRAFT',
  objective_type: 'AWARENESS',
  daily_spend_cap: 12_500_000,
  lifetime_spend_cap: null,
  start_time: null,
  end_time: null,
} as unknown as Campaign;
const adGroup = {
  id: '8',
  campaign_id: '7',
  name: 'Aprons · ad group',
  budget_type: 'DAILY',
  budget_in_micro_currency: 12_500_000,
  bid_strategy_type: 'MAX_BID',
  bid_in_micro_currency: 500_000,
  billable_event: 'IMPRESSION',
  placement_group: 'SEARCH',
  targeting_spec: { GEO: ['GB', 'IE'], GENDER: ['female'], INTEREST: ['42'], KEYWORD: ['linen apron'] },
} as unknown as AdGroup;
const ad = { id: '9', ad_group_id: '8', pin_id: '123', destination_url: 'https://linen.example/' } as Ad;
const parts: CampaignParts = { campaign, adGroup, ad };

test('an empty form names what it lacks; a filled one writes the three objects', () => {
  const empty = emptyDraft('GB', '');
  assert.deepEqual(Object.keys(draftProblems(empty)).sort(), ['dailyBudget', 'name', 'pin']);
  const filled = { ...empty, name: ' Aprons ', dailyBudget: '12.50', pin: 'https://x.example/pin/123/' };
  assert.deepEqual(draftProblems(filled), {});
  const written = toNewCampaign(filled, 'DRAFT');
  assert.equal(written.campaign.name, 'Aprons');
  assert.equal(written.campaign.daily_spend_cap, 12_500_000);
  assert.equal(written.adGroup.bid_strategy_type, 'AUTOMATIC_BID');
  assert.deepEqual(written.adGroup.targeting_spec, { GEO: ['GB'] });
  assert.equal(written.ad.pin_id, '123');
});

test('a campaign fills the form as it was typed, and saving it changes what the form shows only', () => {
  const draft = draftOf(parts, 'US');
  assert.equal(draft.dailyBudget, '12.50');
  assert.equal(draft.maxBid, '0.50');
  assert.equal(draft.countries, 'GB, IE');
  assert.deepEqual(draft.genders, ['female']);
  assert.equal(draft.placement, 'SEARCH');
  assert.equal(draft.billable, 'IMPRESSION');
  assert.equal(draft.pin, '123');
  assert.equal(draft.keywords, 'linen apron');

  const changes = changesOf({ ...draft, dailyBudget: '20', genders: [], maxBid: '' }, parts, 'ACTIVE');
  assert.deepEqual(changes.campaign, {
    id: '7',
    name: 'Aprons',
    status: 'ACTIVE',
    daily_spend_cap: 20_000_000,
  });
  assert.equal(changes.adGroup.budget_in_micro_currency, 20_000_000);
  assert.equal(changes.adGroup.bid_strategy_type, 'AUTOMATIC_BID');
  // Interests are not on the form: kept. Genders emptied: everyone.
  assert.deepEqual(changes.adGroup.targeting_spec, {
    INTEREST: ['42'],
    GEO: ['GB', 'IE'],
    KEYWORD: ['linen apron'],
  });
  assert.deepEqual(changes.ad, { id: '9', destination_url: 'https://linen.example/' });
});

test('keywords are typed comma-separated, each once, and checked as the API checks them', () => {
  const draft = { ...emptyDraft('GB', '123'), name: 'K', dailyBudget: '5' };
  const written = toNewCampaign(
    { ...draft, keywords: 'linen apron, Kitchen gifts,, linen apron', negativeKeywords: 'free' },
    'ACTIVE',
  );
  assert.deepEqual(written.adGroup.targeting_spec, {
    GEO: ['GB'],
    KEYWORD: ['linen apron', 'Kitchen gifts'],
    NEGATIVE_KEYWORD: ['free'],
  });
  assert.ok(
    draftProblems({ ...draft, keywords: 'one two three four five six seven eight nine ten eleven' }).keywords,
  );
  assert.ok(draftProblems({ ...draft, negativeKeywords: '!!!' }).negativeKeywords);
  assert.deepEqual(draftProblems({ ...draft, keywords: 'ten words are fine: a b c d e f' }), {});
});

test('an ad group without an ad gets one for the Pin typed', () => {
  const draft = { ...draftOf({ campaign, adGroup, ad: null }, 'US'), pin: '456' };
  assert.deepEqual(changesOf(draft, { campaign, adGroup, ad: null }, 'DRAFT').ad, {
    pin_id: '456',
    destination_url: null,
  });
  const bare = draftOf({ campaign, adGroup: null, ad: null }, 'FR');
  assert.equal(bare.countries, 'FR', "no ad group yet: the account's country");
});

test('the campaign an edit page is for is a plain id', () => {
  assert.equal(campaignIdOf('?campaignId=77'), '77');
  assert.equal(campaignIdOf('?campaignId=7x'), null);
  assert.equal(campaignIdOf(''), null);
});

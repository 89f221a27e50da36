/**
 * The advertiser API at /v5 end to end: the gateway in-process, the users, boards, pins and ads
 * services as child processes, test Postgres, Redis and NATS. Plain JSON answers, v5 errors.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AdsTexts,
  CommonTexts,
  CSRF_COOKIE,
  CSRF_HEADER,
  MAX_BODY_BYTES,
  UserTexts,
  type AdAccount,
  type AdsPage,
  type BatchReply,
  type Campaign,
  type Me,
} from '@pinboard/contracts';
import {
  newBoard,
  newPin,
  signUp,
  startServices,
  TestBrowser,
  type Person,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import { startGateway, type RunningGateway } from '../../app.js';
import { gatewayTestConfig } from '../../__tests__/support.js';
import { expectV5Error, v5Call } from './v5-calls.js';

describe('gateway /v5 advertiser API (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;

  before(async () => {
    services = await startServices({ only: ['users', 'boards', 'pins', 'ads'] });
    gateway = await startGateway(
      gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot, AUTH_RATE_LIMIT_PER_MINUTE: '500' }),
    );
  });

  after(async () => {
    await gateway?.close();
    await services?.stop();
  });

  async function business(prefix: string): Promise<Person> {
    const person = await signUp(gateway.url, prefix);
    const converted = await v5Call(person, 'POST', '/v3/users/me/', {
      account_type: 'business',
      business_name: `${prefix} Ltd`,
    });
    assert.equal(converted.status, 200, converted.text);
    return person;
  }

  it('POST /v3/users/me/ makes a business account, in the envelope; a bad name is a 400', async () => {
    const person = await signUp(gateway.url, 'conv');
    const missing = await v5Call(person, 'POST', '/v3/users/me/', { account_type: 'business' });
    assert.equal(missing.status, 400);
    const error = (missing.json as { resource_response: { error: { message: string } } }).resource_response
      .error;
    assert.equal(error.message, UserTexts.businessNameRequired);
    const answer = await v5Call(person, 'POST', '/v3/users/me/', {
      account_type: 'business',
      business_name: '  Conv Shop ',
    });
    assert.equal(answer.status, 200, answer.text);
    const me = (answer.json as { resource_response: { data: Me } }).resource_response.data;
    assert.equal(me.account_type, 'business');
    assert.equal(me.business_name, 'Conv Shop');
    assert.equal(me.is_partner, true);
    assert.deepEqual(me.partner, { is_create: true });
    const form = await person.api.raw('/v3/users/me/', {
      method: 'POST',
      headers: {
        [CSRF_HEADER]: person.api.cookies.get(CSRF_COOKIE)!,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'business_name=Renamed',
    });
    assert.equal(form.status, 200, form.text);
  });

  it('a visitor gets 401, a plain user a 403 that says ads need a business account', async () => {
    const visitor = new TestBrowser(gateway.url);
    await visitor.open();
    expectV5Error(await v5Call(visitor, 'GET', '/v5/ad_accounts'), 401, CommonTexts.loginRequired);
    expectV5Error(await v5Call(visitor, 'POST', '/v5/ad_accounts', { name: 'X', country: 'US' }), 401);
    expectV5Error(await v5Call(visitor, 'GET', '/v5/ad_accounts/1/campaigns'), 401);
    const plain = await signUp(gateway.url, 'plain');
    for (const [method, path, body] of [
      ['GET', '/v5/ad_accounts', undefined],
      ['POST', '/v5/ad_accounts', { name: 'Mine', country: 'US' }],
      ['GET', '/v5/ad_accounts/1', undefined],
      ['GET', '/v5/ad_accounts/1/ads', undefined],
    ] as const) {
      expectV5Error(await v5Call(plain, method, path, body), 403, AdsTexts.businessRequired);
    }
  });

  it('creates, reads and lists ad accounts as v5 answers them', async () => {
    const owner = await business('gwads');
    const created = await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'Boutique', country: 'FR' });
    assert.equal(created.status, 201, created.text);
    const account = created.json as AdAccount;
    assert.equal(account.currency, 'EUR');
    assert.deepEqual(account.owner, { id: owner.me.id, username: owner.me.username });
    assert.deepEqual(account.permissions, ['ADMIN']);
    assert.equal('resource_response' in (created.json as object), false, 'plain JSON, no envelope');
    const read = await v5Call(owner, 'GET', `/v5/ad_accounts/${account.id}`);
    assert.deepEqual(read.json, account);
    await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'Second', country: 'GB' });
    const page = await v5Call(owner, 'GET', '/v5/ad_accounts?page_size=1');
    assert.equal(page.status, 200, page.text);
    const first = page.json as AdsPage<AdAccount>;
    assert.equal(first.items.length, 1);
    assert.equal(first.items[0]!.name, 'Second');
    const next = await v5Call(owner, 'GET', `/v5/ad_accounts?bookmark=${first.bookmark}`);
    assert.deepEqual(next.json, { items: [account], bookmark: null });
    // The options scripts send as v5 has them: order, and include_shared_accounts.
    const oldest = await v5Call(owner, 'GET', '/v5/ad_accounts?order=ASCENDING&include_shared_accounts=true');
    assert.equal(oldest.status, 200, oldest.text);
    assert.deepEqual(
      (oldest.json as AdsPage<AdAccount>).items.map((a) => a.name),
      [account.name, 'Second'],
    );
    expectV5Error(await v5Call(owner, 'GET', '/v5/ad_accounts?order=SIDEWAYS'), 400);
  });

  it('refuses bad requests with a 4xx, never a 500', async () => {
    const owner = await business('gwbad');
    const account = (await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'Bad', country: 'US' }))
      .json as AdAccount;
    const base = `/v5/ad_accounts/${account.id}`;
    expectV5Error(
      await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'X', country: 'USA' }),
      400,
      AdsTexts.countryInvalid,
    );
    expectV5Error(
      await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'X', country: 'US', extra: 1 }),
      400,
    );
    expectV5Error(await v5Call(owner, 'POST', '/v5/ad_accounts', [1, 2]), 400);
    expectV5Error(await v5Call(owner, 'POST', '/v5/ad_accounts', '{"name":'), 400, CommonTexts.malformedJson);
    expectV5Error(await v5Call(owner, 'GET', '/v5/ad_accounts?page_size=251'), 400);
    expectV5Error(await v5Call(owner, 'GET', '/v5/ad_accounts?page_size=abc'), 400);
    expectV5Error(await v5Call(owner, 'GET', '/v5/ad_accounts?bookmark=nonsense'), 400);
    expectV5Error(await v5Call(owner, 'GET', '/v5/ad_accounts/not-an-id'), 404, AdsTexts.adAccountNotFound);
    expectV5Error(await v5Call(owner, 'GET', '/v5/ad_accounts/99999999999999999999999'), 404);
    expectV5Error(await v5Call(owner, 'GET', `${base}/keywords`), 404);
    expectV5Error(await v5Call(owner, 'GET', `${base}/campaigns?entity_statuses=LIVE`), 400);
    expectV5Error(await v5Call(owner, 'GET', `${base}/campaigns?campaign_ids=1,x`), 400);
    expectV5Error(await v5Call(owner, 'GET', `${base}/campaigns?color=red`), 400);
    expectV5Error(await v5Call(owner, 'POST', `${base}/campaigns`, []), 400, AdsTexts.batchSize);
    expectV5Error(
      await v5Call(owner, 'POST', `${base}/campaigns`, { name: 'not an array' }),
      400,
      AdsTexts.batchSize,
    );
    const many = Array.from({ length: 31 }, (_, i) => ({ name: `C${i}`, objective_type: 'AWARENESS' }));
    expectV5Error(await v5Call(owner, 'POST', `${base}/campaigns`, many), 400, AdsTexts.batchSize);
    expectV5Error(await v5Call(owner, 'PATCH', `${base}/campaigns`, [1, 'two']), 400);
    const huge = [{ name: 'x'.repeat(MAX_BODY_BYTES), objective_type: 'AWARENESS' }];
    expectV5Error(await v5Call(owner, 'POST', `${base}/campaigns`, huge), 413);
    const noCsrf = await owner.api.raw('/v5/ad_accounts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'X', country: 'US' }),
    });
    expectV5Error(noCsrf, 403, CommonTexts.csrf);
    const text = await owner.api.raw(`${base}/ads`, {
      method: 'PATCH',
      headers: { [CSRF_HEADER]: owner.api.cookies.get(CSRF_COOKIE)!, 'content-type': 'text/plain' },
      body: 'status=PAUSED',
    });
    expectV5Error(text, 415);
    expectV5Error(await v5Call(owner, 'PATCH', `${base}/ads`, 'null'), 400, AdsTexts.batchSize);
    expectV5Error(await v5Call(owner, 'GET', `${base}/ads?bookmark=a&bookmark=b`), 400);
    expectV5Error(await v5Call(owner, 'GET', `${base}/ads?page_size=`), 400);
    const tooManyIds = Array.from({ length: 251 }, (_, i) => i + 1).join(',');
    expectV5Error(await v5Call(owner, 'GET', `${base}/ads?ad_ids=${tooManyIds}`), 400);
  });

  it('campaigns, ad groups and ads: batch writes with per-object results, lists with filters', async () => {
    const owner = await business('gwobj');
    const account = (await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'Obj', country: 'US' }))
      .json as AdAccount;
    const base = `/v5/ad_accounts/${account.id}`;
    const created = await v5Call(owner, 'POST', `${base}/campaigns`, [
      { name: 'Good', objective_type: 'AWARENESS', daily_spend_cap: 3_000_000 },
      { name: 'Bad', objective_type: 'SHOUTING' },
    ]);
    assert.equal(created.status, 200, created.text);
    const batch = created.json as BatchReply<Campaign>;
    assert.equal(batch.items[0]!.data?.type, 'campaign');
    assert.deepEqual(batch.items[0]!.exceptions, []);
    assert.equal(batch.items[1]!.data, null);
    assert.equal(batch.items[1]!.exceptions.length, 1);
    const campaign = batch.items[0]!.data!;

    const patched = await v5Call(owner, 'PATCH', `${base}/campaigns`, [
      { id: campaign.id, status: 'PAUSED' },
    ]);
    assert.equal(patched.status, 200, patched.text);
    assert.equal((patched.json as BatchReply<Campaign>).items[0]!.data?.status, 'PAUSED');
    const paused = await v5Call(
      owner,
      'GET',
      `${base}/campaigns?entity_statuses=PAUSED&campaign_ids=${campaign.id}`,
    );
    assert.deepEqual(
      (paused.json as AdsPage<Campaign>).items.map((c) => c.id),
      [campaign.id],
    );
    const active = await v5Call(owner, 'GET', `${base}/campaigns?entity_statuses=ACTIVE`);
    assert.deepEqual((active.json as AdsPage<Campaign>).items, []);

    const groups = await v5Call(owner, 'POST', `${base}/ad_groups`, [
      {
        campaign_id: campaign.id,
        name: 'G',
        billable_event: 'IMPRESSION',
        targeting_spec: { GENDER: ['female'] },
      },
    ]);
    assert.equal(groups.status, 200, groups.text);
    const group = (groups.json as BatchReply<{ id: string; type: string }>).items[0]!.data!;
    assert.equal(group.type, 'adgroup');
    const pin = await newPin(owner, await newBoard(owner), 1);
    const adsAnswer = await v5Call(owner, 'POST', `${base}/ads`, [
      {
        ad_group_id: group.id,
        pin_id: pin.id,
        creative_type: 'REGULAR',
        destination_url: 'https://shop.example/',
      },
    ]);
    assert.equal(adsAnswer.status, 200, adsAnswer.text);
    const ad = (adsAnswer.json as BatchReply<{ id: string; type: string }>).items[0]!.data!;
    assert.equal(ad.type, 'pinad');
    const listed = await v5Call(
      owner,
      'GET',
      `${base}/ads?ad_group_ids=${group.id}&ad_group_ids=${group.id}`,
    );
    assert.deepEqual(
      (listed.json as AdsPage<{ id: string }>).items.map((a) => a.id),
      [ad.id],
    );
    const byCampaign = await v5Call(
      owner,
      'GET',
      `${base}/ad_groups?campaign_ids=${campaign.id}&page_size=250`,
    );
    assert.equal((byCampaign.json as AdsPage<unknown>).items.length, 1);

    // Another business learns nothing of this ad account.
    const outsider = await business('gwout');
    expectV5Error(await v5Call(outsider, 'GET', `${base}/campaigns`), 404, AdsTexts.adAccountNotFound);
    expectV5Error(await v5Call(outsider, 'PATCH', `${base}/ads`, [{ id: ad.id, status: 'PAUSED' }]), 404);
  });
});

/**
 * Served ads' events in, v5 analytics out, end to end: the gateway in-process (collection endpoint
 * and /v5 analytics), the users, boards, pins and ads services as child processes, test Postgres,
 * Redis and NATS. Good and bad events mixed, the rate limit, and who may read the numbers.
 */
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  AdsTexts,
  CommonTexts,
  type AdAccount,
  type AdEventsReply,
  type AnalyticsRow,
  type BatchReply,
  type Campaign,
} from '@pinboard/contracts';
import { mintTrackingToken, type PlacementClaims } from '@pinboard/service-kit';
import {
  signUp,
  startServices,
  TestBrowser,
  waitFor,
  type Person,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import { startGateway, type RunningGateway } from '../../app.js';
import { gatewayTestConfig } from '../../__tests__/support.js';
import { expectV5Error, v5Call } from './v5-calls.js';

const SECRET = 'the-reporting-test-secret-0123456789abcdef';
/** A client address of this run alone (behind TRUST_PROXY): rate limit windows outlive a run. */
const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** Each call from a client address of its own, unless told: the rate limits count per address. */
const call = (
  person: Parameters<typeof v5Call>[0],
  method: Parameters<typeof v5Call>[1],
  path: string,
  body?: unknown,
  ip = clientIp(),
) => v5Call(person, method, path, body, { 'x-forwarded-for': ip });
const today = () => new Date().toISOString().slice(0, 10);

describe('gateway: ad events in, /v5 analytics out (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;
  let owner: Person;
  let account: AdAccount;
  let campaign: Campaign;

  before(async () => {
    services = await startServices({ only: ['users', 'boards', 'pins', 'ads'] });
    gateway = await startGateway(
      gatewayTestConfig({
        MEDIA_ROOT: services.mediaRoot,
        AUTH_RATE_LIMIT_PER_MINUTE: '500',
        ADS_TRACKING_SECRET: SECRET,
        AD_EVENTS_RATE_LIMIT_PER_MINUTE: '4',
        TRUST_PROXY: 'true',
      }),
    );
    owner = await business('gwreport');
    account = (await call(owner, 'POST', '/v5/ad_accounts', { name: 'Reports', country: 'US' }))
      .json as AdAccount;
    const created = await call(owner, 'POST', `/v5/ad_accounts/${account.id}/campaigns`, [
      { name: 'Measured', objective_type: 'AWARENESS' },
    ]);
    campaign = (created.json as BatchReply<Campaign>).items[0]!.data!;
  });

  after(async () => {
    await gateway?.close();
    await services?.stop();
  });

  async function business(prefix: string): Promise<Person> {
    const person = await signUp(gateway.url, prefix);
    const converted = await call(person, 'POST', '/v3/users/me/', {
      account_type: 'business',
      business_name: 'Shop',
    });
    assert.equal(converted.status, 200, converted.text);
    return person;
  }

  const placement = (more: Partial<PlacementClaims> = {}): PlacementClaims => ({
    ad_id: String(randomInt(1, 2 ** 47)),
    ad_group_id: String(randomInt(1, 2 ** 47)),
    campaign_id: campaign.id,
    ad_account_id: account.id,
    viewer_id: null,
    price_in_micro_currency: 4_000_000,
    billable_event: 'IMPRESSION',
    placement: 'feed',
    ...more,
  });
  const event = (type: string, token: string, more: Record<string, unknown> = {}) => ({
    event_id: randomUUID(),
    type,
    tracking_token: token,
    occurred_at: new Date().toISOString(),
    ...more,
  });
  const analyticsPath = (kind: string, query: string) =>
    `/v5/ad_accounts/${account.id}/${kind}/analytics?start_date=${today()}&end_date=${today()}&${query}`;

  it('accepts good events and drops bad ones, each with its reason; the numbers reach analytics', async () => {
    const ad = placement();
    const token = mintTrackingToken(ad, SECRET);
    const visitor = new TestBrowser(gateway.url);
    await visitor.open();
    const impression = event('impression', token);
    const answer = await call(visitor, 'POST', '/v3/ads/events/', {
      events: [
        impression,
        event('closeup', token),
        event('outbound_click', token),
        event('hover', token),
        event('save', `${token}x`),
        event('save', mintTrackingToken(ad, 'another-secret-that-is-long-enough-0000')),
        event('save', mintTrackingToken(ad, SECRET, Date.now() - 25 * 3_600_000)),
        impression,
        { ...impression, event_id: randomUUID() },
      ],
    });
    assert.equal(answer.status, 200, answer.text);
    const reply = (answer.json as { resource_response: { data: AdEventsReply } }).resource_response.data;
    assert.deepEqual(reply, {
      accepted: 4,
      dropped: 5,
      drops: [
        { index: 3, reason: 'malformed' },
        { index: 4, reason: 'bad_token' },
        { index: 5, reason: 'bad_token' },
        { index: 6, reason: 'expired_token' },
        { index: 7, reason: 'duplicate' },
      ],
    });
    const columns = 'columns=TOTAL_IMPRESSION,TOTAL_CLOSEUP,TOTAL_CLICKTHROUGH,SPEND_IN_MICRO_DOLLAR,CTR';
    let rows: AnalyticsRow[] = [];
    await waitFor(async () => {
      rows = (await call(owner, 'GET', analyticsPath('ads', `ad_ids=${ad.ad_id}&granularity=DAY&${columns}`)))
        .json as AnalyticsRow[];
      return rows.length === 1 && rows[0]!.TOTAL_CLICKTHROUGH === 1;
    }, 'the events counted');
    assert.deepEqual(rows, [
      {
        AD_ID: ad.ad_id,
        DATE: today(),
        TOTAL_IMPRESSION: 1,
        TOTAL_CLOSEUP: 1,
        TOTAL_CLICKTHROUGH: 1,
        SPEND_IN_MICRO_DOLLAR: 4000,
        CTR: 1,
      },
    ]);
    const byCampaign = await call(
      owner,
      'GET',
      analyticsPath('campaigns', `campaign_ids=${campaign.id}&granularity=TOTAL&columns=TOTAL_IMPRESSION`),
    );
    assert.equal(byCampaign.status, 200, byCampaign.text);
    assert.ok(((byCampaign.json as AnalyticsRow[])[0]?.TOTAL_IMPRESSION as number) >= 1);
    const byGroup = await call(
      owner,
      'GET',
      analyticsPath(
        'ad_groups',
        `ad_group_ids=${ad.ad_group_id}&ad_group_ids=1&granularity=HOUR&columns=CTR`,
      ),
    );
    assert.deepEqual(
      (byGroup.json as AnalyticsRow[]).map((r) => Object.keys(r)),
      [['AD_GROUP_ID', 'DATE', 'CTR']],
    );
    const list = await call(owner, 'GET', `/v5/ad_accounts/${account.id}/campaigns`);
    assert.equal(list.status, 200, 'the list is still the list');
  });

  it('refuses malformed requests with a 4xx, never a 500, and limits the rate per client', async () => {
    const browser = new TestBrowser(gateway.url);
    await browser.open();
    const ip = clientIp();
    const post = (body: unknown) => call(browser, 'POST', '/v3/ads/events/', body, ip);
    assert.equal((await post({ events: [] })).status, 400);
    const token = mintTrackingToken(placement(), SECRET);
    const many = Array.from({ length: 101 }, () => event('impression', token));
    assert.equal((await post({ events: many })).status, 400);
    assert.equal((await post('{"events":')).status, 400);
    assert.equal((await post([1])).status, 400);
    const noCsrf = await browser.raw('/v3/ads/events/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
      body: JSON.stringify({ events: [event('impression', token)] }),
    });
    assert.equal(noCsrf.status, 403);
    // Four requests a minute in this test's gateway: three above reached it (malformed JSON did
    // not: it never got past the body parser), this one, then no more.
    const allBad = await post({ events: [event('impression', 'nonsense')] });
    assert.equal(allBad.status, 200, allBad.text);
    const limited = await post({ events: [event('impression', token)] });
    assert.equal(limited.status, 429, limited.text);
    assert.equal(
      (limited.json as { resource_response: { error: { message: string } } }).resource_response.error.message,
      CommonTexts.rateLimited,
    );
  });

  it('analytics: v5 errors for bad queries; a visitor, a plain user and another business are refused', async () => {
    const ok = `campaign_ids=${campaign.id}&granularity=DAY&columns=SPEND_IN_MICRO_DOLLAR`;
    assert.equal((await call(owner, 'GET', analyticsPath('campaigns', ok))).status, 200);
    const base = `/v5/ad_accounts/${account.id}/campaigns/analytics`;
    expectV5Error(
      await call(
        owner,
        'GET',
        analyticsPath('campaigns', `campaign_ids=${campaign.id}&granularity=DAY&columns=SPEND,CTR`),
      ),
      400,
      AdsTexts.unknownColumn('SPEND'),
    );
    expectV5Error(
      await call(owner, 'GET', analyticsPath('campaigns', 'granularity=DAY&columns=CTR')),
      400,
      AdsTexts.analyticsIdsRequired('campaign_ids'),
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expectV5Error(
      await call(
        owner,
        'GET',
        analyticsPath('campaigns', `campaign_ids=${tooMany}&granularity=DAY&columns=CTR`),
      ),
      400,
    );
    expectV5Error(
      await call(
        owner,
        'GET',
        `${base}?campaign_ids=1&granularity=DAY&columns=CTR&start_date=2026-01-01&end_date=2026-06-01`,
      ),
      400,
      AdsTexts.dateRangeTooLong,
    );
    expectV5Error(
      await call(
        owner,
        'GET',
        `${base}?campaign_ids=1&granularity=DAY&columns=CTR&start_date=2026-02-30&end_date=2026-03-01`,
      ),
      400,
      AdsTexts.dateInvalid('start_date'),
    );
    expectV5Error(
      await call(owner, 'GET', analyticsPath('campaigns', `campaign_ids=1&granularity=WEEK&columns=CTR`)),
      400,
    );
    expectV5Error(await call(owner, 'GET', analyticsPath('keywords', ok)), 404);

    const visitor = new TestBrowser(gateway.url);
    await visitor.open();
    expectV5Error(await call(visitor, 'GET', analyticsPath('campaigns', ok)), 401, CommonTexts.loginRequired);
    const plain = await signUp(gateway.url, 'plainrep');
    expectV5Error(await call(plain, 'GET', analyticsPath('campaigns', ok)), 403, AdsTexts.businessRequired);
    const other = await business('otherrep');
    await call(other, 'POST', '/v5/ad_accounts', { name: 'Theirs', country: 'US' });
    expectV5Error(await call(other, 'GET', analyticsPath('campaigns', ok)), 404, AdsTexts.adAccountNotFound);
  });
});

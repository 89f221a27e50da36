/**
 * /v5/ad_accounts/{id}/billing_profiles end to end: the gateway in-process, the users, ads and
 * billing services as child processes, test Postgres, Redis and NATS. Plain JSON, v5 errors.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AdsTexts,
  BillingTexts,
  CommonTexts,
  Rpc,
  type AdAccount,
  type AdAccountRole,
  type BillingProfile,
  type BillingProfilesPage,
} from '@pinboard/contracts';
import {
  actorOf,
  signUp,
  startServices,
  TestBrowser,
  testRpcClient,
  type Person,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import { startGateway, type RunningGateway } from '../../app.js';
import { gatewayTestConfig } from '../../__tests__/support.js';
import { expectV5Error, v5Call } from './v5-calls.js';

const profileBody = (name = 'Ada Lovelace') => ({
  billing_contact_name: name,
  billing_email: 'billing@shop.example',
  business_address: { line1: '1 High Street', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' },
  tax_id: 'GB123456789',
});

describe('gateway /v5 billing profiles (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;
  const rpc = testRpcClient(10_000);

  before(async () => {
    services = await startServices({ only: ['users', 'ads', 'billing'] });
    gateway = await startGateway(
      gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot, AUTH_RATE_LIMIT_PER_MINUTE: '500' }),
    );
    await rpc.connect();
  });

  after(async () => {
    await rpc.close();
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

  async function adAccountOf(owner: Person, country = 'GB'): Promise<AdAccount> {
    const created = await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'Shop', country });
    assert.equal(created.status, 201, created.text);
    return created.json as AdAccount;
  }

  /** A member with a role, set up through the ads service (v5-business-access tests the /v5 path). */
  async function member(owner: Person, adAccount: AdAccount, role: AdAccountRole): Promise<Person> {
    const person = await business(role.toLowerCase().slice(0, 8));
    await rpc.request(Rpc.ads.addMember, {
      actor: actorOf(owner.me),
      ad_account_id: adAccount.id,
      user_id: person.me.id,
      role,
    });
    return person;
  }

  it('the owner sets and replaces the billing profile; reads answer v5 lists', async () => {
    const owner = await business('gwbill');
    const adAccount = await adAccountOf(owner);
    const base = `/v5/ad_accounts/${adAccount.id}/billing_profiles`;
    assert.deepEqual((await v5Call(owner, 'GET', base)).json, { items: [], bookmark: null });
    const created = await v5Call(owner, 'POST', base, profileBody());
    assert.equal(created.status, 201, created.text);
    const first = created.json as BillingProfile;
    assert.equal('resource_response' in (created.json as object), false, 'plain JSON, no envelope');
    assert.equal(first.status, 'ACTIVE');
    assert.equal(first.currency, 'GBP');
    assert.equal(first.advertiser_id, adAccount.id);
    assert.equal(first.payment_method, 'INVOICE');
    assert.deepEqual(first.business_address, {
      line1: '1 High Street',
      line2: null,
      city: 'London',
      postal_code: 'SW1A 1AA',
      region: null,
      country: 'GB',
    });
    const second = (await v5Call(owner, 'POST', base, profileBody('Grace Hopper'))).json as BillingProfile;
    assert.deepEqual((await v5Call(owner, 'GET', base)).json, { items: [second], bookmark: null });
    assert.deepEqual((await v5Call(owner, 'GET', `${base}?is_active=true`)).json, {
      items: [second],
      bookmark: null,
    });
    const page = (await v5Call(owner, 'GET', `${base}?is_active=false&page_size=1`))
      .json as BillingProfilesPage;
    assert.deepEqual(page.items, [second]);
    const rest = (await v5Call(owner, 'GET', `${base}?is_active=false&bookmark=${page.bookmark}`))
      .json as BillingProfilesPage;
    assert.deepEqual(
      rest.items.map((p) => [p.id, p.status]),
      [[first.id, 'INACTIVE']],
    );
    assert.equal(rest.bookmark, null);
  });

  it('the authorization matrix: every role reads, admins and finance managers write', async () => {
    const owner = await business('gwmtx');
    const adAccount = await adAccountOf(owner, 'FR');
    const base = `/v5/ad_accounts/${adAccount.id}/billing_profiles`;
    const finance = await member(owner, adAccount, 'FINANCE_MANAGER');
    const byFinance = await v5Call(finance, 'POST', base, profileBody('Finance'));
    assert.equal(byFinance.status, 201, byFinance.text);
    assert.equal((byFinance.json as BillingProfile).currency, 'EUR');
    const byOwner = await v5Call(owner, 'POST', base, profileBody('Owner'));
    assert.equal(byOwner.status, 201, byOwner.text);
    for (const role of ['ANALYST', 'CAMPAIGN_MANAGER'] as const) {
      const reader = await member(owner, adAccount, role);
      const read = await v5Call(reader, 'GET', base);
      assert.equal(read.status, 200, read.text);
      assert.deepEqual((read.json as BillingProfilesPage).items, [byOwner.json]);
      expectV5Error(await v5Call(reader, 'POST', base, profileBody()), 403, BillingTexts.roleCannotWrite);
    }
    const outsider = await business('gwout');
    await adAccountOf(outsider);
    expectV5Error(await v5Call(outsider, 'GET', base), 404, AdsTexts.adAccountNotFound);
    expectV5Error(await v5Call(outsider, 'POST', base, profileBody()), 404, AdsTexts.adAccountNotFound);
    const plain = await signUp(gateway.url, 'gwplain');
    expectV5Error(await v5Call(plain, 'GET', base), 403, AdsTexts.businessRequired);
    expectV5Error(await v5Call(plain, 'POST', base, profileBody()), 403, AdsTexts.businessRequired);
    const visitor = new TestBrowser(gateway.url);
    await visitor.open();
    expectV5Error(await v5Call(visitor, 'GET', base), 401, CommonTexts.loginRequired);
    expectV5Error(await v5Call(visitor, 'POST', base, profileBody()), 401, CommonTexts.loginRequired);
    const all = (await v5Call(owner, 'GET', `${base}?is_active=false`)).json as BillingProfilesPage;
    assert.deepEqual(
      all.items.map((p) => p.billing_contact_name),
      ['Owner', 'Finance'],
      'refused writes wrote nothing',
    );
  });

  it('refuses bad requests with a 4xx and writes nothing', async () => {
    const owner = await business('gwbbad');
    const adAccount = await adAccountOf(owner);
    const base = `/v5/ad_accounts/${adAccount.id}/billing_profiles`;
    const good = profileBody();
    const address = good.business_address;
    for (const [body, message] of [
      [{ ...good, billing_email: 'nobody' }, BillingTexts.emailInvalid],
      [{ ...good, billing_contact_name: ' ' }, BillingTexts.contactNameRequired],
      [{ ...good, business_address: { ...address, country: 'UK' } }, BillingTexts.countryInvalid],
      [{ ...good, business_address: { ...address, line1: 'x'.repeat(201) } }, BillingTexts.line1Required],
      [{ ...good, business_address: 'London' }, BillingTexts.addressRequired],
      [{ ...good, payment_method: 'CREDIT_CARD' }, BillingTexts.paymentMethodInvalid],
      [{ ...good, status: 'ACTIVE' }, undefined],
      [[good], undefined],
      [{}, undefined],
      ['{"billing_email":', CommonTexts.malformedJson],
    ] as const) {
      expectV5Error(await v5Call(owner, 'POST', base, body), 400, message);
    }
    expectV5Error(await v5Call(owner, 'GET', `${base}?is_active=maybe`), 400, BillingTexts.isActiveInvalid);
    expectV5Error(await v5Call(owner, 'GET', `${base}?page_size=251`), 400);
    expectV5Error(await v5Call(owner, 'GET', `${base}?bookmark=nonsense`), 400);
    expectV5Error(await v5Call(owner, 'GET', `${base}?color=red`), 400);
    expectV5Error(await v5Call(owner, 'GET', '/v5/ad_accounts/not-an-id/billing_profiles'), 404);
    expectV5Error(await v5Call(owner, 'GET', '/v5/ad_accounts/999999999999/billing_profiles'), 404);
    const noCsrf = await owner.api.raw(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(good),
    });
    expectV5Error(noCsrf, 403, CommonTexts.csrf);
    assert.deepEqual((await v5Call(owner, 'GET', `${base}?is_active=false`)).json, {
      items: [],
      bookmark: null,
    });
  });
});

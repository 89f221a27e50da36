/**
 * The billing service with the users and ads services it asks (child processes): billing profiles
 * created, replaced and read, validation, and who may do what.
 */
import {
  AdsTexts,
  BillingTexts,
  ErrorCode,
  Events,
  Rpc,
  type Actor,
  type AdAccount,
} from '@pinboard/contracts';
import { serviceSuite } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { billingService } from '../service.js';
import { billingFactories, profileInput } from './billing-factories.js';

describe('billing service: billing profiles', () => {
  const { rpc, watcher } = serviceSuite(billingService, { needs: ['users', 'ads'], watchEvents: true });
  const make = billingFactories(rpc);

  const create = (actor: Actor, adAccount: AdAccount, input = profileInput()) =>
    rpc.request(Rpc.billing.createProfile, { actor, ad_account_id: adAccount.id, ...input });
  const list = (
    actor: Actor,
    adAccount: AdAccount,
    options: { is_active?: boolean; page_size?: number } = {},
  ) => rpc.request(Rpc.billing.listProfiles, { actor, ad_account_id: adAccount.id, ...options });

  test('health check reports postgres up', async () => {
    assert.equal((await rpc.request(Rpc.billing.health, {})).status, 'up');
  });

  test('the owner creates the active profile: trimmed, in the ad account currency, announced', async () => {
    const owner = await make.business('owner');
    const adAccount = await make.adAccount(owner, 'DE');
    assert.deepEqual(await list(owner, adAccount), { items: [], bookmark: null });
    const profile = await create(owner, adAccount);
    assert.equal(profile.status, 'ACTIVE');
    assert.equal(profile.ad_account_id, adAccount.id);
    assert.equal(profile.advertiser_id, adAccount.id);
    assert.equal(profile.currency, 'EUR');
    assert.equal(profile.payment_method, 'INVOICE');
    assert.equal(profile.payment_method_brand, null);
    assert.equal(profile.billing_contact_name, 'Ada Lovelace');
    assert.equal(profile.billing_email, 'billing@shop.example');
    assert.deepEqual(profile.business_address, {
      line1: '12 Rue de Rivoli',
      line2: null,
      city: 'Paris',
      postal_code: '75001',
      region: 'Île-de-France',
      country: 'FR',
    });
    assert.equal(profile.tax_id, 'FR12345678901');
    assert.equal(typeof profile.created_time, 'number');
    const announced = await watcher.find(
      Events.billing.profileCreated,
      (e) => e.billing_profile.id === profile.id,
    );
    assert.deepEqual(announced?.billing_profile, profile);
    assert.deepEqual(await list(owner, adAccount), { items: [profile], bookmark: null });
  });

  test('a new profile replaces the active one, which stays as INACTIVE history', async () => {
    const owner = await make.business('owner');
    const adAccount = await make.adAccount(owner, 'GB');
    const first = await create(owner, adAccount);
    const second = await create(owner, adAccount, profileInput({ billing_contact_name: 'Grace Hopper' }));
    const third = await create(owner, adAccount, profileInput({ tax_id: null }));
    assert.equal(third.tax_id, null);
    assert.equal(third.currency, 'GBP');
    assert.deepEqual(await list(owner, adAccount, { is_active: true }), { items: [third], bookmark: null });
    const all = await list(owner, adAccount, { is_active: false });
    assert.deepEqual(
      all.items.map((p) => [p.id, p.status]),
      [
        [third.id, 'ACTIVE'],
        [second.id, 'INACTIVE'],
        [first.id, 'INACTIVE'],
      ],
    );
    assert.equal(all.items[1]!.billing_contact_name, 'Grace Hopper');
    const page1 = await list(owner, adAccount, { is_active: false, page_size: 2 });
    assert.equal(page1.items.length, 2);
    assert.ok(page1.bookmark);
    const page2 = await rpc.request(Rpc.billing.listProfiles, {
      actor: owner,
      ad_account_id: adAccount.id,
      is_active: false,
      page_size: 2,
      bookmark: page1.bookmark,
    });
    assert.deepEqual(
      page2.items.map((p) => p.id),
      [first.id],
    );
    assert.equal(page2.bookmark, null);
  });

  test('concurrent replaces end with exactly one active profile, the last written', async () => {
    const owner = await make.business('owner');
    const adAccount = await make.adAccount(owner);
    const written = await Promise.all(Array.from({ length: 6 }, () => create(owner, adAccount)));
    const active = await list(owner, adAccount);
    assert.equal(active.items.length, 1);
    const newest = written.map((p) => BigInt(p.id)).reduce((a, b) => (a > b ? a : b));
    assert.equal(active.items[0]!.id, newest.toString());
    assert.equal((await list(owner, adAccount, { is_active: false })).items.length, 6);
  });

  test('bad input is refused with a message that says what is wrong, and writes nothing', async () => {
    const owner = await make.business('owner');
    const adAccount = await make.adAccount(owner);
    const good = await create(owner, adAccount);
    const address = profileInput().business_address;
    const refusals: [Record<string, unknown>, string | undefined][] = [
      [{ billing_contact_name: '   ' }, BillingTexts.contactNameRequired],
      [{ billing_contact_name: 'x'.repeat(101) }, BillingTexts.contactNameRequired],
      [{ billing_email: 'not-an-email' }, BillingTexts.emailInvalid],
      [{ billing_email: `${'a'.repeat(250)}@x.example` }, BillingTexts.emailInvalid],
      [{ business_address: undefined }, BillingTexts.addressRequired],
      [{ business_address: { ...address, line1: '' } }, BillingTexts.line1Required],
      [{ business_address: { ...address, city: 'x'.repeat(101) } }, BillingTexts.cityRequired],
      [{ business_address: { ...address, postal_code: '<75001>' } }, BillingTexts.postalCodeInvalid],
      [{ business_address: { ...address, country: 'XX' } }, BillingTexts.countryInvalid],
      [{ business_address: { ...address, country: 'FRA' } }, BillingTexts.countryInvalid],
      [{ business_address: { ...address, planet: 'Earth' } }, undefined],
      [{ tax_id: '#' }, BillingTexts.taxIdInvalid],
      [{ payment_method: 'CREDIT_CARD' }, BillingTexts.paymentMethodInvalid],
      [{ status: 'INACTIVE' }, undefined],
    ];
    for (const [change, message] of refusals) {
      await assert.rejects(
        rpc.request(Rpc.billing.createProfile, {
          actor: owner,
          ad_account_id: adAccount.id,
          ...profileInput(),
          ...change,
        } as never),
        (err: { code: string; message: string }) => {
          assert.equal(err.code, ErrorCode.ValidationFailed, JSON.stringify(change));
          if (message !== undefined) assert.equal(err.message, message);
          return true;
        },
      );
    }
    await assert.rejects(list(owner, adAccount, { page_size: 251 }), { code: ErrorCode.ValidationFailed });
    await assert.rejects(
      rpc.request(Rpc.billing.listProfiles, {
        actor: owner,
        ad_account_id: adAccount.id,
        bookmark: 'nonsense',
      }),
      { code: ErrorCode.ValidationFailed },
    );
    assert.deepEqual(await list(owner, adAccount, { is_active: false }), { items: [good], bookmark: null });
  });

  test('the authorization matrix: every role reads, only admins and finance managers write', async () => {
    const owner = await make.business('owner');
    const adAccount = await make.adAccount(owner);
    const finance = await make.member(owner, adAccount, 'FINANCE_MANAGER');
    const admin = await make.member(owner, adAccount, 'ADMIN');
    const byFinance = await create(finance, adAccount, profileInput({ billing_contact_name: 'Finance' }));
    const byAdmin = await create(admin, adAccount, profileInput({ billing_contact_name: 'Admin' }));
    for (const role of ['ANALYST', 'CAMPAIGN_MANAGER', 'AUDIENCE_MANAGER'] as const) {
      const reader = await make.member(owner, adAccount, role);
      assert.deepEqual((await list(reader, adAccount)).items, [byAdmin], role);
      await assert.rejects(create(reader, adAccount), {
        code: ErrorCode.Forbidden,
        message: BillingTexts.roleCannotWrite,
      });
    }
    const history = (await list(finance, adAccount, { is_active: false })).items;
    assert.deepEqual(
      history.map((p) => [p.id, p.status, p.billing_contact_name]),
      [
        [byAdmin.id, 'ACTIVE', 'Admin'],
        [byFinance.id, 'INACTIVE', 'Finance'],
      ],
    );

    // Another ad account's member learns nothing of this one, as the ads service answers.
    const outsider = await make.business('outsider');
    await make.adAccount(outsider);
    const plain = await make.person('plain');
    for (const [who, code, message] of [
      [outsider, ErrorCode.NotFound, AdsTexts.adAccountNotFound],
      [plain, ErrorCode.Forbidden, AdsTexts.businessRequired],
    ] as const) {
      await assert.rejects(list(who, adAccount), { code, message });
      await assert.rejects(create(who, adAccount), { code, message });
    }
    const missing = { ...adAccount, id: '999999999999' };
    await assert.rejects(list(owner, missing), {
      code: ErrorCode.NotFound,
      message: AdsTexts.adAccountNotFound,
    });
    assert.equal((await list(owner, adAccount, { is_active: false })).items.length, 2);
  });
});

/**
 * The ads service with the users, boards and pins services it asks (child processes): ad accounts,
 * who may act on them, and the authorization matrix of every call.
 */
import {
  AD_ACCOUNT_ROLES,
  AdsTexts,
  ErrorCode,
  Events,
  Rpc,
  type Actor,
  type AdAccount,
  type AdAccountRole,
} from '@pinboard/contracts';
import { rpcFactories, serviceSuite } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adsService } from '../service.js';
import { adsFactories } from './ads-factories.js';

describe('ads service: ad accounts and roles', () => {
  const { rpc, watcher } = serviceSuite(adsService, {
    needs: ['users', 'boards', 'pins'],
    watchEvents: true,
  });
  const people = rpcFactories(rpc);
  const ads = adsFactories(rpc);

  test('health check reports postgres up', async () => {
    assert.equal((await rpc.request(Rpc.ads.health, {})).status, 'up');
  });

  test('a plain user is told that ads need a business account, whatever they ask', async () => {
    const plain = await people.person('plain');
    const owner = await ads.business('owner');
    const account = await ads.adAccount(owner);
    const refusals = [
      () => rpc.request(Rpc.ads.createAdAccount, { actor: plain, name: 'Mine', country: 'US' }),
      () => rpc.request(Rpc.ads.listAdAccounts, { actor: plain }),
      () => rpc.request(Rpc.ads.getAdAccount, { actor: plain, ad_account_id: account.id }),
      () => rpc.request(Rpc.ads.listCampaigns, { actor: plain, ad_account_id: account.id }),
      () => rpc.request(Rpc.ads.createCampaigns, { actor: plain, ad_account_id: account.id, items: [{}] }),
    ];
    for (const refusal of refusals) {
      await assert.rejects(refusal, { code: ErrorCode.Forbidden, message: AdsTexts.businessRequired });
    }
  });

  test('a business account opens ad accounts whose currency follows the country', async () => {
    const owner = await ads.business('owner');
    for (const [country, currency] of [
      ['fr', 'EUR'],
      ['GB', 'GBP'],
      ['SE', 'SEK'],
      ['US', 'USD'],
      ['JP', 'USD'],
    ] as const) {
      const account = await rpc.request(Rpc.ads.createAdAccount, {
        actor: owner,
        name: `  Shop ${country} `,
        country,
        owner_user_id: owner.id,
      });
      assert.equal(account.country, country.toUpperCase());
      assert.equal(account.currency, currency, country);
      assert.equal(account.name, `Shop ${country}`);
      assert.deepEqual(account.owner, { id: owner.id, username: owner.username });
      assert.deepEqual(account.permissions, ['ADMIN']);
      assert.equal(typeof account.created_time, 'number');
      const announced = await watcher.find(
        Events.ads.adAccountCreated,
        (e) => e.ad_account.id === account.id,
      );
      assert.deepEqual(announced?.ad_account, account);
      assert.deepEqual(
        await rpc.request(Rpc.ads.getAdAccount, { actor: owner, ad_account_id: account.id }),
        account,
      );
    }
    const first = await rpc.request(Rpc.ads.listAdAccounts, { actor: owner, page_size: 3 });
    assert.equal(first.items.length, 3);
    assert.ok(first.bookmark);
    const second = await rpc.request(Rpc.ads.listAdAccounts, { actor: owner, bookmark: first.bookmark });
    assert.deepEqual(
      [...first.items, ...second.items].map((a) => a.country),
      ['JP', 'US', 'SE', 'GB', 'FR'],
    );
    assert.equal(second.bookmark, null);
  });

  test('ad accounts are opened for oneself, with a name and a country code', async () => {
    const owner = await ads.business('owner');
    const other = await ads.business('other');
    await assert.rejects(
      rpc.request(Rpc.ads.createAdAccount, {
        actor: owner,
        name: 'X',
        country: 'US',
        owner_user_id: other.id,
      }),
      { code: ErrorCode.Forbidden, message: AdsTexts.ownerMustBeYou },
    );
    await assert.rejects(rpc.request(Rpc.ads.createAdAccount, { actor: owner, name: ' ', country: 'US' }), {
      code: ErrorCode.ValidationFailed,
      message: AdsTexts.nameRequired,
    });
    await assert.rejects(rpc.request(Rpc.ads.createAdAccount, { actor: owner, name: 'X', country: 'USA' }), {
      code: ErrorCode.ValidationFailed,
      message: AdsTexts.countryInvalid,
    });
  });

  test('the authorization matrix: every role reads, only admins and campaign managers write', async () => {
    const owner = await ads.business('owner');
    const account = await ads.adAccount(owner);
    const members = new Map<AdAccountRole, Actor>();
    for (const role of AD_ACCOUNT_ROLES) {
      const member = await ads.business(role.toLowerCase());
      await rpc.request(Rpc.ads.addMember, {
        actor: owner,
        ad_account_id: account.id,
        user_id: member.id,
        role,
      });
      members.set(role, member);
    }
    const outsider = await ads.business('outsider');
    await ads.adAccount(outsider);

    const writers: Actor[] = [owner, members.get('ADMIN')!, members.get('CAMPAIGN_MANAGER')!];
    for (const [role, actor] of [['OWNER', owner] as const, ...members.entries()]) {
      const seen: AdAccount = await rpc.request(Rpc.ads.getAdAccount, { actor, ad_account_id: account.id });
      assert.deepEqual(seen.permissions, [role === 'OWNER' ? 'ADMIN' : role], role);
      const listed = await rpc.request(Rpc.ads.listAdAccounts, { actor });
      assert.ok(
        listed.items.some((a) => a.id === account.id),
        `${role} lists it`,
      );
      await rpc.request(Rpc.ads.listCampaigns, { actor, ad_account_id: account.id });
      const write = rpc.request(Rpc.ads.createCampaigns, {
        actor,
        ad_account_id: account.id,
        items: [{ name: `By ${role}`, objective_type: 'AWARENESS' }],
      });
      if (writers.includes(actor)) {
        assert.equal((await write).items[0]!.data?.name, `By ${role}`);
      } else {
        await assert.rejects(write, { code: ErrorCode.Forbidden, message: AdsTexts.roleCannotWrite }, role);
      }
    }

    // A member of another ad account learns nothing of this one: the same answer as a made-up id.
    for (const ad_account_id of [account.id, '9000000000000000001']) {
      await assert.rejects(rpc.request(Rpc.ads.getAdAccount, { actor: outsider, ad_account_id }), {
        code: ErrorCode.NotFound,
        message: AdsTexts.adAccountNotFound,
      });
      await assert.rejects(
        rpc.request(Rpc.ads.updateCampaigns, { actor: outsider, ad_account_id, items: [{ id: '1' }] }),
        { code: ErrorCode.NotFound, message: AdsTexts.adAccountNotFound },
      );
    }
    const outsiders = await rpc.request(Rpc.ads.listAdAccounts, { actor: outsider });
    assert.equal(
      outsiders.items.some((a) => a.id === account.id),
      false,
    );

    // Only an admin gives roles, and only to business accounts.
    const newcomer = await ads.business('newcomer');
    await assert.rejects(
      rpc.request(Rpc.ads.addMember, {
        actor: members.get('CAMPAIGN_MANAGER')!,
        ad_account_id: account.id,
        user_id: newcomer.id,
        role: 'ANALYST',
      }),
      { code: ErrorCode.Forbidden, message: AdsTexts.adminOnly },
    );
    const plain = await people.person('plain');
    await assert.rejects(
      rpc.request(Rpc.ads.addMember, {
        actor: owner,
        ad_account_id: account.id,
        user_id: plain.id,
        role: 'ANALYST',
      }),
      { code: ErrorCode.ValidationFailed, message: AdsTexts.memberNotBusiness },
    );
    await assert.rejects(
      rpc.request(Rpc.ads.addMember, {
        actor: members.get('ADMIN')!,
        ad_account_id: account.id,
        user_id: members.get('ANALYST')!.id,
        role: 'ADMIN',
      }),
      { code: ErrorCode.Conflict, message: AdsTexts.alreadyMember },
    );
  });
});

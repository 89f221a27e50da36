/**
 * v5 business access end to end (`/v5/businesses/{business_id}/…`): an ad account's admin grants
 * roles, changes and removes them, and each role then does exactly what it may. The gateway
 * in-process, the users, ads and billing services as child processes, test Postgres, Redis, NATS.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AdsTexts,
  BillingTexts,
  type AdAccount,
  type AssetMember,
  type BatchReply,
  type Campaign,
  type DeleteMemberAccessReply,
  type UpdateMemberAccessReply,
} from '@pinboard/contracts';
import { signUp, startServices, type Person, type ServicesUnderTest } from '@pinboard/test-kit';
import { startGateway, type RunningGateway } from '../../app.js';
import { gatewayTestConfig } from '../../__tests__/support.js';
import { businessPerson, newAccessToken, scriptCall } from '../../access-tokens/__tests__/token-support.js';
import { expectV5Error, v5Call } from './v5-calls.js';

const profileBody = {
  billing_contact_name: 'Ada Lovelace',
  billing_email: 'billing@shop.example',
  business_address: { line1: '1 High Street', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' },
};

describe('gateway /v5 business access (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;

  before(async () => {
    services = await startServices({ only: ['users', 'ads', 'billing'] });
    gateway = await startGateway(
      gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot, AUTH_RATE_LIMIT_PER_MINUTE: '500' }),
    );
  });

  after(async () => {
    await gateway?.close();
    await services?.stop();
  });

  async function adAccountOf(owner: Person): Promise<AdAccount> {
    const created = await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'Shop', country: 'GB' });
    assert.equal(created.status, 201, created.text);
    return created.json as AdAccount;
  }

  const access = (owner: Person) => `/v5/businesses/${owner.me.id}/members/assets/access`;
  const membersPath = (owner: Person, account: AdAccount) =>
    `/v5/businesses/${owner.me.id}/assets/${account.id}/members`;

  async function grant(
    admin: Person,
    owner: Person,
    account: AdAccount,
    member: Person,
    permissions: string[],
  ): Promise<UpdateMemberAccessReply['items'][number]> {
    const answer = await v5Call(admin, 'PATCH', access(owner), {
      accesses: [{ asset_id: account.id, member_id: member.me.id, permissions }],
    });
    assert.equal(answer.status, 200, answer.text);
    return (answer.json as UpdateMemberAccessReply).items[0]!;
  }

  const createCampaign = (person: Person, account: AdAccount) =>
    v5Call(person, 'POST', `/v5/ad_accounts/${account.id}/campaigns`, [
      { name: 'Spring', objective_type: 'AWARENESS' },
    ]);

  it('an admin grants, lists, changes and removes roles, and each role does what it may', async () => {
    const owner = await businessPerson(gateway.url, 'bizown');
    const account = await adAccountOf(owner);
    const analyst = await businessPerson(gateway.url, 'bizana');
    const finance = await businessPerson(gateway.url, 'bizfin');

    // Before: the analyst has no role, so the ad account does not exist for them.
    expectV5Error(
      await v5Call(analyst, 'GET', `/v5/ad_accounts/${account.id}`),
      404,
      AdsTexts.adAccountNotFound,
    );

    assert.deepEqual(await grant(owner, owner, account, analyst, ['ANALYST']), {
      response: { asset_id: account.id, member_id: analyst.me.id, permissions: ['ANALYST'] },
    });
    assert.deepEqual(await grant(owner, owner, account, finance, ['FINANCE_MANAGER', 'FINANCE_MANAGER']), {
      response: { asset_id: account.id, member_id: finance.me.id, permissions: ['FINANCE_MANAGER'] },
    });

    const listed = await v5Call(owner, 'GET', membersPath(owner, account));
    assert.equal(listed.status, 200, listed.text);
    const page = listed.json as { items: AssetMember[]; bookmark: string | null };
    assert.deepEqual(
      page.items,
      [
        { user: { id: owner.me.id, username: owner.me.username, email: null }, permissions: ['ADMIN'] },
        { user: { id: analyst.me.id, username: analyst.me.username, email: null }, permissions: ['ANALYST'] },
        {
          user: { id: finance.me.id, username: finance.me.username, email: null },
          permissions: ['FINANCE_MANAGER'],
        },
      ].sort((a, b) => (BigInt(a.user.id) < BigInt(b.user.id) ? -1 : 1)),
    );
    assert.equal(page.bookmark, null);
    const firstPage = (await v5Call(owner, 'GET', `${membersPath(owner, account)}?page_size=2`)).json as {
      items: AssetMember[];
      bookmark: string;
    };
    const secondPage = (
      await v5Call(owner, 'GET', `${membersPath(owner, account)}?page_size=2&bookmark=${firstPage.bookmark}`)
    ).json as { items: AssetMember[]; bookmark: string | null };
    assert.deepEqual([...firstPage.items, ...secondPage.items], page.items);
    assert.equal(secondPage.bookmark, null);

    // The analyst reads the account and its campaigns, writes nothing, and sees no members.
    const seen = await v5Call(analyst, 'GET', `/v5/ad_accounts/${account.id}`);
    assert.deepEqual((seen.json as AdAccount).permissions, ['ANALYST']);
    expectV5Error(await createCampaign(analyst, account), 403, AdsTexts.roleCannotWrite);
    expectV5Error(await v5Call(analyst, 'GET', membersPath(owner, account)), 403, AdsTexts.adminOnly);
    const analystGrants = await grant(analyst, owner, account, finance, ['ADMIN']);
    assert.equal(analystGrants.exception?.message, AdsTexts.adminOnly);
    // The finance manager sets billing; the analyst may not.
    expectV5Error(
      await v5Call(analyst, 'POST', `/v5/ad_accounts/${account.id}/billing_profiles`, profileBody),
      403,
      BillingTexts.roleCannotWrite,
    );
    const billed = await v5Call(
      finance,
      'POST',
      `/v5/ad_accounts/${account.id}/billing_profiles`,
      profileBody,
    );
    assert.equal(billed.status, 201, billed.text);

    // Promoted to campaign manager, the analyst writes campaigns at once.
    await grant(owner, owner, account, analyst, ['CAMPAIGN_MANAGER']);
    const written = (await createCampaign(analyst, account)).json as BatchReply<Campaign>;
    assert.equal(written.items[0]!.data?.name, 'Spring');

    // Removed: the ad account is gone for them; removing twice says why.
    const removed = await v5Call(owner, 'DELETE', access(owner), {
      accesses: [
        { asset_id: account.id, member_id: analyst.me.id },
        { asset_id: account.id, member_id: owner.me.id },
      ],
    });
    assert.equal(removed.status, 200, removed.text);
    const reply = removed.json as DeleteMemberAccessReply;
    assert.deepEqual(reply.items, [{ asset_id: account.id, member_id: analyst.me.id }]);
    assert.deepEqual(
      reply.exceptions.map((e) => [e.member_id, e.message]),
      [[owner.me.id, AdsTexts.ownerStaysAdmin]],
    );
    expectV5Error(
      await v5Call(analyst, 'GET', `/v5/ad_accounts/${account.id}`),
      404,
      AdsTexts.adAccountNotFound,
    );
    const again = (
      await v5Call(owner, 'DELETE', access(owner), {
        accesses: [{ asset_id: account.id, member_id: analyst.me.id }],
      })
    ).json as DeleteMemberAccessReply;
    assert.deepEqual(again.items, []);
    assert.equal(again.exceptions[0]!.message, AdsTexts.memberNotFound);
  });

  it('each access fails alone with its reason; bad bodies, wrong businesses and visitors are refused', async () => {
    const owner = await businessPerson(gateway.url, 'bizrul');
    const account = await adAccountOf(owner);
    const member = await businessPerson(gateway.url, 'bizmem');
    const plain = await signUp(gateway.url, 'bizpln');
    const stranger = await businessPerson(gateway.url, 'bizstr');
    const strangersAccount = await adAccountOf(stranger);

    const answer = await v5Call(owner, 'PATCH', access(owner), {
      accesses: [
        { asset_id: account.id, member_id: member.me.id, permissions: ['ANALYST', 'ADMIN'] },
        { asset_id: account.id, member_id: member.me.id, permissions: ['CATALOGS_MANAGER'] },
        { asset_id: account.id, member_id: plain.me.id, permissions: ['ANALYST'] },
        { asset_id: account.id, member_id: owner.me.id, permissions: ['ANALYST'] },
        { asset_id: strangersAccount.id, member_id: member.me.id, permissions: ['ANALYST'] },
        { asset_id: '9000000000000000001', member_id: member.me.id, permissions: ['ANALYST'] },
        { asset_id: account.id, member_id: member.me.id, permissions: ['AUDIENCE_MANAGER'] },
      ],
    });
    assert.equal(answer.status, 200, answer.text);
    const items = (answer.json as UpdateMemberAccessReply).items;
    assert.deepEqual(
      items.map((item) => item.exception?.message ?? item.response?.permissions),
      [
        AdsTexts.oneRole,
        AdsTexts.notAnAdAccountPermission('CATALOGS_MANAGER'),
        AdsTexts.memberNotBusiness,
        AdsTexts.ownerStaysAdmin,
        AdsTexts.adAccountNotFound,
        AdsTexts.adAccountNotFound,
        ['AUDIENCE_MANAGER'],
      ],
    );
    // The stranger's own account under this owner's business: not found, like any other.
    expectV5Error(
      await v5Call(stranger, 'GET', `/v5/businesses/${owner.me.id}/assets/${strangersAccount.id}/members`),
      404,
      AdsTexts.adAccountNotFound,
    );
    expectV5Error(await v5Call(owner, 'GET', `/v5/businesses/${owner.me.id}/assets/x1/members`), 404);
    expectV5Error(await v5Call(owner, 'PATCH', access(owner), { accesses: [] }), 400);
    expectV5Error(
      await v5Call(owner, 'PATCH', access(owner), {
        accesses: [{ asset_id: account.id, member_id: member.me.id, permissions: ['OWNER'] }],
      }),
      400,
    );
    expectV5Error(
      await v5Call(owner, 'PATCH', access(owner), {
        accesses: [{ asset_id: account.id, member_id: '99999999999999999999', permissions: ['ADMIN'] }],
      }),
      400,
    );
    const visitor = await fetch(`${gateway.url}${membersPath(owner, account)}`);
    assert.equal(visitor.status, 401);
    // The member kept the one role granted, nothing else changed.
    const listed = (await v5Call(owner, 'GET', membersPath(owner, account))).json as { items: AssetMember[] };
    assert.deepEqual(
      listed.items.map((m) => [m.user.id, m.permissions]),
      [
        [owner.me.id, ['ADMIN']],
        [member.me.id, ['AUDIENCE_MANAGER']],
      ].sort((a, b) => (BigInt(a[0] as string) < BigInt(b[0] as string) ? -1 : 1)),
    );
  });

  it('a script reads members with ads:read and changes them only with ads:write', async () => {
    const owner = await businessPerson(gateway.url, 'bizscr');
    const account = await adAccountOf(owner);
    const member = await businessPerson(gateway.url, 'bizsmb');
    const reader = await newAccessToken(owner, ['ads:read']);
    const writer = await newAccessToken(owner, ['ads:write']);
    const body = { accesses: [{ asset_id: account.id, member_id: member.me.id, permissions: ['ANALYST'] }] };

    const denied = await scriptCall(gateway.url, `Bearer ${reader.token}`, 'PATCH', access(owner), body);
    expectV5Error(denied, 403);
    const granted = await scriptCall(gateway.url, `Bearer ${writer.token}`, 'PATCH', access(owner), body);
    assert.equal(granted.status, 200, granted.text);
    assert.deepEqual((granted.json as UpdateMemberAccessReply).items[0]!.response?.permissions, ['ANALYST']);
    const listed = await scriptCall(
      gateway.url,
      `Bearer ${reader.token}`,
      'GET',
      membersPath(owner, account),
    );
    assert.equal(listed.status, 200, listed.text);
    assert.equal((listed.json as { items: AssetMember[] }).items.length, 2);
  });
});

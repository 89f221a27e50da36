/**
 * Quick promote through the ads service (users, boards and pins as child processes): one call
 * writes the campaign, its ad group and the ad, all or none, with SPEC §9's minimum budgets.
 */
import { AdsTexts, ErrorCode, Events, Rpc, type Actor, type AdAccount } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { rpcFactories, serviceSuite } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adsService } from '../service.js';
import { flightOf } from '../quick-promote/quick-promote.controller.js';
import { adsFactories } from './ads-factories.js';

const DAY = 86_400;

async function refused(call: Promise<unknown>, code: string, message?: string): Promise<void> {
  await assert.rejects(call, (err: unknown) => {
    assert.ok(err instanceof ServiceError, String(err));
    assert.equal(err.code, code);
    if (message) assert.equal(err.message, message);
    return true;
  });
}

describe('ads service: quick promote', () => {
  const { rpc, watcher } = serviceSuite(adsService, {
    needs: ['users', 'boards', 'pins'],
    watchEvents: true,
  });
  const people = rpcFactories(rpc);
  const ads = adsFactories(rpc);
  let owner: Actor;
  let account: AdAccount;

  before(async () => {
    owner = await ads.business('promoter');
    account = await ads.adAccount(owner, 'CZ');
  });

  const promote = (actor: Actor, pinId: string, promotion: Record<string, unknown>) =>
    rpc.request(Rpc.ads.quickPromote, {
      actor,
      ad_account_id: account.id,
      pin_id: pinId,
      promotion: { campaign_name: 'Quick one', budget_in_micro_currency: 80_000_000, ...promotion } as never,
    });
  const countOf = async (actor: Actor) =>
    (
      await rpc.request(Rpc.ads.listCampaigns, {
        actor,
        ad_account_id: account.id,
        entity_statuses: ['ACTIVE'],
      })
    ).items.length;

  test('one call makes the campaign, its ad group and the ad; the events say so', async () => {
    const pin = await people.pin(owner, await people.board(owner));
    const answer = await promote(owner, pin.id, {
      duration: 10,
      destination_url: 'https://shop.example/apron',
      auto_targeting_enabled: false,
      targeting_spec: { GEO: 'CZ+SK', GENDER: ['female'], AGE_BUCKET: ['25-34'] },
    });
    assert.equal(answer.campaign.status, 'ACTIVE');
    assert.equal(answer.campaign.objective_type, 'CONSIDERATION');
    assert.equal(answer.campaign.daily_spend_cap, 80_000_000);
    assert.equal(answer.campaign.end_time! - answer.campaign.start_time!, 10 * DAY);
    assert.equal(answer.ad_group.campaign_id, answer.campaign.id);
    assert.equal(answer.ad_group.budget_in_micro_currency, 80_000_000);
    assert.equal(answer.ad_group.budget_type, 'DAILY');
    assert.deepEqual(answer.ad_group.targeting_spec, {
      GEO: ['CZ', 'SK'],
      AGE_BUCKET: ['25-34'],
      GENDER: ['female'],
    });
    assert.equal(answer.ad.pin_id, pin.id);
    assert.equal(answer.ad.ad_group_id, answer.ad_group.id);
    assert.equal(answer.ad.destination_url, 'https://shop.example/apron');
    await watcher.find(Events.ads.adSaved, (e) => e.ad.id === answer.ad.id);
  });

  test('automatic targeting keeps the countries only, the ad account country by default; ongoing has no end', async () => {
    const pin = await people.pin(owner, await people.board(owner));
    const answer = await promote(owner, pin.id, {
      is_ongoing: true,
      targeting_spec: { GENDER: ['male'] },
    });
    assert.deepEqual(answer.ad_group.targeting_spec, { GEO: ['CZ'] });
    assert.equal(answer.campaign.end_time, null);
  });

  test("below the country's minimum, another person's secret Pin or a product group: refused and nothing written", async () => {
    const before = await countOf(owner);
    const pin = await people.pin(owner, await people.board(owner));
    await refused(
      promote(owner, pin.id, { budget_in_micro_currency: 10_000_000 }),
      ErrorCode.ValidationFailed,
      AdsTexts.quickPromoteMinimum('$11.00'), // CZ bills in USD (SPEC §9),
    );
    const stranger = await people.person('stranger');
    const secret = await people.pin(stranger, await people.board(stranger, 'secret'));
    await refused(promote(owner, secret.id, {}), ErrorCode.NotFound, AdsTexts.pinNotFound);
    await refused(
      promote(owner, pin.id, { product_group_id: '5' }),
      ErrorCode.ValidationFailed,
      AdsTexts.productGroupsUnavailable,
    );
    await refused(promote(owner, pin.id, { pin_id: '999' }), ErrorCode.ValidationFailed, AdsTexts.otherPin);
    await refused(
      promote(owner, pin.id, { objective_type: 'WEB_CONVERSION' }),
      ErrorCode.ValidationFailed,
      AdsTexts.conversionGoalRequired,
    );
    assert.equal(await countOf(owner), before);
  });

  test('only a role that may write; an outsider learns nothing of the ad account', async () => {
    const pin = await people.pin(owner, await people.board(owner));
    const outsider = await ads.business('outsider');
    await refused(promote(outsider, pin.id, {}), ErrorCode.NotFound, AdsTexts.adAccountNotFound);
    const analyst = await ads.business('analyst');
    await rpc.request(Rpc.ads.addMember, {
      actor: owner,
      ad_account_id: account.id,
      user_id: analyst.id,
      role: 'ANALYST',
    });
    await refused(promote(analyst, pin.id, {}), ErrorCode.Forbidden, AdsTexts.roleCannotWrite);
    const plain = await people.person('plain');
    await refused(promote(plain, pin.id, {}), ErrorCode.Forbidden, AdsTexts.businessRequired);
  });

  test('the flight: now for `duration` days, from tomorrow when not started now, to the end of an inclusive end date', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    const base = {
      duration: 10,
      is_ongoing: false,
      start_now: true,
    } as Parameters<typeof flightOf>[0];
    const at = (iso: string) => Date.parse(iso) / 1000;
    assert.deepEqual(flightOf(base, now), {
      start: at('2026-03-10T15:00:00Z'),
      end: at('2026-03-20T15:00:00Z'),
    });
    assert.deepEqual(flightOf({ ...base, start_now: false }, now), {
      start: at('2026-03-11T00:00:00Z'),
      end: at('2026-03-21T00:00:00Z'),
    });
    assert.deepEqual(flightOf({ ...base, inclusive_end_date: '2026-03-12' }, now), {
      start: at('2026-03-10T15:00:00Z'),
      end: at('2026-03-13T00:00:00Z'),
    });
    assert.throws(
      () => flightOf({ ...base, inclusive_end_date: '2026-03-01' }, now),
      /end_time must be after/,
    );
  });
});

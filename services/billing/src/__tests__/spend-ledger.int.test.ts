/**
 * The spend ledger: accruals the ads service publishes (ads.spend.accrued) are booked once each,
 * and read by day by anyone with a role on the ad account.
 */
import { Events, Rpc, type Actor, type AdAccount } from '@pinboard/contracts';
import { DomainEventPublisher, ServiceError } from '@pinboard/service-kit';
import { serviceSuite, testEnv, waitFor } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { billingService } from '../service.js';
import { billingFactories } from './billing-factories.js';

describe('billing service: spend ledger', () => {
  const { rpc } = serviceSuite(billingService, { needs: ['users', 'ads'] });
  const make = billingFactories(rpc);
  let publisher: DomainEventPublisher;
  let owner: Actor;
  let account: AdAccount;

  before(async () => {
    publisher = await DomainEventPublisher.connect(testEnv().natsUrl);
    owner = await make.business('spender');
    account = await make.adAccount(owner, 'US');
  });
  after(() => publisher.close());

  const spend = (actor: Actor, start: string, end: string) =>
    rpc.request(Rpc.billing.spendByDay, {
      actor,
      ad_account_id: account.id,
      start_date: start,
      end_date: end,
    });

  test('accruals are booked by day, each once however often it is told', async () => {
    const accrual = {
      accrual_id: randomUUID(),
      lines: [
        {
          ad_account_id: account.id,
          campaign_id: '7001',
          day: '2026-11-20',
          spend_in_nano_currency: '2500000000',
        },
        { ad_account_id: account.id, campaign_id: '7002', day: '2026-11-20', spend_in_nano_currency: '1500' },
        {
          ad_account_id: account.id,
          campaign_id: '7001',
          day: '2026-11-21',
          spend_in_nano_currency: '1000000000',
        },
      ],
    };
    await publisher.publish(Events.ads.spendAccrued, accrual);
    await publisher.publish(Events.ads.spendAccrued, accrual); // told again (a redelivery, a replay)
    await publisher.publish(Events.ads.spendAccrued, {
      accrual_id: randomUUID(),
      lines: [
        {
          ad_account_id: account.id,
          campaign_id: '7001',
          day: '2026-11-21',
          spend_in_nano_currency: '500000000',
        },
      ],
    });
    let answer: Awaited<ReturnType<typeof spend>> | undefined;
    await waitFor(async () => {
      answer = await spend(owner, '2026-11-19', '2026-11-22');
      return answer.total_in_micro_currency === 4_000_001;
    }, 'both accruals booked once');
    assert.equal(answer!.currency, 'USD');
    assert.deepEqual(answer!.days, [
      { date: '2026-11-20', spend_in_micro_currency: 2_500_001 },
      { date: '2026-11-21', spend_in_micro_currency: 1_500_000 },
    ]);
    assert.deepEqual((await spend(owner, '2026-11-21', '2026-11-21')).days, [
      { date: '2026-11-21', spend_in_micro_currency: 1_500_000 },
    ]);
  });

  test('someone without a role on the ad account learns nothing of its spend', async () => {
    const outsider = await make.business('outsider');
    await assert.rejects(
      spend(outsider, '2026-11-19', '2026-11-22'),
      (err: unknown) => err instanceof ServiceError && err.code === 'NOT_FOUND',
    );
  });
});

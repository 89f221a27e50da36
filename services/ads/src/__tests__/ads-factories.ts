import { Events, Rpc, type Actor, type AdAccount } from '@pinboard/contracts';
import type { DomainEventPublisher, RpcClient } from '@pinboard/service-kit';
import { rpcFactories, testEnv, uniqueSuffix, waitFor } from '@pinboard/test-kit';
import pg from 'pg';

/** Whether ads has taken billing's word that the ad account has billing info. */
export async function isBillingReady(adAccountId: string): Promise<boolean> {
  const db = new pg.Client({ connectionString: testEnv().databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ billing_ready: boolean }>(
      'SELECT billing_ready FROM ads.ad_accounts WHERE id = $1',
      [adAccountId],
    );
    return rows[0]?.billing_ready === true;
  } finally {
    await db.end();
  }
}

/** Business accounts and ad accounts made through the real services' RPCs. */
export function adsFactories(rpc: RpcClient) {
  const people = rpcFactories(rpc);
  return {
    business: async (prefix: string): Promise<Actor> => {
      const actor = await people.person(prefix);
      await rpc.request(Rpc.users.updateMe, {
        user_id: actor.id,
        changes: { account_type: 'business', business_name: `${prefix} Ltd` },
      });
      return actor;
    },
    adAccount: (owner: Actor, country = 'US'): Promise<AdAccount> =>
      rpc.request(Rpc.ads.createAdAccount, { actor: owner, name: `Ads ${uniqueSuffix()}`, country }),
    /**
     * Billing tells that the ad account has an ACTIVE billing profile (as the billing service does
     * when one is set), and ads has taken it: its ads may serve from then on.
     */
    billingReady: async (account: AdAccount, publisher: DomainEventPublisher): Promise<void> => {
      const now = Math.floor(Date.now() / 1000);
      await publisher.publish(Events.billing.profileCreated, {
        billing_profile: {
          id: String(Date.now()),
          ad_account_id: account.id,
          advertiser_id: account.id,
          status: 'ACTIVE',
          payment_method: 'INVOICE',
          payment_method_brand: null,
          card_type: null,
          currency: account.currency,
          billing_contact_name: 'Ada Lovelace',
          billing_email: 'billing@shop.example',
          business_address: {
            line1: '1 Main Street',
            line2: null,
            city: 'Springfield',
            postal_code: '12345',
            region: null,
            country: account.country,
          },
          tax_id: null,
          created_time: now,
          updated_time: now,
        },
      });
      await waitFor(() => isBillingReady(account.id), 'ads took the billing profile');
    },
  };
}

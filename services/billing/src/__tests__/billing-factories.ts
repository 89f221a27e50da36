import {
  Rpc,
  type Actor,
  type AdAccount,
  type AdAccountRole,
  type BillingProfileOptions,
} from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import { rpcFactories, uniqueSuffix } from '@pinboard/test-kit';

/** A billing profile as a form would send it (untrimmed, to see the service trim it). */
export function profileInput(overrides: Partial<BillingProfileOptions> = {}): BillingProfileOptions {
  return {
    billing_contact_name: '  Ada Lovelace ',
    billing_email: ' billing@shop.example ',
    business_address: {
      line1: '12 Rue de Rivoli',
      line2: '',
      city: 'Paris',
      postal_code: '75001',
      region: 'Île-de-France',
      country: 'fr',
    },
    tax_id: 'FR12345678901',
    ...overrides,
  };
}

/** Business accounts, ad accounts and members made through the real users and ads services. */
export function billingFactories(rpc: RpcClient) {
  const people = rpcFactories(rpc);
  const business = async (prefix: string): Promise<Actor> => {
    const actor = await people.person(prefix);
    await rpc.request(Rpc.users.updateMe, {
      user_id: actor.id,
      changes: { account_type: 'business', business_name: `${prefix} Ltd` },
    });
    return actor;
  };
  return {
    person: people.person,
    business,
    adAccount: (owner: Actor, country = 'US'): Promise<AdAccount> =>
      rpc.request(Rpc.ads.createAdAccount, { actor: owner, name: `Ads ${uniqueSuffix()}`, country }),
    /** A new business account with `role` on the ad account. */
    member: async (owner: Actor, adAccount: AdAccount, role: AdAccountRole): Promise<Actor> => {
      const member = await business(role.toLowerCase());
      await rpc.request(Rpc.ads.addMember, {
        actor: owner,
        ad_account_id: adAccount.id,
        user_id: member.id,
        role,
      });
      return member;
    },
  };
}

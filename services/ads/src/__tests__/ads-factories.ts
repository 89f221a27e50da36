import { Rpc, type Actor, type AdAccount } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import { rpcFactories, uniqueSuffix } from '@pinboard/test-kit';

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
  };
}

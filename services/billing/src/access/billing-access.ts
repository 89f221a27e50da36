import { Injectable } from '@nestjs/common';
import {
  BILLING_WRITER_ROLES,
  BillingTexts,
  Rpc,
  type Actor,
  type AdAccount,
  type AdAccountRole,
} from '@pinboard/contracts';
import { RpcClient, ServiceError } from '@pinboard/service-kit';

/** What a call needs: reading billing (any role), or creating and changing it. */
export type BillingPermission = 'read' | 'write';

const WRITERS: readonly AdAccountRole[] = BILLING_WRITER_ROLES;

/**
 * The one check every billing handler makes first. The ads service owns ad accounts and roles, so
 * it is asked (never its tables): its answer carries the actor's role on the ad account, and its
 * refusals (not found for a person with no role, forbidden for a non-business account) pass on
 * unchanged, so that billing answers exactly as the rest of the advertiser API does.
 */
@Injectable()
export class BillingAccess {
  constructor(private readonly rpc: RpcClient) {}

  async require(actor: Actor, adAccountId: string, permission: BillingPermission): Promise<AdAccount> {
    const adAccount = await this.rpc.request(Rpc.ads.getAdAccount, { actor, ad_account_id: adAccountId });
    if (permission === 'write' && !adAccount.permissions.some((role) => WRITERS.includes(role))) {
      throw ServiceError.forbidden(BillingTexts.roleCannotWrite);
    }
    return adAccount;
  }
}

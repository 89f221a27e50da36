import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';

/**
 * Durable consumer `ads-billing`: an ad account's ads serve only once it has billing info, as on
 * Pinterest. Billing tells of each new ACTIVE profile; profiles are replaced, never removed, so an
 * ad account that had one stays ready. Applying it twice changes nothing.
 */
@Injectable()
@EventConsumer('billing')
export class BillingReadinessConsumer {
  constructor(private readonly prisma: PrismaClient) {}

  @OnDomainEvent(Events.billing.profileCreated)
  async profileCreated({ billing_profile }: EventOf<typeof Events.billing.profileCreated>): Promise<void> {
    if (billing_profile.status !== 'ACTIVE') return;
    await this.prisma.adAccount.updateMany({
      where: { id: BigInt(billing_profile.ad_account_id), billingReady: false },
      data: { billingReady: true },
    });
  }
}

import { defineService } from '@pinboard/service-kit';
import { billingConfigSchema } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { BillingProfilesModule } from './profiles/billing-profiles.module.js';
import { SpendModule } from './spend/spend.module.js';

/**
 * billing: the `billing` schema. Billing profiles (who an ad account's spend is invoiced to) and
 * the spend ledger (booked from ads.spend.accrued); the ads service is asked who may act on an ad
 * account.
 */
export const billingService = defineService({
  name: 'billing',
  config: billingConfigSchema,
  prisma: PrismaClient,
  outbox: true,
  features: [BillingProfilesModule, SpendModule],
});

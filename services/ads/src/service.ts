import { defineService } from '@pinboard/service-kit';
import { AdAccountsModule } from './ad-accounts/ad-accounts.module.js';
import { MembersModule } from './members/members.module.js';
import { AdGroupsModule } from './ad-groups/ad-groups.module.js';
import { AdsModule } from './ads/ads.module.js';
import { CampaignsModule } from './campaigns/campaigns.module.js';
import { adsConfigSchema } from './config.js';
import { QuickPromoteModule } from './quick-promote/quick-promote.module.js';
import { ServingModule } from './serving/serving.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { ReportingModule } from './reporting/reporting.module.js';

/**
 * ads: the `ads` schema. Ad accounts and their members, campaigns, ad groups and ads, quick promote,
 * and the reporting of served ads' events.
 */
export const adsService = defineService({
  name: 'ads',
  config: adsConfigSchema,
  prisma: PrismaClient,
  outbox: true,
  // Serving's frequency caps.
  redis: true,
  features: [
    AdAccountsModule,
    MembersModule,
    CampaignsModule,
    AdGroupsModule,
    AdsModule,
    QuickPromoteModule,
    ReportingModule,
    ServingModule,
  ],
});

import { defineService } from '@pinboard/service-kit';
import { offsiteConfigSchema } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { ChecksModule } from './checks/checks.module.js';
import { LinksModule } from './links/links.module.js';

/**
 * offsite: the `offsite` schema. What Pins link to, outside the product: every link is read once
 * its first Pin is made, and what its page sells is announced (offsite.link.scraped) for search's
 * shopping scopes and filters; and whether a link may be opened from the product at all (SPEC §7
 * offsite check: its scheme, address and domain, offsite.blocked_domains).
 */
export const offsiteService = defineService({
  name: 'offsite',
  config: offsiteConfigSchema,
  prisma: PrismaClient,
  outbox: true,
  features: [LinksModule, ChecksModule],
});

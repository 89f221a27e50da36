import { defineService } from '@pinboard/service-kit';
import { offsiteConfigSchema } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { LinksModule } from './links/links.module.js';

/**
 * offsite: the `offsite` schema. What Pins link to, outside the product: every link is read once
 * its first Pin is made, and what its page sells is announced (offsite.link.scraped) for search's
 * shopping scopes and filters.
 */
export const offsiteService = defineService({
  name: 'offsite',
  config: offsiteConfigSchema,
  prisma: PrismaClient,
  outbox: true,
  features: [LinksModule],
});

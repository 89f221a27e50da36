import { defineService } from '@pinboard/service-kit';
import { searchConfigSchema } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { IndexModule } from './index/index.module.js';
import { QueryModule } from './query/query.module.js';

/**
 * Search: the `search` schema holds an index of Pins, boards and people built only from pins,
 * boards and users events (durable consumer `search-index`); queries read it and hydrate Pins and
 * boards from their services. Redis caches typeahead answers.
 */
export const searchService = defineService({
  name: 'search',
  config: searchConfigSchema,
  prisma: PrismaClient,
  redis: true,
  features: [IndexModule, QueryModule],
});

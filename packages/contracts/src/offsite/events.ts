import { z } from 'zod';
import { domainEvent } from '../common/events.js';
import { linkProductSchema } from './models.js';

export const offsiteEvents = {
  /**
   * A Pin's link was read: the product its page sells, or null when the page sells none (a Pin
   * linking there is then no product Pin). Links that could not be read send nothing: what was
   * known stays.
   */
  linkScraped: domainEvent('offsite.link.scraped', {
    url: z.string(),
    product: linkProductSchema.nullable(),
    read_at: z.string(),
  }),
};

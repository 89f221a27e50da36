import { baseConfigSchema } from '@pinboard/service-kit';
import type { z } from 'zod';

/** The settings of search: the shared ones, plus its own (validated at start). */
export const searchConfigSchema = baseConfigSchema.extend({});
export type SearchConfig = z.output<typeof searchConfigSchema>;

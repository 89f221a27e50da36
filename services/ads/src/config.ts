import { baseConfigSchema } from '@pinboard/service-kit';
import type { z } from 'zod';

/** The settings of ads: the shared ones, plus its own (validated at start). */
export const adsConfigSchema = baseConfigSchema.extend({});
export type AdsConfig = z.output<typeof adsConfigSchema>;

import { baseConfigSchema } from '@pinboard/service-kit';
import type { z } from 'zod';

/** The settings of billing: the shared ones, plus its own (validated at start). */
export const billingConfigSchema = baseConfigSchema.extend({});
export type BillingConfig = z.output<typeof billingConfigSchema>;

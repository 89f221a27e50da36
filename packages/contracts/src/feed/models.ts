/** The home feed's Pins as the API answers them. */
import { z } from 'zod';
import { pinSchema } from '../pins/models.js';

/**
 * A Pin in a feed: one tile however many times the Pin was saved, with how many saves it has
 * (Pinterest's aggregated_pin_data; every save of the same original counts, the original too).
 */
export const feedPinSchema = pinSchema.extend({
  aggregated_pin_data: z.object({ aggregated_stats: z.object({ saves: z.number().int() }) }),
});
export type FeedPin = z.output<typeof feedPinSchema>;

import { baseConfigSchema } from '@pinboard/service-kit';
import { z } from 'zod';

export const boardsConfigSchema = baseConfigSchema.extend({
  /** How long the owner's board-picker page stays cached (it is invalidated on every change too). */
  BOARD_PICKER_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 60),
});
export type BoardsConfig = z.output<typeof boardsConfigSchema>;

import { baseConfigSchema } from '@pinboard/service-kit';
import { z } from 'zod';

export const boardsConfigSchema = baseConfigSchema.extend({
  /** How long the owner's board-picker page stays cached (it is invalidated on every change too). */
  BOARD_PICKER_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 60),
  /**
   * Durable JetStream consumer of the pin-stats projection: instances share it and it resumes
   * where it stopped. Tests give theirs a private name so that no other process takes their events.
   */
  PIN_STATS_DURABLE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('boards-pin-stats'),
});
export type BoardsConfig = z.output<typeof boardsConfigSchema>;

/** Injection token for the validated configuration. */
export const BOARDS_CONFIG = Symbol('BOARDS_CONFIG');

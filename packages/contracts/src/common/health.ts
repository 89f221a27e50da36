import { z } from 'zod';
import { rpc } from './rpc.js';

const dependencyStatus = z.object({
  status: z.enum(['up', 'down']),
  message: z.string().optional(),
  /** Work waiting (for `events`: domain events stored and not yet applied). */
  pending: z.number().int().optional(),
});

export const healthReplySchema = z.object({
  service: z.string(),
  status: z.enum(['up', 'down']),
  details: z.record(z.string(), dependencyStatus),
});
export type HealthReply = z.output<typeof healthReplySchema>;

/** Every service answers `<service>.health.check`; the gateway asks each one it discovers. */
export function healthRpc(service: string) {
  return rpc(`${service}.health.check`, z.strictObject({}), healthReplySchema);
}

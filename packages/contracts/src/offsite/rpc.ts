import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { offsiteCheckSchema } from './models.js';
import { linkCheckRequestSchema } from './messages.js';

/** The offsite service (queue group `offsite`): it reads links from events and checks links before they open. */
export const offsiteRpc = {
  /** A link's verdict: its scheme, address and domain (offsite.blocked_domains). */
  check: rpc('offsite.link.check', linkCheckRequestSchema, offsiteCheckSchema.omit({ is_pin_link: true })),
  health: healthRpc('offsite'),
};

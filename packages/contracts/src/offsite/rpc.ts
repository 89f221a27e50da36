import { z } from 'zod';
import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { REDIRECT_STATUSES } from './models.js';
import { linkCheckRequestSchema } from './messages.js';

/** The offsite service (queue group `offsite`): it reads links from events and checks links before they open. */
export const offsiteRpc = {
  /** A link's verdict: its scheme, address and domain (offsite.blocked_domains). */
  check: rpc(
    'offsite.link.check',
    linkCheckRequestSchema,
    z.object({ redirect_status: z.enum(REDIRECT_STATUSES), url: z.string() }),
  ),
  health: healthRpc('offsite'),
};

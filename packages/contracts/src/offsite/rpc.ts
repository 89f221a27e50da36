import { healthRpc } from '../common/health.js';

/** The offsite service (queue group `offsite`): it reads links from events and answers no calls yet. */
export const offsiteRpc = {
  health: healthRpc('offsite'),
};

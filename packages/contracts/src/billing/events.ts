import { domainEvent } from '../common/events.js';
import { billingProfileSchema } from './models.js';

/** After each write: the new ACTIVE profile (the one it replaced is INACTIVE from then on). */
export const billingEvents = {
  profileCreated: domainEvent('billing.profile.created', { billing_profile: billingProfileSchema }),
};

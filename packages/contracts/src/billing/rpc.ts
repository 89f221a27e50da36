import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { createBillingProfileSchema, listBillingProfilesSchema } from './messages.js';
import { billingProfileSchema, billingProfilesPageSchema } from './models.js';

/**
 * The billing service (queue group `billing`). Every call carries the actor; the service asks the
 * ads service for the actor's role on the ad account.
 */
export const billingRpc = {
  /** The new profile becomes the ACTIVE one; the one it replaces turns INACTIVE. */
  createProfile: rpc('billing.profile.create', createBillingProfileSchema, billingProfileSchema),
  listProfiles: rpc('billing.profile.list', listBillingProfilesSchema, billingProfilesPageSchema),
  health: healthRpc('billing'),
};

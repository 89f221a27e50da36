import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { createBillingProfileSchema, listBillingProfilesSchema } from './messages.js';
import { billingProfileSchema, billingProfilesPageSchema } from './models.js';
import { spendByDayReplySchema, spendByDaySchema } from './spend.js';

/**
 * The billing service (queue group `billing`). Every call carries the actor; the service asks the
 * ads service for the actor's role on the ad account.
 */
export const billingRpc = {
  /** The new profile becomes the ACTIVE one; the one it replaces turns INACTIVE. */
  createProfile: rpc('billing.profile.create', createBillingProfileSchema, billingProfileSchema),
  listProfiles: rpc('billing.profile.list', listBillingProfilesSchema, billingProfilesPageSchema),
  /** The ad account's spend per day from the ledger (any role reads it). */
  spendByDay: rpc('billing.spend.by_day', spendByDaySchema, spendByDayReplySchema),
  health: healthRpc('billing'),
};

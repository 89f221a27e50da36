/** Billing profiles as the advertiser API answers them: Pinterest v5's fields where it has them. */
import { z } from 'zod';
import { BILLING_PROFILE_STATUSES, PAYMENT_METHODS } from './limits.js';

export const businessAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  region: z.string().nullable(),
  country: z.string(),
});
export type BusinessAddress = z.output<typeof businessAddressSchema>;

export const billingProfileSchema = z.object({
  id: z.string(),
  ad_account_id: z.string(),
  /** v5's name for the ad account. */
  advertiser_id: z.string(),
  status: z.enum(BILLING_PROFILE_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  /** v5's card fields: always null, as no cards are processed here. */
  payment_method_brand: z.null(),
  card_type: z.null(),
  /** The ad account's currency (SPEC §9). */
  currency: z.string(),
  billing_contact_name: z.string(),
  billing_email: z.string(),
  business_address: businessAddressSchema,
  tax_id: z.string().nullable(),
  /** Unix seconds, as v5 answers every time. */
  created_time: z.number().int(),
  updated_time: z.number().int(),
});
export type BillingProfile = z.output<typeof billingProfileSchema>;

/** A v5 list: bookmark null on the last page. */
export const billingProfilesPageSchema = z.object({
  items: z.array(billingProfileSchema),
  bookmark: z.string().nullable(),
});
export type BillingProfilesPage = z.output<typeof billingProfilesPageSchema>;

/**
 * Payloads of the billing service's subjects, and the /v5 requests they come from. Every text field
 * is trimmed first; an optional one sent empty is null. Unknown fields are refused.
 */
import { z } from 'zod';
import { actorSchema, bookmarkSchema, idSchema } from '../common/schemas.js';
import { isCountryCode } from './countries.js';
import {
  ADDRESS_CITY_MAX,
  ADDRESS_LINE_MAX,
  ADDRESS_REGION_MAX,
  BILLING_CONTACT_NAME_MAX,
  BILLING_EMAIL_MAX,
  BILLING_PAGE_SIZE_DEFAULT,
  BILLING_PAGE_SIZE_MAX,
  PAYMENT_METHODS,
  POSTAL_CODE_MAX,
  TAX_ID_MAX,
} from './limits.js';
import { BillingTexts } from './texts.js';

/** A required text: trimmed, 1 to max characters, one message for every way it is wrong. */
function requiredText(max: number, message: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, message);
}
/** An optional text: absent, null or blank is null. */
function optionalText(schema: z.ZodType<string, string>, message: string) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(schema.nullable());
}

export const businessAddressFields = z.strictObject(
  {
    line1: requiredText(ADDRESS_LINE_MAX, BillingTexts.line1Required),
    line2: optionalText(
      z.string().max(ADDRESS_LINE_MAX, BillingTexts.line2TooLong),
      BillingTexts.line2TooLong,
    ),
    city: requiredText(ADDRESS_CITY_MAX, BillingTexts.cityRequired),
    postal_code: requiredText(POSTAL_CODE_MAX, BillingTexts.postalCodeInvalid).regex(
      /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
      BillingTexts.postalCodeInvalid,
    ),
    region: optionalText(
      z.string().max(ADDRESS_REGION_MAX, BillingTexts.regionTooLong),
      BillingTexts.regionTooLong,
    ),
    country: z
      .string({ error: BillingTexts.countryInvalid })
      .trim()
      .transform((c) => c.toUpperCase())
      .refine(isCountryCode, BillingTexts.countryInvalid),
  },
  // Not an object at all; unknown keys keep zod's message, which names them.
  { error: (issue) => (issue.code === 'invalid_type' ? BillingTexts.addressRequired : undefined) },
);

/** A billing profile as it is sent: it becomes the ad account's ACTIVE one. */
export const billingProfileOptions = z.strictObject({
  billing_contact_name: requiredText(BILLING_CONTACT_NAME_MAX, BillingTexts.contactNameRequired),
  billing_email: z
    .string({ error: BillingTexts.emailInvalid })
    .trim()
    .max(BILLING_EMAIL_MAX, BillingTexts.emailInvalid)
    .pipe(z.email(BillingTexts.emailInvalid)),
  business_address: businessAddressFields,
  tax_id: optionalText(
    z
      .string()
      .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 ./-]{1,${TAX_ID_MAX - 1}}$`), BillingTexts.taxIdInvalid),
    BillingTexts.taxIdInvalid,
  ),
  payment_method: z.enum(PAYMENT_METHODS, BillingTexts.paymentMethodInvalid).default('INVOICE'),
});
export type BillingProfileOptions = z.input<typeof billingProfileOptions>;
/** The same, parsed: trimmed, blanks null, the country upper-case, the payment method set. */
export type BillingProfileFields = z.output<typeof billingProfileOptions>;

const inAdAccount = { actor: actorSchema, ad_account_id: idSchema };
export const createBillingProfileSchema = billingProfileOptions.extend(inAdAccount);

/** v5's list query: is_active (true: the ACTIVE profile; false: every one, history too), paging. */
export const listBillingProfilesOptions = z.strictObject({
  is_active: z
    .enum(['true', 'false'], BillingTexts.isActiveInvalid)
    .default('true')
    .transform((v) => v === 'true'),
  bookmark: bookmarkSchema,
  page_size: z.coerce.number().int().min(1).max(BILLING_PAGE_SIZE_MAX).default(BILLING_PAGE_SIZE_DEFAULT),
});
export const listBillingProfilesSchema = z.strictObject({
  ...inAdAccount,
  is_active: z.boolean().default(true),
  bookmark: bookmarkSchema,
  page_size: z.number().int().min(1).max(BILLING_PAGE_SIZE_MAX).default(BILLING_PAGE_SIZE_DEFAULT),
});

/** Limits and values of billing profiles (the "billing info" of quick promote, SPEC §4). */

export const BILLING_CONTACT_NAME_MAX = 100;
/** RFC 5321's longest usable address. */
export const BILLING_EMAIL_MAX = 254;
export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_CITY_MAX = 100;
export const ADDRESS_REGION_MAX = 100;
export const POSTAL_CODE_MAX = 20;
export const TAX_ID_MAX = 32;
/** Billing profiles are few per ad account: a v5 page of up to 250, 25 unless told. */
export const BILLING_PAGE_SIZE_MAX = 250;
export const BILLING_PAGE_SIZE_DEFAULT = 25;

/**
 * How an ad account pays. This self-hosted product processes no cards: spend is invoiced to the
 * billing profile's contact, so INVOICE is the only method.
 */
export const PAYMENT_METHODS = ['INVOICE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One ACTIVE profile per ad account; a replaced one turns INACTIVE and is kept for history. */
export const BILLING_PROFILE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type BillingProfileStatus = (typeof BILLING_PROFILE_STATUSES)[number];

/** Who may create or change billing; every role on the ad account may read it. */
export const BILLING_WRITER_ROLES = ['ADMIN', 'FINANCE_MANAGER'] as const;

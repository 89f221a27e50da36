import type { BillingProfile, BillingProfileFields } from '@pinboard/contracts';
import type { BillingProfile as BillingProfileRow, Prisma } from '../generated/prisma/client.js';

const unixOf = (date: Date): number => Math.floor(date.getTime() / 1000);

/** A billing profile as v5 answers it: the address as one object, times in unix seconds. */
export function toBillingProfile(row: BillingProfileRow): BillingProfile {
  const adAccountId = row.adAccountId.toString();
  return {
    id: row.id.toString(),
    ad_account_id: adAccountId,
    advertiser_id: adAccountId,
    status: row.status,
    payment_method: row.paymentMethod,
    payment_method_brand: null,
    card_type: null,
    currency: row.currency,
    billing_contact_name: row.billingContactName,
    billing_email: row.billingEmail,
    business_address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.addressCity,
      postal_code: row.addressPostalCode,
      region: row.addressRegion,
      country: row.addressCountry,
    },
    tax_id: row.taxId,
    created_time: unixOf(row.createdAt),
    updated_time: unixOf(row.updatedAt),
  };
}

/** The columns of a profile as sent (parsed by the contract). */
export function billingProfileColumns(
  fields: BillingProfileFields,
): Omit<Prisma.BillingProfileCreateManyInput, 'adAccountId' | 'status' | 'currency' | 'createdBy'> {
  const address = fields.business_address;
  return {
    paymentMethod: fields.payment_method,
    billingContactName: fields.billing_contact_name,
    billingEmail: fields.billing_email,
    addressLine1: address.line1,
    addressLine2: address.line2,
    addressCity: address.city,
    addressPostalCode: address.postal_code,
    addressRegion: address.region,
    addressCountry: address.country,
    taxId: fields.tax_id,
  };
}

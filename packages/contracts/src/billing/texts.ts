import { defineTexts } from '../common/texts.js';
import {
  ADDRESS_CITY_MAX,
  ADDRESS_LINE_MAX,
  ADDRESS_REGION_MAX,
  BILLING_CONTACT_NAME_MAX,
  BILLING_EMAIL_MAX,
  POSTAL_CODE_MAX,
  TAX_ID_MAX,
} from './limits.js';

/** What billing says; Pinterest's v5 has no fixed texts for these, so they are ours. */
export const BillingTexts = defineTexts({
  dateInvalid: 'Dates are YYYY-MM-DD.',
  rangeInvalid: 'The range must start before it ends and span at most 366 days.',
  roleCannotWrite: 'Only an admin or a finance manager of this ad account can change its billing.',
  contactNameRequired: `billing_contact_name: give the name of the person to bill (at most ${BILLING_CONTACT_NAME_MAX} characters).`,
  emailInvalid: `billing_email: give a valid email address (at most ${BILLING_EMAIL_MAX} characters).`,
  addressRequired: 'business_address: give the business address (line1, city, postal_code, country).',
  line1Required: `business_address.line1: give the street address (at most ${ADDRESS_LINE_MAX} characters).`,
  line2TooLong: `business_address.line2: at most ${ADDRESS_LINE_MAX} characters.`,
  cityRequired: `business_address.city: give the city (at most ${ADDRESS_CITY_MAX} characters).`,
  postalCodeInvalid: `business_address.postal_code: letters, digits, spaces and hyphens (at most ${POSTAL_CODE_MAX}).`,
  regionTooLong: `business_address.region: at most ${ADDRESS_REGION_MAX} characters.`,
  countryInvalid: 'business_address.country: give a two-letter ISO country code, such as US or FR.',
  taxIdInvalid: `tax_id: letters, digits, spaces and . - / (2 to ${TAX_ID_MAX} characters).`,
  paymentMethodInvalid:
    'payment_method: INVOICE is the only payment method: this server does not process cards.',
  isActiveInvalid: 'is_active must be true or false.',
});

/** The /v5 billing paths in the OpenAPI document, from the same contracts that validate them. */
import {
  billingProfileOptions,
  billingProfileSchema,
  billingProfilesPageSchema,
  listBillingProfilesOptions,
  spendByDayOptions,
  spendByDayReplySchema,
} from '@pinboard/contracts';
import { jsonSchema } from '../openapi/json-schema.js';
import { operation } from './v5-openapi.js';

export function v5BillingPaths(): Record<string, Record<string, unknown>> {
  return {
    '/v5/ad_accounts/{ad_account_id}/billing_profiles': {
      get: operation(
        'v5_billing_profiles_list',
        'Billing profiles of the ad account (any role): the ACTIVE one, or with is_active=false every one, newest first. Payment is by invoice: this server processes no cards, so payment_method_brand and card_type are null.',
        billingProfilesPageSchema,
        { inAccount: true, query: listBillingProfilesOptions },
      ),
      post: operation(
        'v5_billing_profiles_create',
        'Set the billing profile (admins and finance managers): it becomes the ACTIVE one, in the ad account currency; the one it replaces turns INACTIVE and is kept.',
        billingProfileSchema,
        { inAccount: true, write: true, body: jsonSchema(billingProfileOptions, 'input'), status: '201' },
      ),
    },
    '/v5/ad_accounts/{ad_account_id}/billing_spend': {
      get: operation(
        'v5_billing_spend',
        "The ad account's spend per UTC day from the spend ledger (any role), start_date to end_date (YYYY-MM-DD, at most 366 days); days with no spend are left out.",
        spendByDayReplySchema,
        { inAccount: true, query: spendByDayOptions },
      ),
    },
  };
}

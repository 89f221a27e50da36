import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstIssueMessage } from '../../common/validation.js';
import { isCountryCode } from '../countries.js';
import { billingProfileOptions, listBillingProfilesOptions } from '../messages.js';
import { BillingTexts } from '../texts.js';

const address = { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'US' };
const profile = { billing_contact_name: 'Ada', billing_email: 'ada@shop.example', business_address: address };

test('country codes are the assigned ISO 3166-1 alpha-2 ones', () => {
  for (const code of ['US', 'FR', 'GB', 'DE', 'CZ', 'JP', 'AX', 'SS']) assert.ok(isCountryCode(code), code);
  for (const code of ['UK', 'EU', 'XX', 'ZZ', 'us', 'USA', '']) assert.ok(!isCountryCode(code), code);
});

test('a profile is trimmed, blanks are null, the country upper-case, INVOICE unless told', () => {
  const parsed = billingProfileOptions.parse({
    billing_contact_name: '  Ada  ',
    billing_email: ' ada@shop.example ',
    business_address: { ...address, line2: '   ', region: ' IL ', country: ' us ' },
    tax_id: '',
  });
  assert.deepEqual(parsed, {
    billing_contact_name: 'Ada',
    billing_email: 'ada@shop.example',
    business_address: { ...address, line2: null, region: 'IL', country: 'US' },
    tax_id: null,
    payment_method: 'INVOICE',
  });
});

test('each wrong field is named by its own message', () => {
  const cases: [unknown, string][] = [
    [{ ...profile, billing_email: 'ada@' }, BillingTexts.emailInvalid],
    [{ ...profile, business_address: { ...address, region: 'r'.repeat(101) } }, BillingTexts.regionTooLong],
    [{ ...profile, business_address: { ...address, line2: 'l'.repeat(201) } }, BillingTexts.line2TooLong],
    [{ ...profile, business_address: { ...address, postal_code: '' } }, BillingTexts.postalCodeInvalid],
    [{ ...profile, business_address: null }, BillingTexts.addressRequired],
    [{ ...profile, tax_id: 'x'.repeat(33) }, BillingTexts.taxIdInvalid],
    [{ ...profile, payment_method: 'CARD' }, BillingTexts.paymentMethodInvalid],
  ];
  for (const [input, message] of cases) {
    const parsed = billingProfileOptions.safeParse(input);
    assert.ok(!parsed.success);
    assert.equal(firstIssueMessage(parsed.error), message);
  }
});

test('the list query reads is_active as v5 sends it', () => {
  assert.deepEqual(listBillingProfilesOptions.parse({}), { is_active: true, page_size: 25 });
  assert.equal(listBillingProfilesOptions.parse({ is_active: 'false' }).is_active, false);
  const bad = listBillingProfilesOptions.safeParse({ is_active: '1' });
  assert.ok(!bad.success);
  assert.equal(firstIssueMessage(bad.error), BillingTexts.isActiveInvalid);
});

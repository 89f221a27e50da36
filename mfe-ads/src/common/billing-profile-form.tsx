import { useState } from 'react';
import { Button, Flex, Text, TextField } from 'gestalt';
import type { HostProps } from '@pinboard/host-contract';
import { useCreateBillingProfile, type BillingProfile } from './ads-api';
import { FormError } from './form-error';

/**
 * Who receives the invoices, and where: quick promote's billing step and the billing page's
 * 'Edit billing info'. Saving makes a new active profile (the old one is kept, inactive).
 */
export function BillingProfileForm({
  host,
  adAccountId,
  country,
  current,
  busy = false,
  submitText,
  onSaved,
}: HostProps & {
  adAccountId: string;
  country: string;
  current?: BillingProfile | null;
  busy?: boolean;
  submitText: string;
  onSaved(): void;
}) {
  const create = useCreateBillingProfile(host.api, adAccountId);
  const address = current?.business_address;
  const [form, setForm] = useState({
    name: current?.billing_contact_name ?? host.me?.full_name ?? '',
    email: current?.billing_email ?? host.me?.email ?? '',
    line1: address?.line1 ?? '',
    city: address?.city ?? '',
    postal: address?.postal_code ?? '',
    country: address?.country ?? country,
  });
  const field = (key: keyof typeof form, label: string) => (
    <TextField
      id={`pb-billing-${key}`}
      label={label}
      value={form[key]}
      onChange={({ value }) => setForm((f) => ({ ...f, [key]: value }))}
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            billing_contact_name: form.name,
            billing_email: form.email,
            business_address: {
              line1: form.line1,
              line2: address?.line2 ?? null,
              city: form.city,
              postal_code: form.postal,
              region: address?.region ?? null,
              country: form.country,
            },
          },
          { onSuccess: onSaved },
        );
      }}
    >
      <Flex direction="column" gap={{ column: 4, row: 0 }}>
        <Text>Ads are billed by invoice each month, to this contact and address.</Text>
        {field('name', 'Billing contact')}
        {field('email', 'Billing email')}
        {field('line1', 'Address')}
        {field('city', 'City')}
        {field('postal', 'Postal code')}
        {field('country', 'Country code')}
        <FormError error={create.error} />
        <Flex justifyContent="end">
          <Button
            type="submit"
            color="red"
            text={create.isPending ? 'Saving…' : submitText}
            disabled={create.isPending || busy}
          />
        </Flex>
      </Flex>
    </form>
  );
}

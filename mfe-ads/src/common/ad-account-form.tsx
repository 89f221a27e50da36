import { useState, type ReactNode } from 'react';
import { Button, Flex, SelectList, TextField } from 'gestalt';
import { AdsTexts, AD_COUNTRIES, currencyOf } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { useCreateAdAccount } from './ads-api';
import { FormError } from './form-error';

/**
 * A new ad account: its name (the business's, to start with) and country, the currency following
 * the country (SPEC §9). The ad accounts page and quick promote's business step.
 */
export function AdAccountForm({
  host,
  idPrefix,
  nameLabel,
  intro,
  submitText,
  pendingText,
  onCreated,
}: HostProps & {
  idPrefix: string;
  nameLabel: string;
  /** What comes before the fields (a heading, a sentence). */
  intro: ReactNode;
  submitText: string;
  pendingText: string;
  onCreated?: () => void;
}) {
  const create = useCreateAdAccount(host.api);
  const [name, setName] = useState(host.me?.business_name ?? '');
  const [country, setCountry] = useState('US');
  const [touched, setTouched] = useState(false);
  const invalid = name.trim() === '' ? AdsTexts.nameRequired : null;
  return (
    <form
      aria-label="Create an ad account"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!invalid) create.mutate({ name: name.trim(), country }, { onSuccess: () => onCreated?.() });
      }}
    >
      <Flex direction="column" gap={{ column: 3, row: 0 }}>
        {intro}
        <TextField
          id={`${idPrefix}-name`}
          label={nameLabel}
          value={name}
          onChange={({ value }) => setName(value)}
          errorMessage={touched && invalid ? invalid : undefined}
        />
        <SelectList
          id={`${idPrefix}-country`}
          label="Country"
          value={country}
          onChange={({ value }) => setCountry(value)}
          helperText={`Billed in ${currencyOf(country)}`}
        >
          {AD_COUNTRIES.map((code) => (
            <SelectList.Option key={code} label={code} value={code} />
          ))}
        </SelectList>
        <FormError error={create.error} />
        <Flex justifyContent="end">
          <Button
            type="submit"
            color="red"
            text={create.isPending ? pendingText : submitText}
            disabled={create.isPending}
          />
        </Flex>
      </Flex>
    </form>
  );
}

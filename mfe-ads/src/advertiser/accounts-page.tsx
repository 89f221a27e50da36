import { useState } from 'react';
import { Box, Button, Flex, Heading, SelectList, Spinner, Text, TextField } from 'gestalt';
import { Link } from 'react-router';
import { AdsTexts, AD_COUNTRIES, currencyOf } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { useAdAccounts, useCreateAdAccount } from '../common/ads-api';
import { FormError } from '../common/form-error';

/** A new ad account: its name and country (the currency follows the country, SPEC §9). */
function CreateAdAccount({ host, first }: HostProps & { first: boolean }) {
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
        if (!invalid) create.mutate({ name: name.trim(), country });
      }}
    >
      <Flex direction="column" gap={{ column: 3, row: 0 }}>
        <Heading size="300" accessibilityLevel={2}>
          {first ? 'Create your first ad account' : 'Create another ad account'}
        </Heading>
        <TextField
          id="pb-ad-account-name"
          label="Ad account name"
          value={name}
          onChange={({ value }) => setName(value)}
          errorMessage={touched && invalid ? invalid : undefined}
        />
        <SelectList
          id="pb-ad-account-country"
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
            text={create.isPending ? 'Creating…' : 'Create ad account'}
            disabled={create.isPending}
          />
        </Flex>
      </Flex>
    </form>
  );
}

/** '/advertiser/': the ad accounts the person has a role on, and a form for a new one. */
export function AccountsPage({ host }: HostProps) {
  useDocumentTitle(pageTitle('Ad accounts'));
  const accounts = useAdAccounts(host.api);
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <Heading size="400" accessibilityLevel={1}>
        Ad accounts
      </Heading>
      {accounts.isPending ? <Spinner show accessibilityLabel="Loading ad accounts" /> : null}
      <FormError error={accounts.error} />
      {accounts.data && accounts.data.length > 0 ? (
        <ul className="pb-ads-list" aria-label="Your ad accounts">
          {accounts.data.map((account) => (
            <li key={account.id} className="pb-ads-card">
              <Link to={`/advertiser/${account.id}/`} className="pb-ads-card__link">
                {account.name}
              </Link>
              <Text size="200" color="subtle">
                {account.country} · {account.currency} · {account.permissions.join(', ').toLowerCase()}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      {accounts.data ? (
        <Box maxWidth={480}>
          <CreateAdAccount host={host} first={accounts.data.length === 0} />
        </Box>
      ) : null}
    </Flex>
  );
}

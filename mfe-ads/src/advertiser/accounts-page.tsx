import { Box, Flex, Heading, Spinner, Text } from 'gestalt';
import { Link } from 'react-router';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { AdAccountForm } from '../common/ad-account-form';
import { useAdAccounts } from '../common/ads-api';
import { FormError } from '../common/form-error';

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
          <AdAccountForm
            host={host}
            idPrefix="pb-ad-account"
            nameLabel="Ad account name"
            intro={
              <Heading size="300" accessibilityLevel={2}>
                {accounts.data.length === 0 ? 'Create your first ad account' : 'Create another ad account'}
              </Heading>
            }
            submitText="Create ad account"
            pendingText="Creating…"
          />
        </Box>
      ) : null}
    </Flex>
  );
}

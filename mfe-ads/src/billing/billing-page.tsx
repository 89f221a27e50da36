import { useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, Spinner, Text } from 'gestalt';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { useActiveBillingProfile, useAdAccount, useSpendByDay } from '../common/ads-api';
import { BillingProfileForm } from '../common/billing-profile-form';
import { FormError } from '../common/form-error';
import { MetricChart } from '../common/metric-chart';
import { formatMicros } from '../common/money';
import { daysBetween } from '../reporting/report-rows';
import { BackToAccount } from '../common/back-to-account';

/** The overview shows the last 30 days (today included). */
const OVERVIEW_DAYS = 30;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * SPEC §2.2 '/billing/': what the ad account spent by day over the last 30 days (billing's spend
 * ledger: every billed impression and click), and who is invoiced, with a way to change it.
 */
export function BillingPage({ host, adAccountId }: HostProps & { adAccountId: string }) {
  useDocumentTitle(pageTitle('Billing'));
  const account = useAdAccount(host.api, adAccountId);
  const profile = useActiveBillingProfile(host.api, adAccountId);
  const [editing, setEditing] = useState(false);
  const range = useMemo(
    () => ({ start: day(new Date(Date.now() - (OVERVIEW_DAYS - 1) * 86_400_000)), end: day(new Date()) }),
    [],
  );
  const spend = useSpendByDay(host.api, adAccountId, range);
  const byDay = useMemo(
    () => new Map((spend.data?.days ?? []).map((d) => [d.date, d.spend_in_micro_currency])),
    [spend.data],
  );
  const days = daysBetween(range.start, range.end);
  const spendOf = (d: string) => byDay.get(d) ?? 0;
  const total = spend.data?.total_in_micro_currency ?? 0;
  const currency = account.data?.currency ?? 'USD';
  const canEdit = account.data?.permissions.some((r) => r === 'ADMIN' || r === 'FINANCE_MANAGER') ?? false;

  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <BackToAccount adAccountId={adAccountId} name={account.data?.name} />
      <Heading size="400" accessibilityLevel={1}>
        Billing
      </Heading>
      <FormError error={account.error ?? spend.error ?? profile.error} />
      <section aria-labelledby="pb-billing-spend">
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <Heading size="300" accessibilityLevel={2} id="pb-billing-spend">
            Spend, last {OVERVIEW_DAYS} days
          </Heading>
          {spend.isPending ? (
            <Spinner show accessibilityLabel="Loading spend" />
          ) : (
            <>
              <Text size="400" weight="bold">
                {formatMicros(total, currency)}
              </Text>
              <MetricChart
                label={`Spend per day from ${range.start} to ${range.end}`}
                kind="bar"
                points={days.map((d) => ({ day: d, value: spendOf(d) }))}
                format={(value) => formatMicros(value, currency)}
                minTop={1_000_000}
              />
              {total === 0 ? (
                <Text>No spend in these days.</Text>
              ) : (
                <div className="pb-ads-table-wrap">
                  <table className="pb-ads-table">
                    <caption className="pb-visually-hidden">Spend by day</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col">Spend</th>
                      </tr>
                    </thead>
                    <tbody>
                      {days
                        .filter((d) => spendOf(d) > 0)
                        .reverse()
                        .map((d) => (
                          <tr key={d}>
                            <th scope="row">{d}</th>
                            <td>{formatMicros(spendOf(d), currency)}</td>
                          </tr>
                        ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </Flex>
      </section>
      <section aria-labelledby="pb-billing-info">
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <Heading size="300" accessibilityLevel={2} id="pb-billing-info">
            Billing info
          </Heading>
          {profile.isPending ? <Spinner show accessibilityLabel="Loading billing info" /> : null}
          {profile.data && !editing ? (
            <Box>
              <Text>{profile.data.billing_contact_name}</Text>
              <Text>{profile.data.billing_email}</Text>
              <Text>
                {profile.data.business_address.line1}, {profile.data.business_address.city}{' '}
                {profile.data.business_address.postal_code}, {profile.data.business_address.country}
              </Text>
              <Text color="subtle">Paid by invoice, in {profile.data.currency}</Text>
            </Box>
          ) : null}
          {!profile.isPending && !profile.data && !editing ? <Text>No billing info yet.</Text> : null}
          {canEdit && !editing ? (
            <Box>
              <Button
                text={profile.data ? 'Edit billing info' : 'Add billing info'}
                onClick={() => setEditing(true)}
              />
            </Box>
          ) : null}
          {editing ? (
            <BillingProfileForm
              host={host}
              adAccountId={adAccountId}
              country={account.data?.country ?? 'US'}
              current={profile.data ?? null}
              submitText="Save"
              onSaved={() => setEditing(false)}
            />
          ) : null}
        </Flex>
      </section>
    </Flex>
  );
}

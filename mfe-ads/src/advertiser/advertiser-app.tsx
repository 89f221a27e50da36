import { Box, Button, Flex, Heading, Spinner, Text } from 'gestalt';
import { Link, Navigate, useLocation } from 'react-router';
import { AdsTexts } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, RemoteRoot, useDocumentTitle } from '@pinboard/web-kit';
import { AccountsPage } from './accounts-page';
import { advertiserRoute } from './advertiser-route';
import { CampaignsPage } from './campaigns-page';
import { CampaignModePage } from '../campaigns/campaign-mode-page';
import { CreateCampaignPage } from '../campaigns/create-campaign-page';
import { DuplicateCampaignPage } from '../campaigns/duplicate-campaign-page';
import { EditCampaignPage } from '../campaigns/edit-campaign-page';
import { QuickPromotePage } from '../quick-promote/quick-promote-page';
import { ReportingPage } from '../reporting/reporting-page';
import { ReportingPreferencesPage } from '../reporting/reporting-preferences-page';
import { useAdAccounts } from '../common/ads-api';
import { BillingPage } from '../billing/billing-page';
import { MembersPage } from '../members/members-page';
import '../ads.css';

/**
 * An unprefixed advertiser path ('/ads/create/', '/billing/'…) is the same page of the person's own
 * ad account (the first they own, else the first they are a member of); with none, the way to one.
 */
function OwnAccountPage({ host, rest }: HostProps & { rest: string }) {
  const { search } = useLocation();
  const accounts = useAdAccounts(host.api);
  if (accounts.isPending) return <Spinner show accessibilityLabel="Loading your ad accounts" />;
  const list = accounts.data ?? [];
  const own = list.find((a) => a.owner.id === host.me?.id) ?? list[0];
  return <Navigate replace to={own ? `/advertiser/${own.id}/${rest}/${search}` : '/advertiser/'} />;
}

function AdvertiserPage({ host }: HostProps) {
  const route = advertiserRoute(useLocation().pathname);
  switch (route.page) {
    case 'own-account':
      return <OwnAccountPage host={host} rest={route.rest} />;
    case 'accounts':
      return <AccountsPage host={host} />;
    case 'campaigns':
      return <CampaignsPage host={host} adAccountId={route.adAccountId} />;
    case 'create-campaign':
      return (
        <CreateCampaignPage
          host={host}
          adAccountId={route.adAccountId}
          automated={route.automated === true}
        />
      );
    case 'edit-campaign':
      return (
        <EditCampaignPage host={host} adAccountId={route.adAccountId} automated={route.automated === true} />
      );
    case 'campaign-mode':
      return <CampaignModePage host={host} adAccountId={route.adAccountId} />;
    case 'reporting-preferences':
      return <ReportingPreferencesPage host={host} adAccountId={route.adAccountId} />;
    case 'duplicate-campaign':
      return <DuplicateCampaignPage host={host} adAccountId={route.adAccountId} />;
    case 'billing':
      return <BillingPage host={host} adAccountId={route.adAccountId} />;
    case 'members':
      return <MembersPage host={host} adAccountId={route.adAccountId} />;
    case 'reporting':
      return <ReportingPage host={host} adAccountId={route.adAccountId} kind={route.kind} />;
    case 'quick-promote':
      return <QuickPromotePage host={host} adAccountId={route.adAccountId} />;
    default:
      return <UnknownPage />;
  }
}

/** SPEC §2.2: an advertiser path this product does not have. */
function UnknownPage() {
  useDocumentTitle(pageTitle('Page not found'));
  return (
    <Box padding={6}>
      <Text align="center">{AdsTexts.unknownUrlKey}</Text>
    </Box>
  );
}

/** Ads need a signed-in business account: the others are shown the way there. */
function Gate({ host }: HostProps) {
  useDocumentTitle(pageTitle('Ads'));
  if (!host.me) {
    return (
      <Flex direction="column" alignItems="center" gap={{ column: 3, row: 0 }}>
        <Heading size="400" accessibilityLevel={1}>
          Ads
        </Heading>
        <Text>Log in to manage your ads.</Text>
        <Button text="Log in" color="red" onClick={() => host.requireLogin('Log in to manage your ads')} />
      </Flex>
    );
  }
  return (
    <Flex direction="column" alignItems="center" gap={{ column: 3, row: 0 }}>
      <Heading size="400" accessibilityLevel={1}>
        Ads
      </Heading>
      <Text align="center">{AdsTexts.businessRequired}</Text>
      <Link to="/business/convert?next=/advertiser/" className="pb-ads-button">
        Convert to business
      </Link>
    </Flex>
  );
}

/** Exposed as mfe_ads/AdvertiserApp: every path under '/advertiser/'. */
export function AdvertiserApp({ host }: HostProps) {
  return (
    <RemoteRoot>
      <div className="pb-ads">
        {host.me?.account_type !== 'business' ? <Gate host={host} /> : <AdvertiserPage host={host} />}
      </div>
    </RemoteRoot>
  );
}

import { Box, Button, Flex, Heading, Spinner, Text } from 'gestalt';
import { Link } from 'react-router';
import type { Campaign } from '@pinboard/contracts';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle, useToast } from '@pinboard/web-kit';
import {
  useActiveBillingProfile,
  useAdAccount,
  useCampaigns,
  useDuplicateCampaign,
  useSetCampaignStatus,
} from '../common/ads-api';
import { FormError } from '../common/form-error';
import { createPath, readCampaignTool } from '../campaigns/campaign-tool';
import { formatMicros } from '../common/money';
import { objectiveLabel, statusLabel } from '../common/labels';

/** Where a campaign is changed: a draft is finished (SPEC §2.2 /ads/edit_draft/), others edited. */
const editPath = (adAccountId: string, campaign: Campaign) =>
  `/advertiser/${adAccountId}/ads/${campaign.status === 'DRAFT' ? 'edit_draft' : 'edit'}/?campaignId=${campaign.id}`;

/** Pause or resume: shown at once, taken back with the server's reason if it refuses. */
function StatusToggle({
  host,
  adAccountId,
  campaign,
}: HostProps & { adAccountId: string; campaign: Campaign }) {
  const toast = useToast();
  const setStatus = useSetCampaignStatus(host.api, adAccountId);
  if (campaign.status !== 'ACTIVE' && campaign.status !== 'PAUSED') return null;
  const next = campaign.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE';
  const verb = next === 'PAUSED' ? 'Pause' : 'Resume';
  return (
    <Button
      size="sm"
      text={verb}
      accessibilityLabel={`${verb} ${campaign.name}`}
      onClick={() =>
        setStatus.mutate(
          { id: campaign.id, status: next },
          { onError: (error) => toast.show({ text: error.message, type: 'error' }) },
        )
      }
    />
  );
}

/** Duplicate: a draft copy with its ad groups and ads (see useDuplicateCampaign). */
function DuplicateButton({
  host,
  adAccountId,
  campaign,
}: HostProps & { adAccountId: string; campaign: Campaign }) {
  const toast = useToast();
  const duplicate = useDuplicateCampaign(host.api, adAccountId);
  return (
    <Button
      size="sm"
      text={duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
      accessibilityLabel={`Duplicate ${campaign.name}`}
      disabled={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(campaign, {
          onSuccess: (copy) => toast.show({ text: `“${copy.name}” saved as a draft`, type: 'success' }),
          onError: (error) => toast.show({ text: error.message, type: 'error' }),
        })
      }
    />
  );
}

/** '/advertiser/{id}/': the ad account's campaigns, newest first, with their budgets and states. */
export function CampaignsPage({ host, adAccountId }: HostProps & { adAccountId: string }) {
  const account = useAdAccount(host.api, adAccountId);
  const campaigns = useCampaigns(host.api, adAccountId);
  const billing = useActiveBillingProfile(host.api, adAccountId);
  useDocumentTitle(pageTitle(account.data?.name ?? 'Campaigns'));
  const currency = account.data?.currency ?? 'USD';
  const canWrite = account.data?.permissions.some((role) => role === 'ADMIN' || role === 'CAMPAIGN_MANAGER');
  return (
    <Flex direction="column" gap={{ column: 4, row: 0 }}>
      <Link to="/advertiser/" className="pb-ads-back">
        ← Ad accounts
      </Link>
      <Flex justifyContent="between" alignItems="center" wrap>
        <Heading size="400" accessibilityLevel={1}>
          {account.data ? `${account.data.name}: campaigns` : 'Campaigns'}
        </Heading>
        <Flex gap={{ row: 3, column: 2 }} alignItems="center" wrap>
          <Link to={`/advertiser/${adAccountId}/reporting/campaigns/`} className="pb-ads-back">
            Reporting
          </Link>
          <Link to={`/advertiser/${adAccountId}/billing/`} className="pb-ads-back">
            Billing
          </Link>
          {account.data?.permissions.includes('ADMIN') ? (
            <Link to={`/advertiser/${adAccountId}/members/`} className="pb-ads-back">
              People
            </Link>
          ) : null}
          {/* One child each: Flex puts its gap between children, not inside a fragment. */}
          {canWrite ? (
            <Link to={`/advertiser/${adAccountId}/ads/campaign_mode/`} className="pb-ads-back">
              Campaign tool
            </Link>
          ) : null}
          {canWrite ? (
            <Link to={createPath(adAccountId, readCampaignTool(adAccountId))} className="pb-ads-button">
              Create campaign
            </Link>
          ) : null}
        </Flex>
      </Flex>
      <FormError error={account.error ?? campaigns.error} />
      {billing.data === null ? (
        <Box color="warningWeak" padding={3} rounding={4}>
          <Text>
            Your ads run once this ad account has billing info.{' '}
            <Link to={`/advertiser/${adAccountId}/billing/`}>Add billing info</Link>
          </Text>
        </Box>
      ) : null}
      {campaigns.isPending ? <Spinner show accessibilityLabel="Loading campaigns" /> : null}
      {campaigns.data?.length === 0 ? (
        <Box padding={6}>
          <Text align="center">No campaigns yet. Promote a Pin to reach the people who would save it.</Text>
        </Box>
      ) : null}
      {campaigns.data && campaigns.data.length > 0 ? (
        <div className="pb-ads-table-wrap">
          <table className="pb-ads-table">
            <caption className="pb-visually-hidden">
              Campaigns of {account.data?.name ?? 'this ad account'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">Status</th>
                <th scope="col">Objective</th>
                <th scope="col">Daily budget</th>
                <th scope="col">Lifetime budget</th>
                {canWrite ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {campaigns.data.map((campaign) => (
                <tr key={campaign.id}>
                  <th scope="row">
                    {canWrite ? (
                      <Link to={editPath(adAccountId, campaign)} aria-label={`Edit ${campaign.name}`}>
                        {campaign.name}
                      </Link>
                    ) : (
                      campaign.name
                    )}
                  </th>
                  <td>{statusLabel(campaign.status)}</td>
                  <td>{objectiveLabel(campaign.objective_type)}</td>
                  <td>{formatMicros(campaign.daily_spend_cap, currency)}</td>
                  <td>{formatMicros(campaign.lifetime_spend_cap, currency)}</td>
                  {canWrite ? (
                    <td>
                      <Flex gap={{ row: 2, column: 0 }}>
                        <StatusToggle host={host} adAccountId={adAccountId} campaign={campaign} />
                        <DuplicateButton host={host} adAccountId={adAccountId} campaign={campaign} />
                      </Flex>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Flex>
  );
}

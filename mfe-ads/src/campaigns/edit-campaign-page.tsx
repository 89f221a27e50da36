import { useState } from 'react';
import { Box, Button, Spinner, Text } from 'gestalt';
import { Link, useLocation, useNavigate } from 'react-router';
import type { EntityStatus } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { useAdAccount, useCampaignToEdit, useSaveCampaign, type CampaignToEdit } from '../common/ads-api';
import { FormError } from '../common/form-error';
import { campaignIdOf, changesOf, draftOf, draftProblems, type CampaignDraft } from './campaign-draft';
import { CampaignForm, DraftActions } from './campaign-form';
import { automatedDraft } from './campaign-tool';

/**
 * '/advertiser/{id}/ads/edit/' and '/ads/edit_draft/' (?campaignId=): the campaign form filled
 * from the campaign. A draft is saved as a draft again or launched; a running or paused campaign
 * keeps its status. '/automated/ads/edit/' is the same with the audience and bids left to serving.
 */
export function EditCampaignPage({
  host,
  adAccountId,
  automated,
}: HostProps & { adAccountId: string; automated: boolean }) {
  const campaignId = campaignIdOf(useLocation().search);
  const account = useAdAccount(host.api, adAccountId);
  const toEdit = useCampaignToEdit(host.api, adAccountId, campaignId);
  useDocumentTitle(pageTitle(toEdit.data ? `Edit ${toEdit.data.campaign.name}` : 'Edit campaign'));
  if (account.isPending || (campaignId !== null && toEdit.isPending)) {
    return <Spinner show accessibilityLabel="Loading the campaign" />;
  }
  if (toEdit.error || account.error) return <FormError error={toEdit.error ?? account.error} />;
  if (!toEdit.data) {
    return (
      <Box padding={6}>
        <Text align="center">
          This campaign is not here: it was archived, or it belongs to another ad account.{' '}
          <Link to={`/advertiser/${adAccountId}/`}>Back to the campaigns</Link>
        </Text>
      </Box>
    );
  }
  return (
    <EditForm
      key={toEdit.data.campaign.id}
      host={host}
      adAccountId={adAccountId}
      accountName={account.data?.name}
      currency={account.data?.currency ?? 'USD'}
      country={account.data?.country ?? 'US'}
      toEdit={toEdit.data}
      automated={automated}
    />
  );
}

function EditForm({
  host,
  adAccountId,
  accountName,
  currency,
  country,
  toEdit,
  automated,
}: HostProps & {
  adAccountId: string;
  accountName: string | undefined;
  currency: string;
  country: string;
  toEdit: CampaignToEdit;
  automated: boolean;
}) {
  const navigate = useNavigate();
  const save = useSaveCampaign(host.api, adAccountId);
  const [draft, setDraft] = useState<CampaignDraft>(() => draftOf(toEdit, country));
  const [touched, setTouched] = useState(false);
  const problems = draftProblems(draft);
  const isDraft = toEdit.campaign.status === 'DRAFT';
  const submit = (status: EntityStatus) => {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    save.mutate(changesOf(automated ? automatedDraft(draft) : draft, toEdit, status), {
      onSuccess: () => navigate(`/advertiser/${adAccountId}/`),
    });
  };
  return (
    <CampaignForm
      adAccountId={adAccountId}
      accountName={accountName}
      title={isDraft ? 'Finish your draft' : 'Edit campaign'}
      currency={currency}
      draft={draft}
      onChange={setDraft}
      problems={touched ? problems : {}}
      lockObjective
      lockPin={toEdit.ad !== null}
      automated={automated}
      notice={
        toEdit.adGroupCount > 1 ? (
          <Text>
            This campaign has {toEdit.adGroupCount} ad groups: the budget, audience and ad below are its first
            one&apos;s.
          </Text>
        ) : null
      }
      error={save.error}
      onSubmit={() => submit(isDraft ? 'ACTIVE' : toEdit.campaign.status)}
      actions={
        isDraft ? (
          <DraftActions draftText="Save draft" pending={save.isPending} onDraft={() => submit('DRAFT')} />
        ) : (
          <Button
            type="submit"
            color="red"
            text={save.isPending ? 'Saving…' : 'Save changes'}
            disabled={save.isPending}
          />
        )
      }
    />
  );
}

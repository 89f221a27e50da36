import { useState } from 'react';
import { Spinner } from 'gestalt';
import { useLocation, useNavigate } from 'react-router';
import type { AdAccount } from '@pinboard/contracts';
import type { EntityStatus } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { useAdAccount, useCreateCampaign } from '../common/ads-api';
import { draftProblems, emptyDraft, toNewCampaign, type CampaignDraft } from './campaign-draft';
import { CampaignForm, DraftActions } from './campaign-form';
import { FormError } from '../common/form-error';
import { automatedDraft } from './campaign-tool';

/**
 * '/advertiser/{id}/ads/create/': the ads manager's campaign builder on one page: the campaign,
 * who sees it and where, what it costs, and the Pin it promotes (?pinId= fills it in). Launched, or
 * kept as a draft to finish later (/ads/edit_draft/). '/automated/ads/create/' is the same with the
 * audience and bids left to serving.
 */
export function CreateCampaignPage({
  host,
  adAccountId,
  automated,
}: HostProps & { adAccountId: string; automated: boolean }) {
  const title = automated ? 'Create automated campaign' : 'Create campaign';
  useDocumentTitle(pageTitle(title));
  const account = useAdAccount(host.api, adAccountId);
  // The form starts from the ad account's country: it waits for the account.
  if (account.isPending) return <Spinner show accessibilityLabel="Loading the ad account" />;
  if (!account.data) return <FormError error={account.error} />;
  return <CreateForm host={host} account={account.data} automated={automated} title={title} />;
}

function CreateForm({
  host,
  account,
  automated,
  title,
}: HostProps & { account: AdAccount; automated: boolean; title: string }) {
  const adAccountId = account.id;
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateCampaign(host.api, adAccountId);
  const [draft, setDraft] = useState<CampaignDraft>(() =>
    emptyDraft(account.country, new URLSearchParams(location.search).get('pinId') ?? ''),
  );
  const [touched, setTouched] = useState(false);
  const problems = draftProblems(draft);
  const submit = (status: EntityStatus) => {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    create.mutate(toNewCampaign(automated ? automatedDraft(draft) : draft, status), {
      onSuccess: () => navigate(`/advertiser/${adAccountId}/`),
    });
  };
  return (
    <CampaignForm
      adAccountId={adAccountId}
      accountName={account.name}
      title={title}
      currency={account.currency}
      draft={draft}
      onChange={setDraft}
      problems={touched ? problems : {}}
      lockObjective={false}
      lockPin={false}
      automated={automated}
      error={create.error}
      onSubmit={() => submit('ACTIVE')}
      actions={
        <DraftActions draftText="Save as draft" pending={create.isPending} onDraft={() => submit('DRAFT')} />
      }
    />
  );
}

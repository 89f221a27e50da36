import { useState } from 'react';
import { Button } from 'gestalt';
import { useLocation, useNavigate } from 'react-router';
import type { EntityStatus } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { useAdAccount, useCreateCampaign } from '../common/ads-api';
import { draftProblems, emptyDraft, toNewCampaign, type CampaignDraft } from './campaign-draft';
import { CampaignForm } from './campaign-form';

/**
 * '/advertiser/{id}/ads/create/': the ads manager's campaign builder on one page: the campaign,
 * who sees it and where, what it costs, and the Pin it promotes (?pinId= fills it in). Launched, or
 * kept as a draft to finish later (/ads/edit_draft/).
 */
export function CreateCampaignPage({ host, adAccountId }: HostProps & { adAccountId: string }) {
  useDocumentTitle(pageTitle('Create campaign'));
  const navigate = useNavigate();
  const location = useLocation();
  const account = useAdAccount(host.api, adAccountId);
  const create = useCreateCampaign(host.api, adAccountId);
  const [draft, setDraft] = useState<CampaignDraft>(() =>
    emptyDraft(account.data?.country ?? 'US', new URLSearchParams(location.search).get('pinId') ?? ''),
  );
  const [touched, setTouched] = useState(false);
  const problems = draftProblems(draft);
  const submit = (status: EntityStatus) => {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    create.mutate(toNewCampaign(draft, status), {
      onSuccess: () => navigate(`/advertiser/${adAccountId}/`),
    });
  };
  return (
    <CampaignForm
      adAccountId={adAccountId}
      accountName={account.data?.name}
      title="Create campaign"
      currency={account.data?.currency ?? 'USD'}
      draft={draft}
      onChange={setDraft}
      problems={touched ? problems : {}}
      lockObjective={false}
      lockPin={false}
      error={create.error}
      onSubmit={() => submit('ACTIVE')}
      actions={
        <>
          <Button text="Save as draft" onClick={() => submit('DRAFT')} disabled={create.isPending} />
          <Button
            type="submit"
            color="red"
            text={create.isPending ? 'Launching…' : 'Launch campaign'}
            disabled={create.isPending}
          />
        </>
      }
    />
  );
}

import { Box, Button, Flex, Heading, Spinner, Text } from 'gestalt';
import { Link, useLocation, useNavigate } from 'react-router';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { copyName, useCampaignToEdit, useDuplicateCampaign } from '../common/ads-api';
import { FormError } from '../common/form-error';
import { campaignIdOf } from './campaign-draft';

/**
 * '/advertiser/{id}/ads/duplicate/' (?campaignId=): a copy of the campaign with its ad groups and
 * ads, saved as a draft, then opened to finish (the campaigns table's Duplicate does the same in place).
 */
export function DuplicateCampaignPage({ host, adAccountId }: HostProps & { adAccountId: string }) {
  const navigate = useNavigate();
  const campaignId = campaignIdOf(useLocation().search);
  const source = useCampaignToEdit(host.api, adAccountId, campaignId);
  const duplicate = useDuplicateCampaign(host.api, adAccountId);
  useDocumentTitle(pageTitle('Duplicate campaign'));
  if (campaignId !== null && source.isPending) {
    return <Spinner show accessibilityLabel="Loading the campaign" />;
  }
  const campaign = source.data?.campaign;
  return (
    <Flex direction="column" gap={{ column: 4, row: 0 }}>
      <Link to={`/advertiser/${adAccountId}/`} className="pb-ads-back">
        ← Campaigns
      </Link>
      <Heading size="400" accessibilityLevel={1}>
        Duplicate campaign
      </Heading>
      <FormError error={source.error ?? duplicate.error} />
      {campaign ? (
        <>
          <Text>
            “{copyName(campaign.name)}” will be saved as a draft with{' '}
            {source.data!.adGroupCount === 1
              ? 'its ad group and its ads'
              : `its ${source.data!.adGroupCount} ad groups and their ads`}
            , for you to review before it runs.
          </Text>
          <Box>
            <Button
              color="red"
              text={duplicate.isPending ? 'Duplicating…' : `Duplicate ${campaign.name}`}
              disabled={duplicate.isPending}
              onClick={() =>
                duplicate.mutate(campaign, {
                  onSuccess: (copy) =>
                    navigate(`/advertiser/${adAccountId}/ads/edit_draft/?campaignId=${copy.id}`),
                })
              }
            />
          </Box>
        </>
      ) : source.error ? null : (
        <Text>This campaign is not here: it was archived, or it belongs to another ad account.</Text>
      )}
    </Flex>
  );
}

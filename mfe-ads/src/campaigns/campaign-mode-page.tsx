import { useState } from 'react';
import { Box, Button, Flex, Heading, RadioGroup } from 'gestalt';
import { Link, useNavigate } from 'react-router';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { createPath, keepCampaignTool, readCampaignTool, type CampaignTool } from './campaign-tool';

const TOOLS: [CampaignTool, string, string][] = [
  ['ADS_MANAGER', 'Ads manager', 'Choose the audience, placements and bids yourself.'],
  [
    'AUTOMATED_CAMPAIGN',
    'Automated',
    'Choose the countries and budget: the audience and bids are set for you.',
  ],
];

/** '/advertiser/{id}/ads/campaign_mode/': which tool "Create campaign" opens. */
export function CampaignModePage({ adAccountId }: HostProps & { adAccountId: string }) {
  useDocumentTitle(pageTitle('Campaign tool'));
  const navigate = useNavigate();
  const [tool, setTool] = useState<CampaignTool>(() => readCampaignTool(adAccountId));
  return (
    <form
      aria-labelledby="pb-campaign-mode-title"
      onSubmit={(event) => {
        event.preventDefault();
        keepCampaignTool(adAccountId, tool);
        navigate(createPath(adAccountId, tool));
      }}
    >
      <Flex direction="column" gap={{ column: 4, row: 0 }}>
        <Link to={`/advertiser/${adAccountId}/`} className="pb-ads-back">
          ← Campaigns
        </Link>
        <Heading size="400" accessibilityLevel={1} id="pb-campaign-mode-title">
          How do you want to create campaigns?
        </Heading>
        <RadioGroup legend="Campaign tool" id="pb-campaign-tool">
          {TOOLS.map(([value, label, helper]) => (
            <RadioGroup.RadioButton
              key={value}
              id={`pb-campaign-tool-${value}`}
              label={label}
              helperText={helper}
              value={value}
              checked={tool === value}
              onChange={() => setTool(value)}
            />
          ))}
        </RadioGroup>
        <Box>
          <Button type="submit" color="red" text="Continue" />
        </Box>
      </Flex>
    </form>
  );
}

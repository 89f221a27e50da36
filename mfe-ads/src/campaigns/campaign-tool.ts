/**
 * The campaign tool an advertiser prefers (SPEC §2.2 /ads/campaign_mode/): the ads manager, where
 * every setting is theirs, or automated campaigns, where the audience and bids are left to serving.
 * Kept in the browser per ad account; the campaigns page's "Create campaign" opens the preferred one.
 */
import type { CampaignDraft } from './campaign-draft';

export type CampaignTool = 'ADS_MANAGER' | 'AUTOMATED_CAMPAIGN';

const key = (adAccountId: string) => `ads_campaign_tool:${adAccountId}`;

export function readCampaignTool(adAccountId: string): CampaignTool {
  return window.localStorage.getItem(key(adAccountId)) === 'AUTOMATED_CAMPAIGN'
    ? 'AUTOMATED_CAMPAIGN'
    : 'ADS_MANAGER';
}

export function keepCampaignTool(adAccountId: string, tool: CampaignTool): void {
  window.localStorage.setItem(key(adAccountId), tool);
}

/** Where a campaign is created with a tool. */
export const createPath = (adAccountId: string, tool: CampaignTool) =>
  `/advertiser/${adAccountId}/${tool === 'AUTOMATED_CAMPAIGN' ? 'automated/' : ''}ads/create/`;

/** An automated campaign's form: everyone of its countries, whatever they search, bid automatically. */
export const automatedDraft = (draft: CampaignDraft): CampaignDraft => ({
  ...draft,
  genders: [],
  ages: [],
  keywords: '',
  negativeKeywords: '',
  maxBid: '',
});

import { analyticsReplySchema, analyticsSchema } from './analytics.js';
import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import {
  addMemberSchema,
  batchSchema,
  createAdAccountSchema,
  getAdAccountSchema,
  listAdAccountsSchema,
  listAdGroupsSchema,
  listAdsSchema,
  listCampaignsSchema,
} from './messages.js';
import {
  adAccountMemberSchema,
  adAccountSchema,
  adGroupSchema,
  adSchema,
  adsPageSchema,
  batchReplySchema,
  campaignSchema,
} from './models.js';
import {
  assetMembersPageSchema,
  deleteMemberAccessReplySchema,
  deleteMemberAccessSchema,
  listAssetMembersSchema,
  updateMemberAccessReplySchema,
  updateMemberAccessSchema,
} from './members.js';
import { quickPromoteReplySchema, quickPromoteSchema } from './quick-promote.js';
import { eligiblePinsReplySchema, eligiblePinsSchema, pickAdsReplySchema, pickAdsSchema } from './serving.js';

/**
 * The ads service (queue group `ads`): ad accounts and their members, campaigns, ad groups and ads.
 * Every call carries the actor, and the service checks the actor's role on the ad account.
 */
export const adsRpc = {
  createAdAccount: rpc('ads.ad_account.create', createAdAccountSchema, adAccountSchema),
  listAdAccounts: rpc('ads.ad_account.list', listAdAccountsSchema, adsPageSchema(adAccountSchema)),
  getAdAccount: rpc('ads.ad_account.get', getAdAccountSchema, adAccountSchema),
  addMember: rpc('ads.member.add', addMemberSchema, adAccountMemberSchema),
  /** v5 business access: an ad account's members (admins only), granted, changed and removed. */
  listMembers: rpc('ads.member.list', listAssetMembersSchema, assetMembersPageSchema),
  updateMemberAccess: rpc(
    'ads.member.update_access',
    updateMemberAccessSchema,
    updateMemberAccessReplySchema,
  ),
  deleteMemberAccess: rpc(
    'ads.member.delete_access',
    deleteMemberAccessSchema,
    deleteMemberAccessReplySchema,
  ),
  listCampaigns: rpc('ads.campaign.list', listCampaignsSchema, adsPageSchema(campaignSchema)),
  createCampaigns: rpc('ads.campaign.create', batchSchema, batchReplySchema(campaignSchema)),
  updateCampaigns: rpc('ads.campaign.update', batchSchema, batchReplySchema(campaignSchema)),
  listAdGroups: rpc('ads.ad_group.list', listAdGroupsSchema, adsPageSchema(adGroupSchema)),
  createAdGroups: rpc('ads.ad_group.create', batchSchema, batchReplySchema(adGroupSchema)),
  updateAdGroups: rpc('ads.ad_group.update', batchSchema, batchReplySchema(adGroupSchema)),
  listAds: rpc('ads.ad.list', listAdsSchema, adsPageSchema(adSchema)),
  createAds: rpc('ads.ad.create', batchSchema, batchReplySchema(adSchema)),
  updateAds: rpc('ads.ad.update', batchSchema, batchReplySchema(adSchema)),
  /** Quick promote: a campaign, its ad group and the ad for one Pin, in one transaction. */
  quickPromote: rpc('ads.quick_promote.create', quickPromoteSchema, quickPromoteReplySchema),
  /** v5 analytics of campaigns, ad groups or ads (any role reads them). */
  analytics: rpc('ads.analytics.get', analyticsSchema, analyticsReplySchema),
  /** Serving: the promoted Pins for a page's slots, by auction (the feed and search ask). */
  pickAds: rpc('ads.serving.pick', pickAdsSchema, pickAdsReplySchema),
  /** The Pins the ads eligible for a placement promote. */
  eligiblePins: rpc('ads.serving.eligible_pins', eligiblePinsSchema, eligiblePinsReplySchema),
  health: healthRpc('ads'),
};

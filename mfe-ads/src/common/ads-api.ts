/**
 * The advertiser API (Pinterest API v5 paths, through the shell's client) as queries and
 * mutations. Lists read every page a person plausibly has (ad accounts, an account's campaigns).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/api-client';
import type {
  AdAccount,
  AdGroup,
  AdsPage,
  BatchReply,
  Campaign,
  EntityStatus,
  SpendByDay,
  Ad,
} from '@pinboard/contracts';
import { AD_NAME_MAX } from '@pinboard/contracts/web';
import { ApiFailure, dataOf } from '@pinboard/web-kit';

/** A safety bound on pages read for one list (250 items each). */
const MAX_PAGES = 8;

export async function allPages<T>(
  api: ApiClient,
  path: string,
  filters: Record<string, string> = {},
): Promise<T[]> {
  const items: T[] = [];
  let bookmark: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ ...filters, page_size: '250' });
    if (bookmark) query.set('bookmark', bookmark);
    const answer: AdsPage<T> = await dataOf(api.v5<AdsPage<T>>('GET', `${path}?${query}`));
    items.push(...answer.items);
    if (!answer.bookmark) break;
    bookmark = answer.bookmark;
  }
  return items;
}

/** One object's refusal in a v5 batch answer, as a failure forms show like any other. */
export function refusalOf(exception: { code: number; message: string } | undefined): ApiFailure {
  return new ApiFailure({
    http_status: 400,
    message: exception?.message ?? 'Something went wrong.',
    message_detail: null,
    api_error_code: exception?.code ?? 0,
  });
}

/** Each object a batch call wrote, in order; the first object that failed, as the call's failure. */
function writtenOf<T>(reply: BatchReply<T>): T[] {
  return reply.items.map((item) => {
    if (item.data) return item.data;
    throw refusalOf(item.exceptions[0]);
  });
}

/** The one object a batch call wrote, or its failure thrown. */
async function onlyItem<T>(answer: Promise<BatchReply<T>>): Promise<T> {
  return writtenOf(await answer)[0]!;
}

export const accountPath = (adAccountId: string) => `/ad_accounts/${encodeURIComponent(adAccountId)}`;

export const adAccountsKey = ['ads', 'ad_accounts'] as const;
export const campaignsKey = (adAccountId: string) => ['ads', 'campaigns', adAccountId] as const;

export function useAdAccounts(api: ApiClient) {
  return useQuery({
    queryKey: adAccountsKey,
    queryFn: () => allPages<AdAccount>(api, '/ad_accounts'),
  });
}

export function useAdAccount(api: ApiClient, adAccountId: string) {
  return useQuery({
    queryKey: ['ads', 'ad_account', adAccountId],
    queryFn: () => dataOf(api.v5<AdAccount>('GET', accountPath(adAccountId))),
  });
}

/** Every campaign of the account that is not archived: v5 lists ACTIVE and PAUSED unless told. */
export function useCampaigns(api: ApiClient, adAccountId: string) {
  return useQuery({
    queryKey: campaignsKey(adAccountId),
    queryFn: () =>
      allPages<Campaign>(api, `${accountPath(adAccountId)}/campaigns`, {
        entity_statuses: 'ACTIVE,PAUSED,DRAFT',
      }),
  });
}

export function useCreateAdAccount(api: ApiClient) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: { name: string; country: string }) =>
      dataOf(api.v5<AdAccount>('POST', '/ad_accounts', fields)),
    onSuccess: () => client.invalidateQueries({ queryKey: adAccountsKey }),
  });
}

/**
 * Pausing or resuming a campaign: the table shows the new status at once and takes it back if the
 * server refuses.
 */
export function useSetCampaignStatus(api: ApiClient, adAccountId: string) {
  const client = useQueryClient();
  const key = campaignsKey(adAccountId);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EntityStatus }) =>
      onlyItem(
        dataOf(
          api.v5<BatchReply<Campaign>>('PATCH', `${accountPath(adAccountId)}/campaigns`, [{ id, status }]),
        ),
      ),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Campaign[]>(key);
      client.setQueryData<Campaign[]>(key, (list) => list?.map((c) => (c.id === id ? { ...c, status } : c)));
      return { before };
    },
    onError: (_error, _vars, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export interface NewCampaign {
  campaign: Pick<Campaign, 'name' | 'objective_type' | 'status'> & { daily_spend_cap: number | null };
  adGroup: Pick<
    AdGroup,
    'name' | 'billable_event' | 'bid_strategy_type' | 'placement_group' | 'targeting_spec' | 'budget_type'
  > & { budget_in_micro_currency: number | null; bid_in_micro_currency: number | null };
  ad: Pick<Ad, 'pin_id'> & { destination_url: string | null };
}

/**
 * The ads manager's one form as v5 writes it: the campaign (as a draft), its ad group, its ad, then
 * the campaign's chosen status. When a later step fails the draft is archived again, so a failed
 * form leaves nothing behind, and the failure is the form's.
 */
export function useCreateCampaign(api: ApiClient, adAccountId: string) {
  const client = useQueryClient();
  const path = accountPath(adAccountId);
  const write = <T>(method: 'POST' | 'PATCH', what: string, objects: object[]) =>
    onlyItem(dataOf(api.v5<BatchReply<T>>(method, `${path}/${what}`, objects)));
  return useMutation({
    mutationFn: async ({ campaign, adGroup, ad }: NewCampaign) => {
      const draft = await write<Campaign>('POST', 'campaigns', [{ ...campaign, status: 'DRAFT' }]);
      try {
        const group = await write<AdGroup>('POST', 'ad_groups', [{ ...adGroup, campaign_id: draft.id }]);
        await write<Ad>('POST', 'ads', [{ ...ad, ad_group_id: group.id }]);
        return await write<Campaign>('PATCH', 'campaigns', [{ id: draft.id, status: campaign.status }]);
      } catch (error) {
        await write<Campaign>('PATCH', 'campaigns', [{ id: draft.id, status: 'ARCHIVED' }]).catch(
          () => undefined,
        );
        throw error;
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: campaignsKey(adAccountId) }),
  });
}

/** A campaign to edit: the form shows its oldest ad group and that group's oldest ad. */
export interface CampaignToEdit {
  campaign: Campaign;
  adGroup: AdGroup | null;
  ad: Ad | null;
  /** How many ad groups it has (the form edits the first). */
  adGroupCount: number;
}

export const campaignToEditKey = (adAccountId: string, campaignId: string) =>
  ['ads', 'campaign', adAccountId, campaignId] as const;

/** A campaign that is not archived, with its first ad group and ad; null when there is none such. */
export function useCampaignToEdit(api: ApiClient, adAccountId: string, campaignId: string | null) {
  const path = accountPath(adAccountId);
  return useQuery({
    queryKey: campaignToEditKey(adAccountId, campaignId ?? ''),
    enabled: campaignId !== null,
    queryFn: async (): Promise<CampaignToEdit | null> => {
      const only = { entity_statuses: 'ACTIVE,PAUSED,DRAFT', campaign_ids: campaignId ?? '' };
      const [campaigns, groups, ads] = await Promise.all([
        allPages<Campaign>(api, `${path}/campaigns`, only),
        allPages<AdGroup>(api, `${path}/ad_groups`, only),
        allPages<Ad>(api, `${path}/ads`, only),
      ]);
      const campaign = campaigns[0];
      if (!campaign) return null;
      // Lists come newest first: the first made is the last.
      const adGroup = groups.at(-1) ?? null;
      const ad = ads.filter((a) => a.ad_group_id === adGroup?.id).at(-1) ?? null;
      return { campaign, adGroup, ad, adGroupCount: groups.length };
    },
  });
}

/** What saving an edited campaign writes (campaign-draft's changesOf). */
export interface CampaignChanges {
  campaign: { id: string; status: EntityStatus } & Record<string, unknown>;
  adGroup: ({ id: string } | { name: string }) & Record<string, unknown>;
  ad: ({ id: string } | { pin_id: string }) & Record<string, unknown>;
}

/**
 * Saving an edited campaign: its ad group and ad first, the campaign (with the status asked for:
 * a draft launched is ACTIVE) last, so a campaign never starts running on what was not saved.
 */
export function useSaveCampaign(api: ApiClient, adAccountId: string) {
  const client = useQueryClient();
  const path = accountPath(adAccountId);
  const write = <T>(method: 'POST' | 'PATCH', what: string, object: object) =>
    onlyItem(dataOf(api.v5<BatchReply<T>>(method, `${path}/${what}`, [object])));
  return useMutation({
    mutationFn: async ({ campaign, adGroup, ad }: CampaignChanges) => {
      const group =
        'id' in adGroup
          ? await write<AdGroup>('PATCH', 'ad_groups', adGroup)
          : await write<AdGroup>('POST', 'ad_groups', { ...adGroup, campaign_id: campaign.id });
      if ('id' in ad) await write<Ad>('PATCH', 'ads', ad);
      else await write<Ad>('POST', 'ads', { ...ad, ad_group_id: group.id });
      return write<Campaign>('PATCH', 'campaigns', campaign);
    },
    onSettled: (_data, _error, { campaign }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: campaignsKey(adAccountId) }),
        client.invalidateQueries({ queryKey: campaignToEditKey(adAccountId, campaign.id) }),
      ]),
  });
}

/** At most this many objects in one v5 batch write. */
const BATCH_MAX = 30;
const inBatches = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH_MAX) }, (_, i) =>
    items.slice(i * BATCH_MAX, (i + 1) * BATCH_MAX),
  );

/** What a copy of a campaign is called. */
export const copyName = (name: string) => `Copy of ${name}`.slice(0, AD_NAME_MAX);

/**
 * Duplicate (SPEC §2.2 /ads/duplicate/): a copy of the campaign with its ad groups and their ads
 * (archived ones left behind), kept as a draft to review before it runs. When a step fails, the
 * copy is archived again: nothing half-copied stays to be launched.
 */
export function useDuplicateCampaign(api: ApiClient, adAccountId: string) {
  const client = useQueryClient();
  const path = accountPath(adAccountId);
  const live = { entity_statuses: 'ACTIVE,PAUSED,DRAFT' };
  const writeAll = async <T>(what: string, objects: object[]): Promise<T[]> => {
    const written: T[] = [];
    for (const batch of inBatches(objects)) {
      const reply = await dataOf(api.v5<BatchReply<T>>('POST', `${path}/${what}`, batch));
      written.push(...writtenOf(reply));
    }
    return written;
  };
  return useMutation({
    mutationFn: async (source: Campaign) => {
      const [groups, ads] = await Promise.all([
        allPages<AdGroup>(api, `${path}/ad_groups`, { ...live, campaign_ids: source.id }),
        allPages<Ad>(api, `${path}/ads`, { ...live, campaign_ids: source.id }),
      ]);
      const [copy] = await writeAll<Campaign>('campaigns', [
        {
          name: copyName(source.name),
          status: 'DRAFT',
          objective_type: source.objective_type,
          daily_spend_cap: source.daily_spend_cap,
          lifetime_spend_cap: source.lifetime_spend_cap,
          start_time: source.start_time,
          end_time: source.end_time,
          tracking_urls: source.tracking_urls,
        },
      ]);
      try {
        // Oldest first, as they were made (lists come newest first).
        for (const group of [...groups].reverse()) {
          const [groupCopy] = await writeAll<AdGroup>('ad_groups', [
            {
              campaign_id: copy!.id,
              name: group.name,
              status: group.status,
              budget_in_micro_currency: group.budget_in_micro_currency,
              budget_type: group.budget_type,
              bid_in_micro_currency: group.bid_in_micro_currency,
              bid_strategy_type: group.bid_strategy_type,
              billable_event: group.billable_event,
              start_time: group.start_time,
              end_time: group.end_time,
              targeting_spec: group.targeting_spec,
              placement_group: group.placement_group,
              tracking_urls: group.tracking_urls,
            },
          ]);
          await writeAll<Ad>(
            'ads',
            ads
              .filter((ad) => ad.ad_group_id === group.id)
              .map((ad) => ({
                ad_group_id: groupCopy!.id,
                pin_id: ad.pin_id,
                destination_url: ad.destination_url,
                tracking_urls: ad.tracking_urls,
                name: ad.name,
                status: ad.status,
              })),
          );
        }
        return copy!;
      } catch (error) {
        await dataOf(api.v5('PATCH', `${path}/campaigns`, [{ id: copy!.id, status: 'ARCHIVED' }])).catch(
          () => undefined,
        );
        throw error;
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: campaignsKey(adAccountId) }),
  });
}

/** A billing profile as services/billing answers it (the fields the pages show). */
export interface BillingProfile extends NewBillingProfile {
  id: string;
  status: 'ACTIVE' | 'INACTIVE';
  payment_method: string;
  currency: string;
}

/** The fields of a billing profile the billing forms send (services/billing). */
export interface NewBillingProfile {
  billing_contact_name: string;
  billing_email: string;
  business_address: {
    line1: string;
    line2: string | null;
    city: string;
    postal_code: string;
    region: string | null;
    country: string;
  };
}

export const billingProfilesKey = (adAccountId: string) => ['ads', 'billing_profiles', adAccountId] as const;

/** The ad account's active billing profile, or null: what makes quick promote's billing info valid. */
export function useActiveBillingProfile(api: ApiClient, adAccountId: string | null) {
  return useQuery({
    queryKey: billingProfilesKey(adAccountId ?? ''),
    queryFn: async () => {
      const page = await dataOf(
        api.v5<AdsPage<BillingProfile>>('GET', `${accountPath(adAccountId ?? '')}/billing_profiles`),
      );
      return page.items.find((profile) => profile.status === 'ACTIVE') ?? null;
    },
    enabled: adAccountId !== null,
  });
}

export function useCreateBillingProfile(api: ApiClient, adAccountId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: NewBillingProfile) =>
      dataOf(api.v5<BillingProfile>('POST', `${accountPath(adAccountId ?? '')}/billing_profiles`, profile)),
    onSuccess: () => client.invalidateQueries({ queryKey: billingProfilesKey(adAccountId ?? '') }),
  });
}

/** The ad account's spend per day from billing's ledger (days with none are left out). */
export function useSpendByDay(api: ApiClient, adAccountId: string, range: { start: string; end: string }) {
  return useQuery({
    queryKey: ['ads', 'billing_spend', adAccountId, range],
    queryFn: () => {
      const query = new URLSearchParams({ start_date: range.start, end_date: range.end });
      return dataOf(api.v5<SpendByDay>('GET', `${accountPath(adAccountId)}/billing_spend?${query}`));
    },
  });
}

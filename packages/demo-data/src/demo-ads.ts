import { Rpc, type Actor } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';

/** The demo's advertiser: who promotes which of their Pins, under what name. */
export const DEMO_ADVERTISER = {
  username: 'leo',
  businessName: 'Leo Park Studio',
  /** The title of the Leo Pin the campaign promotes (demo-catalog.ts). */
  promotedPin: 'Risograph prints',
  campaign: 'Risograph prints: spring sale',
  /** $20 a day (micro-currency, SPEC §9): enough for a demo's impressions for weeks. */
  dailySpendCap: 20_000_000,
} as const;

/** A batch create's one object, or its refusal as an error (the seed stops and says why). */
async function createOne(
  kind: 'campaigns' | 'ad groups' | 'ads',
  call: () => Promise<{ items: { data: { id: string } | null; exceptions: { message: string }[] | null }[] }>,
): Promise<string> {
  const [item] = (await call()).items;
  if (!item?.data) throw new Error(`demo ${kind}: ${item?.exceptions?.map((e) => e.message).join('; ')}`);
  return item.data.id;
}

/**
 * The advertiser side of the demo, made as an advertiser makes it (business account, ad account,
 * billing info, campaign, ad group, ad), so that other demo people see 'Promoted by Leo Park
 * Studio' in their home feed and in search, and the ads manager, reporting and billing have an
 * account to show.
 */
export async function seedDemoAdvertiser(rpc: RpcClient, actor: Actor, pinId: string): Promise<void> {
  const { businessName } = DEMO_ADVERTISER;
  await rpc.request(Rpc.users.updateMe, {
    user_id: actor.id,
    changes: { account_type: 'business', business_name: businessName },
  });
  const account = await rpc.request(Rpc.ads.createAdAccount, { actor, name: businessName, country: 'US' });
  const inAccount = { actor, ad_account_id: account.id };
  await rpc.request(Rpc.billing.createProfile, {
    ...inAccount,
    billing_contact_name: 'Leo Park',
    billing_email: 'billing@leo-park.example',
    business_address: { line1: '12 Harbour Lane', city: 'Portland', postal_code: '97201', country: 'US' },
  });
  const campaignId = await createOne('campaigns', () =>
    rpc.request(Rpc.ads.createCampaigns, {
      ...inAccount,
      items: [
        {
          name: DEMO_ADVERTISER.campaign,
          objective_type: 'CONSIDERATION',
          daily_spend_cap: DEMO_ADVERTISER.dailySpendCap,
        },
      ],
    }),
  );
  const adGroupId = await createOne('ad groups', () =>
    rpc.request(Rpc.ads.createAdGroups, {
      ...inAccount,
      items: [{ campaign_id: campaignId, name: 'Art lovers', billable_event: 'CLICKTHROUGH' }],
    }),
  );
  await createOne('ads', () =>
    rpc.request(Rpc.ads.createAds, {
      ...inAccount,
      items: [{ ad_group_id: adGroupId, pin_id: pinId, name: 'Risograph prints' }],
    }),
  );
}

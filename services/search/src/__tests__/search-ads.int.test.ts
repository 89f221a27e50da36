/**
 * Promoted Pins in search, with the ads and billing services (and users, boards, pins) from their
 * builds, for an ad account with billing info: an ad group's keywords bring its Pin to a search
 * whose words are not the Pin's, a negative keyword keeps it from one, an ad group without
 * keywords competes where the query matches its Pin, and one naming countries only for searches
 * from them.
 */
import { Rpc, type Actor, type Pin, type SearchResult } from '@pinboard/contracts';
import { withViewerCountry } from '@pinboard/service-kit';
import { rpcFactories, serviceSuite, waitFor } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { searchService } from '../service.js';

/** A word no other test run has used. */
const newWord = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe('search service: promoted Pins by keywords', () => {
  const { rpc } = serviceSuite(searchService, {
    needs: ['users', 'boards', 'pins', 'ads', 'billing'],
    rpcTimeoutMs: 15_000,
  });
  const { person, board, pin } = rpcFactories(rpc);
  let owner: Actor;
  let adAccountId: string;

  before(async () => {
    owner = await person('advertiser');
    await rpc.request(Rpc.users.updateMe, {
      user_id: owner.id,
      changes: { account_type: 'business', business_name: 'Boots Ltd' },
    });
    adAccountId = (await rpc.request(Rpc.ads.createAdAccount, { actor: owner, name: 'Boots', country: 'US' }))
      .id;
    // Ads serve only for an ad account with billing info (billing tells ads; the tests wait for ads).
    await rpc.request(Rpc.billing.createProfile, {
      actor: owner,
      ad_account_id: adAccountId,
      billing_contact_name: 'Ada Lovelace',
      billing_email: 'billing@boots.example',
      business_address: { line1: '1 Main Street', city: 'Springfield', postal_code: '12345', country: 'US' },
    });
  });

  /** An ad for the Pin in an ad group (search only) of this targeting, in a campaign of its own. */
  async function promote(
    promoted: Pin,
    targeting: { KEYWORD?: string[]; NEGATIVE_KEYWORD?: string[]; GEO?: string[] },
  ) {
    const inAccount = { actor: owner, ad_account_id: adAccountId };
    const campaign = (
      await rpc.request(Rpc.ads.createCampaigns, {
        ...inAccount,
        items: [{ name: 'Boots', objective_type: 'AWARENESS' }],
      })
    ).items[0]!.data!;
    const group = (
      await rpc.request(Rpc.ads.createAdGroups, {
        ...inAccount,
        items: [
          {
            campaign_id: campaign.id,
            name: 'Search',
            billable_event: 'IMPRESSION',
            bid_strategy_type: 'MAX_BID',
            bid_in_micro_currency: 5_000_000,
            placement_group: 'SEARCH',
            targeting_spec: targeting,
          },
        ],
      })
    ).items[0]!.data!;
    await rpc.request(Rpc.ads.createAds, {
      ...inAccount,
      items: [{ ad_group_id: group.id, pin_id: promoted.id }],
    });
    return campaign;
  }

  const search = async (query: string) =>
    (
      await rpc.request(Rpc.search.search, {
        query,
        scope: 'pins',
        rs: 'direct_navigation',
        viewer_id: null,
      })
    ).items;
  const promotedIn = (items: SearchResult[]) =>
    items.flatMap((item) => (item.type === 'pin' && item.is_promoted ? [item.id] : []));
  const found = (items: SearchResult[]) => items.map((item) => item.id);

  test('keywords, negative keywords and matching Pins decide which promoted Pins a search shows', async () => {
    const [brand, kind] = [newWord(), newWord()];
    const on = await board(owner);
    // A Pin whose words are not the keyword's, and one of another kind to find around it.
    const trail = await pin(owner, on, `Trail gear ${brand}`);
    const organic = await pin(owner, on, `Hiking boots ${kind} review`);
    const leather = await pin(owner, on, `Cheap leather ${kind}`);
    const campaigns = [
      await promote(trail, { KEYWORD: [`hiking boots ${kind}`] }),
      await promote(leather, { NEGATIVE_KEYWORD: ['cheap'] }),
    ];
    await waitFor(async () => found(await search(kind)).length === 2, 'both Pins indexed');

    // The keyword held as a phrase: the trail Pin is promoted on a search its words do not match.
    await waitFor(
      async () => promotedIn(await search(`hiking boots ${kind}`)).includes(trail.id),
      'the keyword-targeted Pin promoted',
    );
    const byKeyword = await search(`HIKING boots ${kind}`);
    assert.ok(found(byKeyword).includes(organic.id));
    assert.deepEqual(promotedIn(byKeyword), [trail.id]);
    // Its own words without the keyword: its ad group chose its queries.
    const ownWords = await search(`trail ${brand}`);
    assert.deepEqual(found(ownWords), [trail.id]);
    assert.deepEqual(promotedIn(ownWords), []);

    // Without keywords its Pin competes where the query matches it, unless a negative keyword is there.
    assert.deepEqual(promotedIn(await search(`leather ${kind}`)), [leather.id]);
    const negative = await search(`cheap leather ${kind}`);
    assert.deepEqual(found(negative), [leather.id], 'still found, not promoted');
    assert.deepEqual(promotedIn(negative), []);

    await rpc.request(Rpc.ads.updateCampaigns, {
      actor: owner,
      ad_account_id: adAccountId,
      items: campaigns.map(({ id }) => ({ id, status: 'ARCHIVED' })),
    });
  });

  test("an ad group naming countries is promoted only in searches from them (the request's country)", async () => {
    const kind = newWord();
    const gumboots = await pin(owner, await board(owner), `Gumboots ${kind}`);
    const campaign = await promote(gumboots, { GEO: ['NZ', 'AU'] });
    await waitFor(async () => found(await search(kind)).length === 1, 'the Pin indexed');
    // The country travels as the gateway sends it: with every call made for the request.
    await waitFor(
      async () => promotedIn(await withViewerCountry('NZ', () => search(kind))).includes(gumboots.id),
      'promoted to a search from NZ',
    );
    assert.deepEqual(promotedIn(await withViewerCountry('AU', () => search(kind))), [gumboots.id]);
    assert.deepEqual(promotedIn(await withViewerCountry('US', () => search(kind))), []);
    assert.deepEqual(promotedIn(await search(kind)), [], 'a search from a country not known');
    await rpc.request(Rpc.ads.updateCampaigns, {
      actor: owner,
      ad_account_id: adAccountId,
      items: [{ id: campaign.id, status: 'ARCHIVED' }],
    });
  });
});

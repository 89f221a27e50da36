/**
 * Promoted Pins served, in Chromium: an advertiser's campaign wins the home feed's ad slot for
 * another person, whose grid labels it 'Promoted by {name}', and is promoted in the search results
 * its Pin matches (to visitors from its countries alone once it names some) and under the closeups
 * of Pins like it; the browser records the impression once the Pin has been half visible for a
 * second, and the outbound click from its closeup; both reach the advertiser's v5 analytics with
 * the spend they cost, their report page (table, chart, kept columns, CSV) and the billing overview
 * (spend by day, billing info changed).
 */
import { PAGE_SIZE_DEFAULT, type FeedPin } from '@pinboard/contracts';
import { must, newBoard, newPin, waitFor } from '@pinboard/test-kit';
import { browserSuite, expectAccessible } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const stack = browserSuite();
const advertiser = stack.person('florist');
const viewer = stack.person('visitor');
const neighbour = stack.person('neighbour');
let adAccountId = '';
let campaignId = '';
let adGroupId = '';
let twinId = '';
let promotedPinId = '';
const title = `Peony bouquet ${Date.now().toString(36)}`;

stack.setUp(async () => {
  // The feed never promotes a Pin its page already shows, and in a young database the popular Pins
  // the viewer would see first include the new promoted one. So the viewer follows a board with a
  // page of Pins: their first page is that board's, and the ad has a slot of its own (the ad is
  // made after this wait, which so serves nothing against the frequency cap).
  const garden = await newBoard(neighbour, 'Garden');
  for (let i = 0; i < PAGE_SIZE_DEFAULT; i += 5) {
    await Promise.all([0, 1, 2, 3, 4].map((j) => newPin(neighbour, garden, 700 + i + j)));
  }
  // A visitor's second page holds what the first leaves of the popular Pins; in a young database
  // that is a few, and a page needs three for an ad slot (PROMOTED_SLOTS): a few more Pins, on a
  // board the viewer does not follow, so the test passes on a database of its own too.
  const kitchen = await newBoard(neighbour, 'Kitchen');
  await Promise.all([0, 1, 2, 3, 4].map((j) => newPin(neighbour, kitchen, 760 + j)));
  must(await viewer.api.followBoard(garden.id), 'follow the garden');
  await waitFor(async () => {
    const first = must(await viewer.api.get('UserHomefeedResource', {}), 'home feed');
    return (
      first.filter((p) => !p.is_promoted && p.pinned_to_board.id === garden.id).length === PAGE_SIZE_DEFAULT
    );
  }, "the garden's Pins fill the viewer's first page");

  must(await advertiser.api.convertToBusiness('Petal Post'), 'convert');
  adAccountId = must(
    await advertiser.api.v5<{ id: string }>('POST', '/ad_accounts', { name: 'Petal Post', country: 'US' }),
    'ad account',
  ).id;
  // Ads serve only for an ad account with billing info (changed in the billing page below).
  must(
    await advertiser.api.v5('POST', `/ad_accounts/${adAccountId}/billing_profiles`, {
      billing_contact_name: 'Iris Stem',
      billing_email: 'billing@petal.example',
      business_address: { line1: '1 Petal Lane', city: 'Portland', postal_code: '97201', country: 'US' },
    }),
    'billing info',
  );
  const board = await newBoard(advertiser, 'Bouquets');
  const pin = await newPin(advertiser, board, 951, { title, link: 'https://petal.example/peonies' });
  promotedPinId = pin.id;
  // The same picture again: under its closeup, more like this shows the promoted one.
  twinId = (await newPin(advertiser, board, 951, { title: 'Peony twin' })).id;
  // A bid that grows with the clock: this run's ad outbids those earlier runs left in the database.
  const bid = Math.floor(Date.now() / 1000) * 10;
  const write = async <T>(what: string, object: object) =>
    must(
      await advertiser.api.v5<{ items: { data: T | null; exceptions: unknown[] }[] }>(
        'POST',
        `/ad_accounts/${adAccountId}/${what}`,
        [object],
      ),
      what,
    ).items[0]!.data!;
  const campaign = await write<{ id: string }>('campaigns', {
    name: 'Peonies',
    objective_type: 'CONSIDERATION',
  });
  campaignId = campaign.id;
  const group = await write<{ id: string }>('ad_groups', {
    campaign_id: campaign.id,
    name: 'Everyone',
    billable_event: 'CLICKTHROUGH',
    bid_strategy_type: 'MAX_BID',
    bid_in_micro_currency: bid,
    placement_group: 'ALL',
  });
  adGroupId = group.id;
  await write('ads', {
    ad_group_id: group.id,
    pin_id: pin.id,
    destination_url: 'https://petal.example/peonies',
  });
});

test("a visitor's home feed: the page everyone shares, with this request's ad laid onto it", async () => {
  // No session: a visitor's page (services/gateway resources/feed.resources.ts). No impression is
  // recorded (only a browser that sees the Pin records one), so the test below still counts one.
  const homeFeed = async (bookmark?: string) => {
    const data = encodeURIComponent(JSON.stringify({ options: bookmark ? { bookmark } : {} }));
    const answer = await fetch(`${stack.url}/resource/UserHomefeedResource/get/?data=${data}`);
    assert.equal(answer.status, 200);
    return ((await answer.json()) as { resource_response: { data: FeedPin[]; bookmark: string } })
      .resource_response;
  };
  // A page never promotes a Pin it shows: where the new Pin is among the first page's popular ones,
  // the second page is the one its ad can take a slot on.
  const first = await homeFeed();
  const bookmark = first.data.some((pin) => pin.title === title && !pin.is_promoted)
    ? first.bookmark
    : undefined;
  const ours = (page: { data: FeedPin[] }) => page.data.find((pin) => pin.is_promoted && pin.title === title);
  await waitFor(
    async () => ours(await homeFeed(bookmark)) !== undefined,
    "the ad on a visitor's page",
    30_000,
  );

  // Asked together, so that both fall within one second of the shared page.
  const [a, b] = await Promise.all([homeFeed(bookmark), homeFeed(bookmark)]);
  const [adA, adB] = [ours(a), ours(b)];
  assert.ok(adA && adB, 'the ad on both pages');
  assert.equal(adA.promoter?.name, 'Petal Post');
  assert.notEqual(adA.tracking_params, adB.tracking_params, "each request's ad has its own tracking token");
  const organic = (page: { data: FeedPin[] }) =>
    page.data.filter((pin) => !pin.is_promoted).map((pin) => pin.id);
  assert.deepEqual(organic(a), organic(b), "the rest of the page is everyone's");
  assert.equal(new Set(a.data.map((pin) => pin.id)).size, a.data.length, 'no Pin twice on the page');

  // Chromium reads the page as the gateway writes it for a browser: gzip made of the shared runs'
  // parts, compressed once, and this request's ads (services/gateway resources/laid-pages.ts).
  const page = await stack.pageAs(null);
  try {
    await page.goto(stack.url);
    const data = encodeURIComponent(JSON.stringify({ options: bookmark ? { bookmark } : {} }));
    const inBrowser = await page.evaluate(async (url) => {
      const answer = await fetch(url);
      return { encoding: answer.headers.get('content-encoding'), body: await answer.json() };
    }, `/resource/UserHomefeedResource/get/?data=${data}`);
    assert.equal(inBrowser.encoding, 'gzip');
    const read = (inBrowser.body as { resource_response: { data: FeedPin[] } }).resource_response;
    assert.equal(ours(read)?.promoter?.name, 'Petal Post');
    assert.deepEqual(organic(read), organic(a));
  } finally {
    await page.close();
  }

  // Visitors share the promoted Pin as pins answered it for a second (feed's
  // VISITOR_PROMOTED_PIN_MAX_AGE_MS): its owner's edit still reaches their pages at once after.
  const description = `Fresh cut ${Date.now().toString(36)}`;
  must(await advertiser.api.update('PinResource', { id: promotedPinId, description }), 'edit the Pin');
  await waitFor(
    async () => ours(await homeFeed(bookmark))?.description === description,
    "the edit on visitors' pages",
    5_000,
  );
});

test('the promoted Pin is served with its label; its impression and outbound click reach analytics', async () => {
  const page = await stack.pageAs(viewer);
  try {
    const tile = page.locator('.pb-tile', { hasText: title });
    // Serving re-reads the eligible ads every 2 s: a page asked for sooner after the ad was made
    // may not have it yet (a page without it counts nothing against the frequency cap).
    await waitFor(
      async () => {
        await page.goto(stack.url);
        return tile
          .getByText('Promoted by Petal Post')
          .waitFor({ timeout: 3_000 })
          .then(
            () => true,
            () => false,
          );
      },
      'the promoted Pin in the home feed',
      30_000,
    );
    await tile.scrollIntoViewIfNeeded();

    const today = new Date().toISOString().slice(0, 10);
    const analytics = async () =>
      must(
        await advertiser.api.v5<Record<string, number | string>[]>(
          'GET',
          `/ad_accounts/${adAccountId}/campaigns/analytics?start_date=${today}&end_date=${today}&campaign_ids=${campaignId}&columns=TOTAL_IMPRESSION,TOTAL_CLICKTHROUGH,SPEND_IN_MICRO_DOLLAR&granularity=TOTAL`,
        ),
        'analytics',
      )[0];
    await waitFor(
      async () => Number((await analytics())?.TOTAL_IMPRESSION ?? 0) === 1,
      'the impression counted',
    );

    await tile.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/pin\/\d+\/$/);
    const outbound = page.getByRole('link', { name: 'petal.example' });
    const popup = page.waitForEvent('popup');
    await outbound.click();
    await (await popup).close();
    await waitFor(
      async () => Number((await analytics())?.TOTAL_CLICKTHROUGH ?? 0) === 1,
      'the click counted',
    );
    const row = await analytics();
    assert.equal(row!.TOTAL_IMPRESSION, 1, 'one impression however long it stayed in view');
    assert.ok(Number(row!.SPEND_IN_MICRO_DOLLAR) > 0, 'the click was billed');

    // The advertiser's report: the campaign's row, a chart, columns kept, a CSV to download.
    const report = await stack.pageAs(advertiser);
    try {
      await report.goto(`${stack.url}/advertiser/${adAccountId}/`);
      await report.getByRole('link', { name: 'Reporting' }).click();
      await report.getByRole('heading', { name: 'Reporting: Campaigns' }).waitFor();
      const peonies = report.getByRole('row', { name: /Peonies/ });
      await peonies.waitFor();
      const cells = await peonies.getByRole('cell').allInnerTexts();
      // Status, then the default columns: impressions, outbound clicks, CTR, spend.
      assert.deepEqual(cells.slice(0, 4), ['Active', '1', '1', '100.00%']);
      await report.getByLabel('Saves').check();
      await report.reload();
      await report.getByRole('columnheader', { name: 'Saves' }).waitFor();
      await expectAccessible(report);
      const download = report.waitForEvent('download');
      await report.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await readFile((await (await download).path())!, 'utf8');
      assert.match(
        csv.split(/\r?\n/)[0]!,
        /^id,name,status,TOTAL_IMPRESSION,TOTAL_CLICKTHROUGH,TOTAL_SAVE,CTR,SPEND_IN_MICRO_DOLLAR$/,
      );
      assert.match(csv, new RegExp(`${campaignId},Peonies,ACTIVE,1,1,0,1,\\d+`));
      // On a phone the report tabs stay one row (it scrolls sideways), none of them wrapped.
      await report.setViewportSize({ width: 390, height: 844 });
      const tabs = await report.getByRole('navigation', { name: 'Reports' }).getByRole('link').all();
      const boxes = await Promise.all(tabs.map(async (tab) => (await tab.boundingBox())!));
      assert.equal(new Set(boxes.map((box) => Math.round(box.y))).size, 1, 'the tabs on one row');
      assert.ok(
        boxes.every((box) => box.height < 48),
        'no tab wrapped onto two lines',
      );
      // The way to the ads manager stays in the header there, an icon.
      const adsLink = report.getByRole('banner').getByRole('link', { name: 'Ads', exact: true });
      assert.ok(await adsLink.isVisible(), "the header's Ads link on a phone");
      assert.ok((await adsLink.boundingBox())!.width <= 40, 'an icon');
      await report.setViewportSize({ width: 1280, height: 900 });

      // Billing: the day's spend, and the billing info changed there.
      await report.goto(`${stack.url}/advertiser/${adAccountId}/billing/`);
      await report.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
      const spent = await report
        .getByRole('table', { name: 'Spend by day' })
        .getByRole('row')
        .nth(1)
        .innerText();
      assert.match(spent, new RegExp(`^${today}\\s+\\$[\\d,]+\\.\\d\\d$`));
      await report.getByText('1 Petal Lane, Portland 97201, US').waitFor();
      await report.getByRole('button', { name: 'Edit billing info' }).click();
      await report.getByLabel('Address').fill('2 Stem Street');
      await report.getByLabel('City').fill('Leiden');
      await report.getByLabel('Postal code').fill('2311 AB');
      await report.getByLabel('Country code').fill('NL');
      await report.getByRole('button', { name: 'Save' }).click();
      await report.getByText('2 Stem Street, Leiden 2311 AB, NL').waitFor();
      await expectAccessible(report);
    } finally {
      await report.close();
    }

    // Search: the promoted Pin matches the query, so it is shown promoted there too.
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(title);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/');
    await page.locator('.pb-tile', { hasText: title }).getByText('Promoted by Petal Post').waitFor();

    // Under a closeup (more like this): the promoted Pin, labelled, among the Pins like it (search
    // learns that an ad may serve there within a couple of seconds). The viewer may have been
    // served it more often than the frequency cap allows (every home feed and search page asked
    // above), but has seen it fewer times, and only impressions count against the cap.
    const relatedPins = async () =>
      must(await viewer.api.get('RelatedPinFeedResource', { pin_id: twinId }), 'more like this');
    let related = await relatedPins();
    await waitFor(async () => {
      related = await relatedPins();
      return related.some((pin) => pin.is_promoted);
    }, 'a promoted Pin under the closeup');
    // Its bid outbids every other ad, so it takes the first slot (others in the test database may
    // fill a later one).
    const promotedThere = related.filter((pin) => pin.is_promoted);
    assert.deepEqual([promotedThere[0]?.title, promotedThere[0]?.promoter?.name], [title, 'Petal Post']);
    assert.equal(related.filter((pin) => pin.title === title).length, 1, 'once on the page');

    // Countries: the ad group now names NZ alone. A visitor's search from NZ (the preferred
    // language's region, as the gateway judges it) promotes the Pin; one from the US does not.
    must(
      await advertiser.api.v5('PATCH', `/ad_accounts/${adAccountId}/ad_groups`, [
        { id: adGroupId, targeting_spec: { GEO: ['NZ'] } },
      ]),
      'target NZ',
    );
    const promotedToVisitorFrom = async (language: string) => {
      const data = encodeURIComponent(JSON.stringify({ options: { query: title, scope: 'pins' } }));
      const answer = await fetch(`${stack.url}/resource/BaseSearchResource/get/?data=${data}`, {
        headers: { accept: 'application/json', 'accept-language': language },
      });
      const body = (await answer.json()) as {
        resource_response: { data: { results: { title?: string; is_promoted?: boolean }[] } };
      };
      return body.resource_response.data.results.some((pin) => pin.title === title && pin.is_promoted);
    };
    // Serving reads the ad groups again within seconds: from then on, not to one from the US.
    await waitFor(
      async () => !(await promotedToVisitorFrom('en-US,en;q=0.8')),
      'not to a visitor from the US',
    );
    assert.equal(await promotedToVisitorFrom('en-NZ,en;q=0.8'), true, 'promoted to one from NZ');
  } finally {
    await page.close();
    // Leave nothing serving for the other tests of the database.
    await advertiser.api.v5('PATCH', `/ad_accounts/${adAccountId}/campaigns`, [
      { id: campaignId, status: 'ARCHIVED' },
    ]);
  }
});

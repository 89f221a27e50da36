/**
 * Quick promote in Chromium (SPEC §2.2, §4): from the promote entry a person becomes a business,
 * then promotes their Pin in a few steps: the Pin's budget and audience, the business form (the
 * ad account), the billing form, success; the campaign is then in the ads manager. A second Pin,
 * promoted from its closeup, goes straight from its form to success (business and billing known),
 * and its draft survives a reload.
 */
import { must, newBoard, newPin } from '@pinboard/test-kit';
import { browserSuite, expectAccessible } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';

const stack = browserSuite();
const maker = stack.person('potter');
const pins: { id: string; title: string }[] = [];

stack.setUp(async () => {
  const board = await newBoard(maker, 'Stoneware');
  pins.push(await newPin(maker, board, 941, { title: 'Speckled mug' }));
  pins.push(await newPin(maker, board, 942, { title: 'Serving bowl' }));
});

test('convert, promote a Pin through the business and billing forms, then another in one step', async () => {
  const [mug, bowl] = pins as [{ id: string; title: string }, { id: string; title: string }];
  const page = await stack.pageAs(maker);
  try {
    // A new personal account is not offered promotion on its closeup yet (SPEC §2.3: not too new).
    await page.goto(`${stack.url}/pin/${mug.id}/`);
    await page.getByRole('heading', { name: 'Speckled mug' }).waitFor();
    assert.equal(await page.getByRole('link', { name: /^Promote/ }).count(), 0);
    await page.goto(`${stack.url}/business/convert?next=/advertiser/quick_promote&pinId=${mug.id}`);
    await page.getByLabel('Business name').fill('Kiln Studio');
    await page.getByRole('button', { name: 'Convert to business' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/advertiser/quick_promote' && url.searchParams.get('pinId') === mug.id,
    );

    // Pin selection: the Pin, a budget from the country's defaults (US: 3 a day for 10 days).
    await page.getByRole('heading', { name: 'Promote your Pin', level: 1 }).waitFor();
    await page.getByText('Speckled mug').waitFor();
    assert.equal(await page.getByLabel('Daily budget (USD)').inputValue(), '3');
    assert.equal(await page.getByLabel('Duration (days)').inputValue(), '10');
    await page.getByLabel('Daily budget (USD)').fill('0.5');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter a daily budget of at least $1.00.').waitFor();
    await page.getByLabel('Daily budget (USD)').fill('4');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // No ad account yet: the business form makes one; then billing, which sends the promotion.
    await page.getByRole('heading', { name: 'Your business', level: 1 }).waitFor();
    assert.equal(await page.getByLabel('Business name').inputValue(), 'Kiln Studio');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Billing info', level: 1 }).waitFor();
    await page.getByLabel('Address').fill('1 Clay Lane');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('Postal code').fill('97201');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Promote' }).click();
    await page.getByRole('heading', { name: 'Your Pin is being promoted', level: 1 }).waitFor();
    await page.getByText('$4.00 a day', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'See it in your campaigns' }).click();
    await page
      .getByRole('row', { name: /Promoted: Speckled mug/ })
      .getByRole('cell', { name: 'Active' })
      .waitFor();
    const adAccountId = /\/advertiser\/(\d+)\//.exec(page.url())![1]!;
    const ads = must(
      await maker.api.v5<{ items: { pin_id: string }[] }>('GET', `/ad_accounts/${adAccountId}/ads`),
      'ads',
    ).items;
    assert.deepEqual(
      ads.map((ad) => ad.pin_id),
      [mug.id],
    );

    // The second Pin, from its closeup (a business account promotes its own Pins from there): its
    // draft is kept across a reload, and it goes from its form to success.
    await page.goto(`${stack.url}/pin/${bowl.id}/`);
    await page.getByRole('link', { name: 'Promote', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/advertiser/quick_promote' && url.searchParams.get('pinId') === bowl.id,
    );
    await page.getByText('Serving bowl', { exact: true }).waitFor();
    await page.getByLabel('Daily budget (USD)').fill('6');
    await page.reload();
    await page.getByText('Serving bowl', { exact: true }).waitFor();
    assert.equal(await page.getByLabel('Daily budget (USD)').inputValue(), '6');
    await page.getByRole('button', { name: 'Promote' }).click();
    await page.getByRole('heading', { name: 'Your Pin is being promoted', level: 1 }).waitFor();
    await page.getByText('$6.00 a day', { exact: false }).waitFor();
  } finally {
    await page.close();
    // Leave nothing serving for the other tests of the database.
    const accounts = must(
      await maker.api.v5<{ items: { id: string }[] }>('GET', '/ad_accounts'),
      'ad accounts',
    );
    for (const { id } of accounts.items) {
      const campaigns = must(
        await maker.api.v5<{ items: { id: string }[] }>('GET', `/ad_accounts/${id}/campaigns`),
        'campaigns',
      );
      if (campaigns.items.length > 0) {
        await maker.api.v5(
          'PATCH',
          `/ad_accounts/${id}/campaigns`,
          campaigns.items.map((c) => ({ id: c.id, status: 'ARCHIVED' })),
        );
      }
    }
  }
});

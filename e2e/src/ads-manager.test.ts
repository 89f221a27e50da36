/**
 * The advertiser side in Chromium: a person turns their account into a business account from the
 * promote entry, creates an ad account, builds a campaign that promotes one of their Pins, sees it
 * in the campaigns table, pauses it (at once on screen, and on the server), duplicates it, saves
 * another as a draft that a reload keeps and finishes it later (/ads/edit_draft/), edits the paused
 * one (/ads/edit/) and duplicates it from its page (/ads/duplicate/). Someone without a business
 * account is shown the way there.
 */
import { must, newBoard, newPin, waitFor } from '@pinboard/test-kit';
import { browserSuite, expectAccessible } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';

const stack = browserSuite();
const owner = stack.person('shopkeeper');
const plain = stack.person('browser');
let pinId = '';
/** The ad account the first test makes (the later ones go on with it). */
let adAccountId = '';

stack.setUp(async () => {
  const board = await newBoard(owner, 'Spring range');
  pinId = (await newPin(owner, board, 931, { title: 'Linen apron' })).id;
});

test('convert, create an ad account, launch a campaign, pause it, keep a draft, finish it, edit, duplicate', async () => {
  const page = await stack.pageAs(owner);
  try {
    await page.goto(`${stack.url}/business/convert?next=/advertiser/&pinId=${pinId}`);
    await page.getByRole('heading', { name: 'Create a business account' }).waitFor();
    await page.getByRole('button', { name: 'Convert to business' }).click();
    await page.getByText('Please enter the name of your business.').waitFor();
    await page.getByLabel('Business name').fill('Linen & Co');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Convert to business' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/advertiser/' && url.searchParams.get('pinId') === pinId,
    );
    const me = must(await owner.api.me(), 'me');
    assert.equal(me.account_type, 'business');
    assert.equal(me.business_name, 'Linen & Co');

    // The first ad account, named after the business; the currency follows the country.
    await page.getByRole('heading', { name: 'Create your first ad account' }).waitFor();
    assert.equal(await page.getByLabel('Ad account name').inputValue(), 'Linen & Co');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByText('Billed in GBP').waitFor();
    await page.getByRole('button', { name: 'Create ad account' }).click();
    const accountLink = page
      .getByRole('list', { name: 'Your ad accounts' })
      .getByRole('link', { name: 'Linen & Co' });
    await accountLink.click();
    await page.waitForURL(/\/advertiser\/\d+\/$/);
    adAccountId = /\/advertiser\/(\d+)\//.exec(page.url())![1]!;
    await page.getByText('No campaigns yet.', { exact: false }).waitFor();
    // Without billing info its ads would not run: the page says so, with the way there.
    await page.getByText('Your ads run once this ad account has billing info.').waitFor();
    await expectAccessible(page);

    // The campaign builder: what is missing is said field by field; then it launches.
    await page.getByRole('link', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'Create campaign', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Launch campaign' }).click();
    await page.getByText('Please give it a name.').waitFor();
    await page.getByText('Enter a daily budget, such as 10 or 12.50.').waitFor();
    await page.getByLabel('Campaign name').fill('Aprons for spring');
    await page.getByLabel('Daily budget (GBP)').fill('12.50');
    await page.getByLabel('Female').check();
    await page.getByLabel('25-34').check();
    await page.getByLabel('Search results').check();
    await page.getByLabel('Search keywords (optional)').fill('linen apron, kitchen gifts');
    await page.getByLabel('Negative keywords (optional)').fill('free');
    await page.getByLabel('Pin to promote').fill(`${stack.url}/pin/${pinId}/`);
    await page.getByLabel('Destination URL (optional)').fill('https://linen.example/aprons');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Launch campaign' }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/`);
    const row = page.getByRole('row', { name: /Aprons for spring/ });
    await row.getByRole('cell', { name: 'Active' }).waitFor();
    await row.getByRole('cell', { name: '£12.50' }).first().waitFor();

    // What the ads manager wrote, as the v5 API reads it back.
    const api = (path: string) => owner.api.v5<{ items: Record<string, unknown>[] }>('GET', path);
    const [campaign] = must(await api(`/ad_accounts/${adAccountId}/campaigns`), 'campaigns').items;
    assert.equal(campaign!.daily_spend_cap, 12_500_000);
    assert.equal(campaign!.objective_type, 'CONSIDERATION');
    const [group] = must(await api(`/ad_accounts/${adAccountId}/ad_groups`), 'ad groups').items;
    const audience = {
      GEO: ['GB'],
      GENDER: ['female'],
      AGE_BUCKET: ['25-34'],
      KEYWORD: ['linen apron', 'kitchen gifts'],
      NEGATIVE_KEYWORD: ['free'],
    };
    assert.deepEqual(group!.targeting_spec, audience);
    assert.equal(group!.placement_group, 'SEARCH');
    const [ad] = must(await api(`/ad_accounts/${adAccountId}/ads`), 'ads').items;
    assert.equal(ad!.pin_id, pinId);
    assert.equal(ad!.destination_url, 'https://linen.example/aprons');

    // Pause: the table says so at once, and the server agrees.
    await row.getByRole('button', { name: 'Pause Aprons for spring' }).click();
    await row.getByRole('cell', { name: 'Paused' }).waitFor();
    await waitFor(async () => {
      const [now] = must(await api(`/ad_accounts/${adAccountId}/campaigns`), 'campaigns').items;
      return now!.status === 'PAUSED';
    }, 'paused on the server');

    // Duplicate: a draft copy with its ad group and ad.
    await row.getByRole('button', { name: 'Duplicate Aprons for spring' }).click();
    await page.getByText('“Copy of Aprons for spring” saved as a draft').waitFor();
    const copyRow = page.getByRole('row', { name: /Copy of Aprons for spring/ });
    await copyRow.getByRole('cell', { name: 'Draft' }).waitFor();
    const copy = must(
      await api(`/ad_accounts/${adAccountId}/campaigns?entity_statuses=DRAFT`),
      'drafts',
    ).items.find((c) => c.name === 'Copy of Aprons for spring')!;
    const [groupCopy] = must(
      await api(`/ad_accounts/${adAccountId}/ad_groups?campaign_ids=${String(copy.id)}`),
      'copied ad groups',
    ).items;
    assert.deepEqual(groupCopy!.targeting_spec, audience);
    const [adCopy] = must(
      await api(`/ad_accounts/${adAccountId}/ads?campaign_ids=${String(copy.id)}`),
      'copied ads',
    ).items;
    assert.equal(adCopy!.pin_id, pinId);

    // A draft: saved without launching, kept across a reload.
    await page.getByRole('link', { name: 'Create campaign' }).click();
    await page.getByLabel('Campaign name').fill('Autumn ideas');
    await page.getByLabel('Daily budget (GBP)').fill('5');
    await page.getByLabel('Pin to promote').fill(pinId);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/`);
    await page.reload();
    const draftRow = page.getByRole('row', { name: /Autumn ideas/ });
    await draftRow.getByRole('cell', { name: 'Draft' }).waitFor();

    // Finish the draft (SPEC §2.2 /ads/edit_draft/): the form as it was left, then launched.
    await draftRow.getByRole('link', { name: 'Edit Autumn ideas' }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/ads/edit_draft/`);
    await page.getByRole('heading', { name: 'Finish your draft', level: 1 }).waitFor();
    assert.equal(await page.getByLabel('Daily budget (GBP)').inputValue(), '5.00');
    assert.ok(await page.getByLabel('Pin to promote').isDisabled(), 'an ad keeps its Pin');
    await page.getByLabel('Daily budget (GBP)').fill('');
    await page.getByRole('button', { name: 'Launch campaign' }).click();
    await page.getByText('Enter a daily budget, such as 10 or 12.50.').waitFor();
    await page.getByLabel('Daily budget (GBP)').fill('6');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Launch campaign' }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/`);
    await draftRow.getByRole('cell', { name: 'Active' }).waitFor();
    const autumn = must(await api(`/ad_accounts/${adAccountId}/campaigns`), 'campaigns').items.find(
      (c) => c.name === 'Autumn ideas',
    )!;
    assert.equal(autumn.status, 'ACTIVE');
    assert.equal(autumn.daily_spend_cap, 6_000_000);

    // Edit a paused campaign (/ads/edit/): its audience changes, it stays paused.
    await row.getByRole('link', { name: 'Edit Aprons for spring' }).click();
    await page.getByRole('heading', { name: 'Edit campaign', level: 1 }).waitFor();
    assert.ok(await page.getByLabel('Female').isChecked());
    assert.equal(
      await page.getByLabel('Search keywords (optional)').inputValue(),
      'linen apron, kitchen gifts',
    );
    await page.getByLabel('Countries').fill('GB, IE');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/`);
    await row.getByRole('cell', { name: 'Paused' }).waitFor();
    const [edited] = must(
      await api(`/ad_accounts/${adAccountId}/ad_groups?campaign_ids=${String(campaign!.id)}`),
      'edited ad group',
    ).items;
    assert.deepEqual(edited!.targeting_spec, { ...audience, GEO: ['GB', 'IE'] });

    // The duplicate page: the copy is made and opened as a draft to finish.
    await page.goto(
      `${stack.url}/advertiser/${adAccountId}/ads/duplicate/?campaignId=${String(campaign!.id)}`,
    );
    await page.getByRole('button', { name: 'Duplicate Aprons for spring' }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/ads/edit_draft/`);
    await page.getByRole('heading', { name: 'Finish your draft', level: 1 }).waitFor();
    assert.equal(await page.getByLabel('Campaign name').inputValue(), 'Copy of Aprons for spring');
    assert.equal(await page.getByLabel('Countries').inputValue(), 'GB, IE');
  } finally {
    await page.close();
  }
});

test('the automated tool from the campaign tool page; unprefixed paths are the own ad account; reporting preferences', async () => {
  assert.ok(adAccountId, 'the first test made the ad account');
  const page = await stack.pageAs(owner);
  try {
    // '/ads/campaign_mode/' without its prefix opens the person's ad account's page.
    await page.goto(`${stack.url}/ads/campaign_mode/`);
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/ads/campaign_mode/`);
    await page.getByRole('heading', { name: 'How do you want to create campaigns?' }).waitFor();
    await page.getByLabel('Automated').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/automated/ads/create/`);
    await page.getByRole('heading', { name: 'Create automated campaign', level: 1 }).waitFor();
    assert.equal(await page.getByLabel('Female').count(), 0, 'no audience to choose');
    assert.equal(await page.getByLabel('Maximum bid (GBP, optional)').count(), 0, 'no bid to choose');
    await page.getByLabel('Campaign name').fill('Linen on autopilot');
    await page.getByLabel('Daily budget (GBP)').fill('3');
    await page.getByLabel('Pin to promote').fill(pinId);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Launch campaign' }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/`);
    await page
      .getByRole('row', { name: /Linen on autopilot/ })
      .getByRole('cell', { name: 'Active' })
      .waitFor();
    // The preference is kept: "Create campaign" opens the automated tool now.
    assert.equal(
      await page.getByRole('link', { name: 'Create campaign' }).getAttribute('href'),
      `/advertiser/${adAccountId}/automated/ads/create/`,
    );
    const api = (path: string) => owner.api.v5<{ items: Record<string, unknown>[] }>('GET', path);
    const made = must(await api(`/ad_accounts/${adAccountId}/campaigns`), 'campaigns').items.find(
      (c) => c.name === 'Linen on autopilot',
    )!;
    const [group] = must(
      await api(`/ad_accounts/${adAccountId}/ad_groups?campaign_ids=${String(made.id)}`),
      'ad group',
    ).items;
    assert.equal(group!.bid_strategy_type, 'AUTOMATIC_BID');
    assert.deepEqual(group!.targeting_spec, { GEO: ['GB'] });

    // Reporting preferences: the columns every report shows.
    await page.goto(`${stack.url}/reporting/preferences/`);
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/reporting/preferences/`);
    await page.getByRole('heading', { name: 'Reporting preferences' }).waitFor();
    await page.getByLabel('Saves').check();
    await expectAccessible(page);
    await page.goto(`${stack.url}/reporting/ads/`);
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/reporting/ads/`);
    await page.getByRole('columnheader', { name: 'Saves' }).waitFor();
  } finally {
    await page.close();
  }
});

test('without a business account the ads manager shows the way to one; an unknown path says so', async () => {
  const page = await stack.pageAs(plain);
  try {
    await page.goto(`${stack.url}/advertiser/`);
    await page.getByText('You need a business account to use ads.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Convert to business' }).click();
    await page.waitForURL((url) => url.pathname === '/business/convert');
    await page.getByLabel('Business name').fill('Plain Things');
    await page.getByRole('button', { name: 'Convert to business' }).click();
    await page.waitForURL((url) => url.pathname === '/advertiser/');
    await page.getByRole('heading', { name: 'Create your first ad account' }).waitFor();
    // A business account finds the ads manager in the header.
    await page.goto(stack.url);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Ads', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/advertiser/');
    await page.goto(`${stack.url}/advertiser/123/no_such_page/`);
    await page.getByText('unknown url key').waitFor();
  } finally {
    await page.close();
  }
});

test('an admin gives a business account a role, changes it and removes it; the member sees the ad account meanwhile', async () => {
  const page = await stack.pageAs(owner);
  const memberPage = await stack.pageAs(plain);
  try {
    await page.goto(`${stack.url}/advertiser/${adAccountId}/`);
    await page.getByRole('link', { name: 'People', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/members/`);
    await page.getByRole('heading', { name: 'People with access', level: 1 }).waitFor();
    await page
      .getByRole('row', { name: /\(owner\)/ })
      .getByRole('cell', { name: 'Admin' })
      .first()
      .waitFor();

    // A username nobody has is said so; the member is added as an analyst.
    await page.getByLabel('Username').fill('nobody-has-this-name');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Username').fill(plain.me.username);
    await page.getByLabel('Role', { exact: true }).selectOption('ANALYST');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(plain.me.username) });
    await row.getByRole('cell', { name: 'See campaigns and reporting' }).waitFor();
    await expectAccessible(page);

    // The member finds the shared ad account among theirs, read-only.
    await memberPage.goto(`${stack.url}/advertiser/`);
    await memberPage.getByRole('link', { name: 'Linen & Co' }).click();
    await memberPage.waitForURL((url) => url.pathname === `/advertiser/${adAccountId}/`);
    await memberPage
      .getByRole('row', { name: /Aprons for spring/ })
      .first()
      .waitFor();
    assert.equal(await memberPage.getByRole('link', { name: 'Create campaign' }).count(), 0);

    // Promoted to campaign manager: the server agrees, and they may create campaigns.
    await row.getByLabel(`Role of ${plain.me.username}`).selectOption('CAMPAIGN_MANAGER');
    await row.getByRole('cell', { name: 'Create and change campaigns, ad groups and ads' }).waitFor();
    await waitFor(async () => {
      const account = await plain.api.v5<{ permissions: string[] }>('GET', `/ad_accounts/${adAccountId}`);
      return account.ok && account.data.permissions[0] === 'CAMPAIGN_MANAGER';
    }, 'the new role on the server');
    await memberPage.reload();
    await memberPage.getByRole('link', { name: 'Create campaign' }).waitFor();

    // Removed: gone from the list, and the ad account is gone for them.
    await row.getByRole('button', { name: `Remove ${plain.me.username}` }).click();
    await page.getByText(`${plain.me.username} no longer has access`).waitFor();
    assert.equal(await page.getByRole('row', { name: new RegExp(plain.me.username) }).count(), 0);
    const gone = await plain.api.v5('GET', `/ad_accounts/${adAccountId}`);
    assert.equal(gone.ok ? 200 : gone.status, 404);
  } finally {
    await page.close();
    await memberPage.close();
  }
});

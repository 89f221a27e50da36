import assert from 'node:assert/strict';
import { test } from 'node:test';
import { advertiserRoute } from '../advertiser/advertiser-route';

test('advertiser paths name their page and ad account', () => {
  assert.deepEqual(advertiserRoute('/advertiser/'), { page: 'accounts' });
  assert.deepEqual(advertiserRoute('/advertiser'), { page: 'accounts' });
  assert.deepEqual(advertiserRoute('/advertiser/42/'), { page: 'campaigns', adAccountId: '42' });
  assert.deepEqual(advertiserRoute('/advertiser/42/ads/create/'), {
    page: 'create-campaign',
    adAccountId: '42',
  });
  for (const [path, page] of [
    ['/advertiser/42/ads/edit/', 'edit-campaign'],
    ['/advertiser/42/ads/edit_draft/', 'edit-campaign'],
    ['/advertiser/42/ads/duplicate/', 'duplicate-campaign'],
    ['/advertiser/42/ads/campaign_mode/', 'campaign-mode'],
    ['/advertiser/42/reporting/preferences/', 'reporting-preferences'],
    ['/advertiser/42/members/', 'members'],
  ] as const) {
    assert.deepEqual(advertiserRoute(path), { page, adAccountId: '42' }, path);
  }
  assert.deepEqual(advertiserRoute('/advertiser/quick_promote'), {
    page: 'quick-promote',
    adAccountId: null,
  });
  assert.deepEqual(advertiserRoute('/advertiser/quick-promote/'), {
    page: 'quick-promote',
    adAccountId: null,
  });
  assert.deepEqual(advertiserRoute('/advertiser/42/quick-promote/'), {
    page: 'quick-promote',
    adAccountId: '42',
  });
});

test('the automated tool is the same pages, marked', () => {
  assert.deepEqual(advertiserRoute('/advertiser/42/automated/ads/create/'), {
    page: 'create-campaign',
    adAccountId: '42',
    automated: true,
  });
  assert.deepEqual(advertiserRoute('/advertiser/42/automated/ads/edit/'), {
    page: 'edit-campaign',
    adAccountId: '42',
    automated: true,
  });
});

test("unprefixed paths are the person's own ad account's pages; quick promote picks its own", () => {
  for (const rest of ['ads/create', 'reporting/ads', 'billing', 'automated/ads/create', 'ads/edit_draft']) {
    assert.deepEqual(advertiserRoute(`/${rest}/`), { page: 'own-account', rest }, rest);
  }
  assert.deepEqual(advertiserRoute('/quick-promote/'), { page: 'quick-promote', adAccountId: null });
  for (const path of ['/ads/', '/reporting/pins/', '/billing/documents/', '/', '/someone/']) {
    assert.deepEqual(advertiserRoute(path), { page: 'unknown' }, path);
  }
});

test('anything else is unknown', () => {
  for (const path of [
    '/advertiser/42/reporting/',
    '/advertiser/42/reporting/pins/',
    '/advertiser/abc/',
    '/advertiser/42/nope/',
    '/advertiser/42/ads/',
    '/elsewhere/',
    '/advertiser/42/automated/',
    '/advertiser/42/constructor',
  ]) {
    assert.deepEqual(advertiserRoute(path), { page: 'unknown' }, path);
  }
});

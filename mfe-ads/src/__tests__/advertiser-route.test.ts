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

test('anything else is unknown', () => {
  for (const path of [
    '/advertiser/42/reporting/',
    '/advertiser/42/reporting/pins/',
    '/advertiser/abc/',
    '/advertiser/42/nope/',
    '/advertiser/42/ads/',
    '/elsewhere/',
    '/advertiser/42/constructor',
  ]) {
    assert.deepEqual(advertiserRoute(path), { page: 'unknown' }, path);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shellPageAt } from '../shell-pages.js';

test('a path is the page the shell renders there, ranked as its router ranks the shared table', () => {
  const pageAt = (path: string) => shellPageAt(path).page;
  assert.equal(pageAt('/'), 'home');
  assert.deepEqual(shellPageAt('/pin/12/'), { page: 'pin', params: { id: '12' } });
  // Static segments outrank parameters: the builder, not a section of a board named 'create'.
  assert.equal(pageAt('/pin/create/bookmarklet/'), 'pinBuilder');
  assert.equal(pageAt('/board/create/'), 'boardCreate');
  assert.equal(pageAt('/board/7/create_section/'), 'sectionCreate');
  assert.equal(pageAt('/search/pins/_tools/shop/'), 'search');
  assert.equal(pageAt('/advertiser/5/reporting/ads/'), 'advertiser');
  assert.equal(pageAt('/reporting/campaigns/'), 'advertiser');
  assert.equal(pageAt('/offsite/'), 'offsite');
  assert.deepEqual(shellPageAt('/alice/'), { page: 'profile', params: { username: 'alice' } });
  assert.deepEqual(shellPageAt('/alice/tarts/lemon/'), {
    page: 'section',
    params: { username: 'alice', slug: 'tarts', section: 'lemon' },
  });
  assert.equal(pageAt('/a/b/c/d/'), 'notFound');
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pinboard/contracts';
import { withViewerCountry } from '@pinboard/service-kit';
import { VisitorPages, VISITOR_PAGE_MAX_AGE_MS } from '../visitor-pages.js';

type Item = { id: string; is_promoted: boolean };

/** A feed that answers pages numbered by how often it was asked, and the ads switch it reads. */
function fixture({ promoted = false } = {}) {
  const ads = { may: false, mayServe: async () => ads.may };
  const feed = {
    reads: 0,
    read: async (): Promise<Page<Item>> => {
      feed.reads += 1;
      return { items: [{ id: String(feed.reads), is_promoted: promoted }], bookmark: '-end-' };
    },
  };
  return { ads, feed, pages: new VisitorPages(ads) };
}

describe("visitors' pages", () => {
  it('reads a page once while it is fresh, shared by concurrent askers, and again once it is not', async () => {
    const { feed, pages } = fixture();
    const t = 1_000_000;
    const [a, b] = await Promise.all([pages.get({}, feed.read, t), pages.get({}, feed.read, t)]);
    assert.equal(feed.reads, 1);
    assert.equal(a, b);
    assert.equal(await pages.get({}, feed.read, t + VISITOR_PAGE_MAX_AGE_MS - 1), a);
    assert.equal(feed.reads, 1);
    const later = await pages.get({}, feed.read, t + VISITOR_PAGE_MAX_AGE_MS);
    assert.equal(feed.reads, 2);
    assert.equal(later.items[0]!.id, '2');
  });

  it('keeps pages apart by their options and by the country asking (ads target by country)', async () => {
    const { feed, pages } = fixture();
    const t = 2_000_000;
    await pages.get({}, feed.read, t);
    await pages.get({ page_size: 10 }, feed.read, t);
    await withViewerCountry('GB', () => pages.get({}, feed.read, t));
    await withViewerCountry('GB', () => pages.get({}, feed.read, t));
    await withViewerCountry('FR', () => pages.get({}, feed.read, t));
    assert.equal(feed.reads, 4);
  });

  it('reads every time while an ad may serve in the placement', async () => {
    const { ads, feed, pages } = fixture();
    ads.may = true;
    const t = 3_000_000;
    await pages.get({}, feed.read, t);
    await pages.get({}, feed.read, t);
    assert.equal(feed.reads, 2);
    // Once none may, pages are shared again.
    ads.may = false;
    await pages.get({}, feed.read, t);
    await pages.get({}, feed.read, t);
    assert.equal(feed.reads, 3);
  });

  it('shares a page answered without ads whether or not an ad may serve, in every country', async () => {
    const { ads, feed, pages } = fixture();
    ads.may = true;
    assert.equal(await pages.mayServeAds(), true);
    const t = 3_500_000;
    const a = await pages.shared({}, feed.read, t);
    const b = await withViewerCountry('GB', () => pages.shared({}, feed.read, t + 10));
    assert.equal(feed.reads, 1);
    assert.equal(a, b);
    await pages.shared({}, feed.read, t + VISITOR_PAGE_MAX_AGE_MS);
    assert.equal(feed.reads, 2);
  });

  it('never hands a page with a promoted Pin to the next visitor', async () => {
    const { feed, pages } = fixture({ promoted: true });
    const t = 4_000_000;
    const first = await pages.get({}, feed.read, t);
    const second = await pages.get({}, feed.read, t);
    assert.equal(feed.reads, 2);
    assert.notEqual(first.items[0]!.id, second.items[0]!.id);
  });

  it('does not keep a failed read', async () => {
    const { feed, pages } = fixture();
    const t = 5_000_000;
    await assert.rejects(pages.get({}, async () => Promise.reject(new Error('feed is down')), t));
    await pages.get({}, feed.read, t);
    assert.equal(feed.reads, 1);
  });
});

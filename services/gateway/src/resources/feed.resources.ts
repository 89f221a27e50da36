import { Rpc, type FeedPin, type Page, type RpcInput } from '@pinboard/contracts';
import { promotedSlots, type RpcClient } from '@pinboard/service-kit';
import { layPromoted } from './laid-pages.js';
import { resource } from './resource.js';
import { visitorPagesOf } from './visitor-pages.js';

type HomeFeedOptions = Omit<RpcInput<typeof Rpc.feed.home>, 'viewer_id'>;

/**
 * A home feed page as `viewerId` sees it. A visitor's is everyone's popular Pins, read at most once
 * a second (visitor-pages.ts), with the request's own ads when one may serve; the grid's first call
 * and the home page's HTML share that read.
 */
export async function readHomeFeed(
  rpc: RpcClient,
  options: HomeFeedOptions,
  viewerId: string | null,
): Promise<Page<FeedPin>> {
  const read = () => rpc.request(Rpc.feed.home, { ...options, viewer_id: viewerId });
  if (viewerId !== null) return read();
  const pages = visitorPagesOf(rpc, 'feed');
  if (!(await pages.mayServeAds())) return pages.get(options, read);
  // An ad may serve: the page is still everyone's, only its ads are this request's (their own
  // auction and tracking token), laid onto it here.
  const page = await pages.shared(options, () =>
    rpc.request(Rpc.feed.home, { ...options, viewer_id: null, promoted: false }),
  );
  const slots = promotedSlots(page.items.length);
  if (slots.length === 0) return page;
  // An ad that cannot be had in time leaves the page as it is, never fails it.
  const promoted = await rpc
    .request(Rpc.feed.promoted, {
      viewer_id: null,
      exclude_pin_ids: page.items.map((pin) => pin.id),
      slots: slots.length,
    })
    .catch(() => []);
  return { items: layPromoted(page.items, promoted, slots), bookmark: page.bookmark };
}

export default [
  resource('UserHomefeedResource', {
    get: async (options, ctx) => readHomeFeed(ctx.rpc, options, await ctx.viewerId()),
  }),
];

import { Rpc, type FeedPin, type Page, type RpcInput } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import { resource } from './resource.js';
import { visitorPagesOf } from './visitor-pages.js';

type HomeFeedOptions = Omit<RpcInput<typeof Rpc.feed.home>, 'viewer_id'>;

/**
 * A home feed page as `viewerId` sees it. A visitor's is everyone's popular Pins, read at most once
 * a second (visitor-pages.ts); the grid's first call and the home page's HTML share that read.
 */
export function readHomeFeed(
  rpc: RpcClient,
  options: HomeFeedOptions,
  viewerId: string | null,
): Promise<Page<FeedPin>> {
  const read = () => rpc.request(Rpc.feed.home, { ...options, viewer_id: viewerId });
  return viewerId === null ? visitorPagesOf(rpc, 'feed').get(options, read) : read();
}

export default [
  resource('UserHomefeedResource', {
    get: async (options, ctx) => readHomeFeed(ctx.rpc, options, await ctx.viewerId()),
  }),
];

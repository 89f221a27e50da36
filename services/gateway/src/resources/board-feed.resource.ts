import { ResourceOptions, Rpc } from '@pinboard/contracts';
import { page, publicAction, type ResourceDef } from './resource-action.js';

export const boardFeedResource: ResourceDef = {
  name: 'BoardFeedResource',
  actions: {
    get: publicAction(
      ResourceOptions.BoardFeedResource.get,
      async ({ board_id, bookmark, page_size }, ctx) => {
        const viewer_id = (await ctx.viewer())?.id ?? null;
        return page(await ctx.rpc.request(Rpc.pins.boardFeed, { board_id, viewer_id, bookmark, page_size }));
      },
    ),
  },
};

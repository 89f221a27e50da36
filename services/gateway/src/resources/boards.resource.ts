import { ResourceOptions, Rpc } from '@pinboard/contracts';
import { page, publicAction, type ResourceDef } from './resource-action.js';

/** A user's boards; secret ones only for their owner (decided by the boards service). */
export const boardsResource: ResourceDef = {
  name: 'BoardsResource',
  actions: {
    get: publicAction(ResourceOptions.BoardsResource.get, async ({ username, bookmark, page_size }, ctx) => {
      const viewer_id = (await ctx.viewer())?.id ?? null;
      return page(await ctx.rpc.request(Rpc.boards.list, { username, viewer_id, bookmark, page_size }));
    }),
  },
};

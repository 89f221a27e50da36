import { ResourceOptions, Rpc } from '@pinboard/contracts';
import { page, publicAction, type ResourceDef } from './resource-action.js';

export const userHomefeedResource: ResourceDef = {
  name: 'UserHomefeedResource',
  actions: {
    get: publicAction(ResourceOptions.UserHomefeedResource.get, async ({ bookmark, page_size }, ctx) => {
      const viewer_id = (await ctx.viewer())?.id ?? null;
      return page(await ctx.rpc.request(Rpc.pins.homeFeed, { viewer_id, bookmark, page_size }));
    }),
  },
};

import { ResourceOptions, Rpc } from '@pinboard/contracts';
import { publicAction, single, type ResourceDef } from './resource-action.js';

export const userResource: ResourceDef = {
  name: 'UserResource',
  actions: {
    get: publicAction(ResourceOptions.UserResource.get, async ({ username }, ctx) =>
      single(await ctx.rpc.request(Rpc.users.get, { username })),
    ),
  },
};

import { Messages, ResourceOptions, Rpc } from '@pinboard/contracts';
import { sessionAction, single, type ResourceDef } from './resource-action.js';

/** Save: copies a Pin to one of the viewer's boards. */
export const repinResource: ResourceDef = {
  name: 'RepinResource',
  actions: {
    create: sessionAction(
      ResourceOptions.RepinResource.create,
      Messages.loginToSave,
      async (options, actor, ctx) => single(await ctx.rpc.request(Rpc.pins.repin, { actor, ...options })),
    ),
  },
};

import { Messages, ResourceOptions, Rpc } from '@pinboard/contracts';
import { publicAction, sessionAction, single, type ResourceDef } from './resource-action.js';

export const pinResource: ResourceDef = {
  name: 'PinResource',
  actions: {
    create: sessionAction(
      ResourceOptions.PinResource.create,
      Messages.loginToCreate,
      async (options, actor, ctx) => {
        // color, guid and method are web-client bookkeeping the pins service does not take.
        const { board_id, section, image_url, image_base64, title, description, link } = options;
        const pin = await ctx.rpc.request(Rpc.pins.create, {
          actor,
          board_id,
          section,
          image_url,
          image_base64,
          title,
          description,
          link,
        });
        return single(pin);
      },
    ),
    get: publicAction(ResourceOptions.PinResource.get, async ({ id }, ctx) => {
      const viewer_id = (await ctx.viewer())?.id ?? null;
      return single(await ctx.rpc.request(Rpc.pins.get, { pin_id: id, viewer_id }));
    }),
  },
};

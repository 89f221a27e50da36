import { Messages, ResourceOptions, Rpc } from '@pinboard/contracts';
import { publicAction, sessionAction, single, type ResourceDef } from './resource-action.js';

export const boardResource: ResourceDef = {
  name: 'BoardResource',
  actions: {
    create: sessionAction(
      ResourceOptions.BoardResource.create,
      Messages.loginToCreate,
      async (options, actor, ctx) => single(await ctx.rpc.request(Rpc.boards.create, { actor, ...options })),
    ),
    get: publicAction(ResourceOptions.BoardResource.get, async (options, ctx) => {
      const viewer_id = (await ctx.viewer())?.id ?? null;
      const query =
        'board_id' in options
          ? { board_id: options.board_id, viewer_id }
          : { username: options.username, slug: options.slug, viewer_id };
      return single(await ctx.rpc.request(Rpc.boards.get, query));
    }),
  },
};

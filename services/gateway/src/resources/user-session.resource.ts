import { ResourceOptions, Rpc } from '@pinboard/contracts';
import { publicAction, single, type ResourceDef } from './resource-action.js';

/** Login (create) and logout (delete). */
export const userSessionResource: ResourceDef = {
  name: 'UserSessionResource',
  actions: {
    create: publicAction(ResourceOptions.UserSessionResource.create, async (options, ctx) => {
      await ctx.limitRate('login');
      const { user, token } = await ctx.rpc.request(Rpc.users.sessionCreate, options);
      ctx.startSession(token);
      return single(user);
    }),
    delete: publicAction(ResourceOptions.UserSessionResource.delete, async (_options, ctx) => {
      // Logging out twice, or without a session, is not an error: the cookie goes either way.
      if (ctx.sessionToken) await ctx.rpc.request(Rpc.users.sessionDelete, { token: ctx.sessionToken });
      ctx.endSession();
      return single(null);
    }),
  },
};

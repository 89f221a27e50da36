import { ResourceOptions, Rpc } from '@pinboard/contracts';
import { publicAction, single, type ResourceDef } from './resource-action.js';

export const userRegisterResource: ResourceDef = {
  name: 'UserRegisterResource',
  actions: {
    create: publicAction(ResourceOptions.UserRegisterResource.create, async (options, ctx) => {
      await ctx.limitRate('register');
      const { user, token } = await ctx.rpc.request(Rpc.users.register, options);
      ctx.startSession(token);
      return single(user);
    }),
  },
};

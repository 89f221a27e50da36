import { Rpc } from '@pinboard/contracts';
import { resource } from './resource.js';

export default [
  resource('UserRegisterResource', {
    create: async (options, ctx) => {
      await ctx.limitRate('register');
      const { user, token } = await ctx.rpc.request(Rpc.users.register, options);
      ctx.startSession(token);
      return user;
    },
  }),
  resource('UserSessionResource', {
    create: async (options, ctx) => {
      await ctx.limitRate('login');
      const { user, token } = await ctx.rpc.request(Rpc.users.sessionCreate, options);
      ctx.startSession(token);
      return user;
    },
    delete: async (_options, ctx) => {
      // Logging out twice, or without a session, is not an error: the cookie goes either way.
      if (ctx.sessionToken) await ctx.rpc.request(Rpc.users.sessionDelete, { token: ctx.sessionToken });
      ctx.endSession();
      return null;
    },
  }),
  resource('UserResource', {
    get: async ({ username }, ctx) => ctx.rpc.request(Rpc.users.get, { username }),
  }),
];

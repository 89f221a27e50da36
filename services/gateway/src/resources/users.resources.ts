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
      const { user, token } = await ctx.rpc.request(Rpc.users.sessionCreate, {
        ...options,
        client_address: ctx.clientAddress,
      });
      ctx.startSession(token);
      return user;
    },
    delete: async ({ all }, ctx) => {
      // Logging out twice, or without a session, is not an error: the cookie goes either way.
      if (ctx.sessionToken) {
        await ctx.rpc.request(Rpc.users.sessionDelete, { token: ctx.sessionToken, ...(all ? { all } : {}) });
      }
      ctx.endSession();
      return null;
    },
  }),
  resource('UserResource', {
    get: async ({ username }, ctx) =>
      ctx.rpc.request(Rpc.users.profile, { username, viewer_id: await ctx.viewerId() }),
  }),
  // invite_code, aux_data and client_tracking_params (SPEC §7) are accepted and not used yet.
  resource('UserFollowResource', {
    create: async ({ user_id }, ctx) =>
      ctx.rpc.request(Rpc.users.follow, { actor: await ctx.actor(), user_id }),
    delete: async ({ user_id }, ctx) =>
      ctx.rpc.request(Rpc.users.unfollow, { actor: await ctx.actor(), user_id }),
  }),
  // orbac_subject_id, block_source and block_context (SPEC §7) are accepted and not used yet.
  resource('UserBlockResource', {
    create: async ({ blocked_user_id }, ctx) =>
      ctx.rpc.request(Rpc.users.block, { actor: await ctx.actor(), blocked_user_id }),
    delete: async ({ blocked_user_id }, ctx) =>
      ctx.rpc.request(Rpc.users.unblock, { actor: await ctx.actor(), blocked_user_id }),
  }),
  resource('UserFollowersResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.users.followers, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('UserFollowingResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.users.following, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('UserTypeaheadResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.users.search, { ...options, viewer_id: (await ctx.actor()).id }),
  }),
];

import { Rpc } from '@pinboard/contracts';
import { resource } from './resource.js';

export default [
  resource('BoardResource', {
    create: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.create, { actor: await ctx.actor(), ...options }),
    update: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.update, { actor: await ctx.actor(), ...options }),
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.get, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  // A user's boards; secret ones only for their owner (decided by the boards service).
  resource('BoardsResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.list, { ...options, viewer_id: await ctx.viewerId() }),
  }),
];

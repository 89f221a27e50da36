import { Rpc } from '@pinboard/contracts';
import { resource } from './resource.js';

export default [
  resource('UserHomefeedResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.feed.home, { ...options, viewer_id: await ctx.viewerId() }),
  }),
];

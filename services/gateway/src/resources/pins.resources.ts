import { Rpc } from '@pinboard/contracts';
import { resource } from './resource.js';

export default [
  resource('PinResource', {
    create: async (options, ctx) => {
      // color, guid and method are web-client bookkeeping the pins service does not take.
      const { color: _color, guid: _guid, method: _method, ...pin } = options;
      return ctx.rpc.request(Rpc.pins.create, { actor: await ctx.actor(), ...pin });
    },
    get: async ({ id }, ctx) =>
      ctx.rpc.request(Rpc.pins.get, { pin_id: id, viewer_id: await ctx.viewerId() }),
  }),
  // Save: copies a Pin to one of the viewer's boards.
  resource('RepinResource', {
    create: async (options, ctx) => ctx.rpc.request(Rpc.pins.repin, { actor: await ctx.actor(), ...options }),
  }),
  resource('UserHomefeedResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.pins.homeFeed, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('BoardFeedResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.pins.boardFeed, { ...options, viewer_id: await ctx.viewerId() }),
  }),
];

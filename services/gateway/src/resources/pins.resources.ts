import { Rpc, WEB_APP_PIN_FIELDS } from '@pinboard/contracts';
import { resource } from './resource.js';

/** Options the web app sends with every Pin it makes or saves that no service takes yet (SPEC §7). */
function withoutWebAppFields<T extends object>(options: T, ...more: string[]): T {
  const ignored = new Set<string>([...WEB_APP_PIN_FIELDS, ...more]);
  return Object.fromEntries(Object.entries(options).filter(([key]) => !ignored.has(key))) as T;
}

export default [
  resource('PinResource', {
    create: async (options, ctx) =>
      ctx.rpc.request(Rpc.pins.create, {
        actor: await ctx.actor(),
        ...withoutWebAppFields(options, 'media_upload_id', 'is_buyable_pin'),
      }),
    update: async ({ id, ...change }, ctx) =>
      ctx.rpc.request(Rpc.pins.update, { actor: await ctx.actor(), pin_id: id, ...change }),
    delete: async ({ id }, ctx) => ctx.rpc.request(Rpc.pins.delete, { actor: await ctx.actor(), pin_id: id }),
    get: async ({ id }, ctx) =>
      ctx.rpc.request(Rpc.pins.get, { pin_id: id, viewer_id: await ctx.viewerId() }),
  }),
  // Save: copies a Pin to one of the viewer's boards (or a section of it).
  resource('RepinResource', {
    create: async (options, ctx) =>
      ctx.rpc.request(Rpc.pins.repin, {
        actor: await ctx.actor(),
        ...withoutWebAppFields(options, 'shuffle_asset'),
      }),
  }),
  resource('BoardFeedResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.pins.boardFeed, { ...options, viewer_id: await ctx.viewerId() }),
  }),
];

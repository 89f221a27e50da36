import { Rpc, WEB_APP_PIN_FIELDS, type PinCloseup } from '@pinboard/contracts';
import { RecentValues } from '@pinboard/service-kit';
import { resource } from './resource.js';

/**
 * Every visitor sees the same closeup of a Pin (nothing in it is theirs), and many read the same
 * few: each is asked of pins at most once a second per gateway process, so a new, edited or
 * removed Pin shows within that second (issue 10's cached reads).
 */
export const VISITOR_CLOSEUP_MAX_AGE_MS = 1000;
const visitorCloseups = new RecentValues<string, PinCloseup>(VISITOR_CLOSEUP_MAX_AGE_MS, 10_000);

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
        ...withoutWebAppFields(options, 'is_buyable_pin'),
      }),
    update: async ({ id, ...change }, ctx) =>
      ctx.rpc.request(Rpc.pins.update, { actor: await ctx.actor(), pin_id: id, ...change }),
    delete: async ({ id }, ctx) => ctx.rpc.request(Rpc.pins.delete, { actor: await ctx.actor(), pin_id: id }),
    get: async ({ id }, ctx) => {
      const viewer_id = await ctx.viewerId();
      const read = () => ctx.rpc.request(Rpc.pins.get, { pin_id: id, viewer_id });
      return viewer_id === null ? visitorCloseups.get(id, read) : read();
    },
  }),
  // Uploads: pins registers one; the gateway takes its file at upload_url (uploads.controller.ts).
  resource('VIPResource', {
    create: async (options, ctx) => {
      const upload = await ctx.rpc.request(Rpc.pins.registerUpload, { actor: await ctx.actor(), ...options });
      return { ...upload, upload_url: `/v3/uploads/${upload.upload_id}/` };
    },
    get: async ({ upload_ids }, ctx) => {
      const states = await ctx.rpc.request(Rpc.pins.uploadStates, { actor: await ctx.actor(), upload_ids });
      return Object.fromEntries(states.map((state) => [state.upload_id, state]));
    },
  }),
  // Save: copies a Pin to one of the viewer's boards (or a section of it).
  resource('RepinResource', {
    create: async (options, ctx) =>
      ctx.rpc.request(Rpc.pins.repin, {
        actor: await ctx.actor(),
        ...withoutWebAppFields(options, 'shuffle_asset'),
      }),
  }),
  // Moves of many Pins (SPEC §7): one service call each, all or nothing.
  resource('BulkEditResource', {
    update: async ({ board_id, section_id, pin_ids }, ctx) =>
      ctx.rpc.request(Rpc.pins.moveMany, {
        actor: await ctx.actor(),
        pin_ids,
        board_id,
        section_id: section_id ?? null,
      }),
  }),
  resource('BoardSectionEditResource', {
    update: async ({ section_id, pins }, ctx) =>
      ctx.rpc.request(Rpc.pins.moveMany, { actor: await ctx.actor(), pin_ids: pins, section_id }),
  }),
  resource('BoardSectionPinsResource', {
    delete: async ({ section_id, pins }, ctx) =>
      ctx.rpc.request(Rpc.pins.moveOutOfSection, { actor: await ctx.actor(), pin_ids: pins, section_id }),
  }),
  resource('BulkEditSelectAllResource', {
    update: async (options, ctx) =>
      ctx.rpc.request(Rpc.pins.moveAll, {
        actor: await ctx.actor(),
        board_id: options.board_id,
        section_id: options.old_section_id ?? null,
        new_board_id: options.new_board_id,
        new_section_id: options.new_section_id ?? null,
        except_pin_ids: options.pin_ids ?? [],
      }),
  }),
  resource('BoardFeedResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.pins.boardFeed, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('HashtagTypeaheadResource', {
    get: async (options, ctx) => ctx.rpc.request(Rpc.pins.hashtagSuggest, options),
  }),
];

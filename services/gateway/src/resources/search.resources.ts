import { OWN_SCOPES, Rpc, SearchTexts, type Typeahead } from '@pinboard/contracts';
import { RecentValues, ServiceError } from '@pinboard/service-kit';
import { resource } from './resource.js';
import { visitorPagesOf } from './visitor-pages.js';

/**
 * Every visitor typing the same letters gets the same suggestions (nothing in them is theirs), and
 * people type the same few prefixes: each is asked of search at most once a second per gateway
 * process, as visitors' closeups are (a change to the index shows within that second).
 */
export const VISITOR_TYPEAHEAD_MAX_AGE_MS = 1000;
const visitorSuggestions = new RecentValues<string, Typeahead>(VISITOR_TYPEAHEAD_MAX_AGE_MS, 10_000);

export default [
  resource('BaseSearchResource', {
    get: async (options, ctx) => {
      const viewer = await ctx.viewerId();
      // Searching one's own Pins needs a session; other scopes answer visitors too.
      if (viewer === null && OWN_SCOPES.includes(options.scope)) {
        throw ServiceError.unauthenticated(SearchTexts.loginToSearchYours);
      }
      const read = () => ctx.rpc.request(Rpc.search.search, { ...options, viewer_id: viewer });
      // Visitors searching the same words see the same page: read once a second (visitor-pages.ts).
      return viewer === null ? visitorPagesOf(ctx.rpc, 'search').get(options, read) : read();
    },
  }),
  resource('SearchBrandsResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.search.brands, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('RelatedPinFeedResource', {
    get: async (options, ctx) => {
      const viewer_id = await ctx.viewerId();
      const read = () => ctx.rpc.request(Rpc.search.related, { ...options, viewer_id });
      return viewer_id === null ? visitorPagesOf(ctx.rpc, 'related').get(options, read) : read();
    },
  }),
  resource('IdeaTopicsResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.search.ideaTopics, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('AdvancedTypeaheadResource', {
    get: async (options, ctx) => {
      const viewer_id = await ctx.viewerId();
      const read = () => ctx.rpc.request(Rpc.search.typeahead, { ...options, viewer_id });
      if (viewer_id !== null) return read();
      const { term, pin_scope, count } = options;
      return visitorSuggestions.get(JSON.stringify([term, pin_scope ?? null, count]), read);
    },
  }),
];

import { OWN_SCOPES, Rpc, SearchTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { resource } from './resource.js';

export default [
  resource('BaseSearchResource', {
    get: async (options, ctx) => {
      const viewer = await ctx.viewerId();
      // Searching one's own Pins needs a session; other scopes answer visitors too.
      if (viewer === null && OWN_SCOPES.includes(options.scope)) {
        throw ServiceError.unauthenticated(SearchTexts.loginToSearchYours);
      }
      return ctx.rpc.request(Rpc.search.search, { ...options, viewer_id: viewer });
    },
  }),
  resource('RelatedPinFeedResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.search.related, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('IdeaTopicsResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.search.ideaTopics, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('AdvancedTypeaheadResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.search.typeahead, { ...options, viewer_id: await ctx.viewerId() }),
  }),
];

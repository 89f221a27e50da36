import { action } from '../common/resources.js';
import { baseSearchOptions, relatedPinsOptions, typeaheadOptions } from './messages.js';
import { pinResultSchema, searchResultSchema, typeaheadSchema } from './models.js';

export const searchResources = {
  BaseSearchResource: {
    get: action({
      options: baseSearchOptions,
      reply: searchResultSchema,
      paged: true,
      listKey: 'results',
      summary:
        'Pins, boards or people matching a query (SPEC §3 search request): data.results, one tile per Pin however often it was saved, and the usual bookmark.',
    }),
  },
  RelatedPinFeedResource: {
    get: action({
      options: relatedPinsOptions,
      reply: pinResultSchema,
      paged: true,
      summary:
        'More like this: Pins whose image looks like this Pin’s (perceptual hash, nearest first), then Pins of about its colour. One page.',
    }),
  },
  AdvancedTypeaheadResource: {
    get: action({
      options: typeaheadOptions,
      reply: typeaheadSchema,
      summary:
        'Suggestions as a person types: queries with their Pin counts, people and boards (count, default 5).',
    }),
  },
};

import { z } from 'zod';
import { action } from '../common/resources.js';
import { baseSearchOptions, ideaTopicsOptions, relatedPinsOptions, typeaheadOptions } from './messages.js';
import {
  brandCountSchema,
  ideaTopicSchema,
  pinResultSchema,
  searchResultSchema,
  typeaheadSchema,
} from './models.js';

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
  SearchBrandsResource: {
    get: action({
      options: baseSearchOptions,
      reply: z.array(brandCountSchema),
      summary:
        'The brands filter of a shopping search (scopes buyable_pins and shop_tool, commerce_only): the brands of the Pins it finds with its other filters, most Pins first, each with its Pin count.',
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
  IdeaTopicsResource: {
    get: action({
      options: ideaTopicsOptions,
      reply: z.array(ideaTopicSchema),
      summary:
        'The ideas hub (/ideas/): the hashtags most Pins carry, each with its Pin count and a picture.',
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

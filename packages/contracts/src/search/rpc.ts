import { z } from 'zod';
import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { pageSchema } from '../common/schemas.js';
import {
  autocompleteRequestSchema,
  baseSearchSchema,
  ideaTopicsSchema,
  relatedPinsSchema,
  typeaheadRequestSchema,
} from './messages.js';
import {
  autocompleteItemSchema,
  brandCountSchema,
  ideaTopicSchema,
  pinResultSchema,
  searchResultSchema,
  typeaheadSchema,
} from './models.js';

/** The search service (queue group `search`): an index of Pins, boards and people fed by events. */
export const searchRpc = {
  search: rpc('search.base.get', baseSearchSchema, pageSchema(searchResultSchema)),
  typeahead: rpc('search.typeahead.get', typeaheadRequestSchema, typeaheadSchema),
  brands: rpc('search.brands.get', baseSearchSchema, z.array(brandCountSchema)),
  ideaTopics: rpc('search.ideas.topics', ideaTopicsSchema, z.array(ideaTopicSchema)),
  related: rpc('search.related.get', relatedPinsSchema, pageSchema(pinResultSchema)),
  autocomplete: rpc('search.autocomplete.get', autocompleteRequestSchema, z.array(autocompleteItemSchema)),
  health: healthRpc('search'),
};

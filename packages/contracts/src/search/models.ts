/** What search answers (SPEC §3 search request; Pinterest's web app field names). */
import { z } from 'zod';
import { boardSchema } from '../boards/models.js';
import { feedPinSchema } from '../feed/models.js';
import { userSummarySchema } from '../users/models.js';
import { SEARCH_SCOPES } from './scopes.js';

export const searchScopeSchema = z.enum(SEARCH_SCOPES);

/** A Pin found: one tile per original, with every save of it counted (as in feeds). */
export const pinResultSchema = feedPinSchema.extend({ type: z.literal('pin') });
export const boardResultSchema = boardSchema.extend({ type: z.literal('board') });
export const userResultSchema = userSummarySchema.extend({
  type: z.literal('user'),
  follower_count: z.number().int(),
});
export const searchResultSchema = z.discriminatedUnion('type', [
  pinResultSchema,
  boardResultSchema,
  userResultSchema,
]);
export type PinResult = z.output<typeof pinResultSchema>;
export type BoardResult = z.output<typeof boardResultSchema>;
export type UserResult = z.output<typeof userResultSchema>;
export type SearchResult = z.output<typeof searchResultSchema>;

/** One line of the typeahead: a query to run, a person or a board to open. */
export const typeaheadItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('query'), query: z.string(), pin_count: z.number().int() }),
  userSummarySchema.extend({ type: z.literal('user') }),
  z.object({
    type: z.literal('board'),
    id: z.string(),
    name: z.string(),
    url: z.string(),
    owner_id: z.string(),
    owner_username: z.string(),
    image_thumbnail_url: z.string().nullable(),
  }),
]);
export type TypeaheadItem = z.output<typeof typeaheadItemSchema>;
export const typeaheadSchema = z.object({ items: z.array(typeaheadItemSchema) });
export type Typeahead = z.output<typeof typeaheadSchema>;

/** SPEC §7 /v3/search/autocomplete/: a query and how many Pins it finds. */
export const autocompleteItemSchema = z.object({ query: z.string(), pin_count: z.number().int().optional() });
export type AutocompleteItem = z.output<typeof autocompleteItemSchema>;

/** An ideas topic (SPEC §2.1 /ideas/): a hashtag many Pins carry, with its most saved Pin's image. */
export const ideaTopicSchema = z.object({
  tag: z.string(),
  url: z.string(),
  pin_count: z.number().int(),
  image_url: z.string().nullable(),
});
export type IdeaTopic = z.output<typeof ideaTopicSchema>;

/** A brand a shopping search finds (the brands filter's choices): as its pages write it, and how many Pins. */
export const brandCountSchema = z.object({ name: z.string(), pin_count: z.number().int() });
export type BrandCount = z.output<typeof brandCountSchema>;

/** Payloads of the search service's subjects, and the HTTP options derived from them. */
import { z } from 'zod';
import { bookmarkSchema, idSchema, pageSizeSchema, urlNumber, viewerIdSchema } from '../common/schemas.js';
import { inPaletteOrder, SEARCH_COLOR_NAMES } from './colors.js';
import { QUERY_MAX, TYPEAHEAD_COUNT_DEFAULT, TYPEAHEAD_COUNT_MAX } from './limits.js';
import { searchScopeSchema } from './models.js';
import { scopeOfCode } from './scopes.js';
import { SearchTexts } from './texts.js';

const text = (max: number) => z.string().max(max);
const noControl = (value: string) => !/\p{Cc}/u.test(value);
const queryText = text(QUERY_MAX).refine(noControl, 'must not hold control characters');
/** An image signature as pins computes it (hex). */
const signatureSchema = z.string().regex(/^[0-9a-f]{8,64}$/, SearchTexts.badSignature);
/** Some SPEC fields arrive as a list or as one comma-separated string; either way each item is checked. */
const listOf = <T extends string>(item: z.ZodType<T, T>, max = 50) =>
  z
    .union([z.array(item).max(max), text(2000)])
    .transform((value) => (Array.isArray(value) ? value : value.split(',').filter(Boolean)))
    .pipe(z.array(item).max(max));
const loose = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]).optional();

/**
 * SPEC §3 search request. Every field is accepted; those with a meaning here are used (query,
 * scope, page_size, domains, colors, user, query_pin_sigs, top_pin_ids, journey_depth; in the shopping
 * scopes price_min/max with their currency, on_sale and brands), the
 * rest are read and ignored.
 */
export const baseSearchOptions = z.strictObject({
  query: queryText.default(''),
  /** A scope by name, or by its SPEC §3 numeric code (0 pins, 1 buyable pins, 2 videos, 3 boards, 4 users). */
  scope: z
    .union([
      searchScopeSchema,
      z
        .number()
        .int()
        .transform(
          (code, ctx) =>
            scopeOfCode(code) ?? (ctx.addIssue({ code: 'custom', message: 'must be a scope' }), z.NEVER),
        ),
    ])
    .default('pins'),
  rs: text(100).default('direct_navigation'),
  bookmark: bookmarkSchema,
  page_size: pageSizeSchema,
  filters: loose,
  applied_unified_filters: z.unknown().optional(),
  appliedProductFilters: loose,
  journey_depth: urlNumber(z.number().int().min(0).max(1000)),
  price_min: urlNumber(z.number().min(0)),
  price_max: urlNumber(z.number().min(0)),
  /**
   * The currency price_min and price_max are in (ISO 4217; default USD): a price range finds only
   * products priced in it, since amounts in two currencies do not compare.
   */
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
  domains: listOf(text(253)).optional(),
  /** SPEC §2.1 colors: Pins whose dominant colour is of one of these families (search/colors.ts). */
  colors: listOf(z.enum(SEARCH_COLOR_NAMES), SEARCH_COLOR_NAMES.length).transform(inPaletteOrder).optional(),
  source_id: loose,
  source_module_id: loose,
  source_url: text(2000).optional(),
  top_pin_id: idSchema.optional(),
  top_pin_ids: listOf(idSchema).optional(),
  /** Only this person's Pins or boards (a username). */
  user: text(30).optional(),
  query_pin_sigs: listOf(signatureSchema).optional(),
  auto_correction_disabled: z.union([z.boolean(), z.string().max(10)]).optional(),
  selected_one_bar_modules: loose,
  article: loose,
  request_params: loose,
  commerce_only: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  /** Shopping searches: only Pins on sale (a list price above the price). */
  on_sale: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  /** Shopping searches: only Pins of these brands. */
  brands: listOf(text(100)).optional(),
});
export type BaseSearchOptions = z.input<typeof baseSearchOptions>;
export const baseSearchSchema = baseSearchOptions.extend({ viewer_id: viewerIdSchema });

/** SPEC §7 typeahead: term, pin_scope, count (default 5). */
export const typeaheadOptions = z.strictObject({
  term: queryText,
  pin_scope: text(50).optional(),
  // A number or numeric text, as a URL carries it: true is not a count (coerce read it as 1).
  count: urlNumber(z.number().int().min(1).max(TYPEAHEAD_COUNT_MAX)).transform(
    (count) => count ?? TYPEAHEAD_COUNT_DEFAULT,
  ),
});
export const typeaheadRequestSchema = typeaheadOptions.extend({ viewer_id: viewerIdSchema });

/** SPEC §7 GET /v3/search/autocomplete/: q and show_pin_count. */
export const autocompleteOptions = z.strictObject({
  q: queryText,
  show_pin_count: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
});
export const autocompleteRequestSchema = autocompleteOptions.extend({ viewer_id: viewerIdSchema });

/** Pins that look like a Pin (Pinterest's RelatedPinFeedResource): one page, nearest first. */
export const relatedPinsOptions = z.strictObject({
  pin_id: idSchema,
  page_size: pageSizeSchema,
  bookmark: bookmarkSchema,
});
export const relatedPinsSchema = relatedPinsOptions.extend({ viewer_id: viewerIdSchema });

/** The ideas hub's topics, most Pins first. */
export const ideaTopicsOptions = z.strictObject({ page_size: pageSizeSchema });
export const ideaTopicsSchema = ideaTopicsOptions.extend({ viewer_id: viewerIdSchema });

/** Schemas every domain builds on. */
import { z } from 'zod';
import { BOOKMARK_MAX, ID_PATTERN, PAGE_SIZE_MAX } from './limits.js';

/** The largest Postgres BIGINT: a longer id names nothing, and must not reach a query. */
const ID_MAX = 9_223_372_036_854_775_807n;
export const idSchema = z
  .string()
  .regex(ID_PATTERN, 'must be an id')
  // zod runs every check even after the pattern fails: only a digit string may reach BigInt.
  .refine((id) => !ID_PATTERN.test(id) || BigInt(id) <= ID_MAX, 'must be an id');
export const isId = (value: string): boolean => idSchema.safeParse(value).success;
/** Who is looking, for reads that depend on it (null for a visitor). */
export const viewerIdSchema = idSchema.nullable();
export const bookmarkSchema = z.string().max(BOOKMARK_MAX).optional();
export const pageSizeSchema = z.number().int().min(1).max(PAGE_SIZE_MAX).optional();
export const usernameParamSchema = z.string().min(1).max(30);
/**
 * A number a URL may carry as text ('12.5', '3'); an empty value (`price_max=`) means not given,
 * never 0. Anything else is refused, with `schema`'s bounds.
 */
export function urlNumber(schema: z.ZodNumber) {
  return z
    .union([
      schema,
      z.literal('').transform(() => undefined),
      z
        .string()
        .regex(/^\d{1,15}(\.\d{1,6})?$/, 'must be a number')
        .transform(Number)
        .pipe(schema),
    ])
    .optional();
}
export const timestampSchema = z.iso.datetime({ offset: true });
/** A page of something a person has (their boards, followers, ...): whose, and where to go on. */
export const userPageOptions = z.strictObject({
  username: usernameParamSchema,
  bookmark: bookmarkSchema,
  page_size: pageSizeSchema,
});
/** The same, as a service reads it: with who is looking. */
export const userPageSchema = userPageOptions.extend({ viewer_id: viewerIdSchema });

/** Who is acting: the gateway takes it from the session and every command carries it. */
export const actorSchema = z.strictObject({
  id: idSchema,
  username: z.string(),
  full_name: z.string(),
  image_medium_url: z.string().nullable(),
});
export type Actor = z.infer<typeof actorSchema>;

/** A page of `item`: see Page<T>. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), bookmark: z.string() });
}

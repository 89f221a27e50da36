/** Paging of the /v5 content lists (Pinterest API v5): page_size 1 to 250, 25 unless told; bookmark null at the end. */
import { z } from 'zod';
import { bookmarkSchema } from './schemas.js';

export const V5_PAGE_SIZE_MAX = 250;
export const V5_PAGE_SIZE_DEFAULT = 25;

/** A v5 list's query string (page_size arrives as text). */
export const v5PagingOptions = z.strictObject({
  bookmark: bookmarkSchema,
  page_size: z.coerce.number().int().min(1).max(V5_PAGE_SIZE_MAX).default(V5_PAGE_SIZE_DEFAULT),
});
export type V5Paging = z.output<typeof v5PagingOptions>;

/** A v5 page: bookmark null on the last page. */
export function v5PageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), bookmark: z.string().nullable() });
}
export interface V5Page<T> {
  items: T[];
  bookmark: string | null;
}

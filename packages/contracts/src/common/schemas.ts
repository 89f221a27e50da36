/** Schemas every domain builds on. */
import { z } from 'zod';
import { BOOKMARK_MAX, ID_PATTERN, PAGE_SIZE_MAX } from './limits.js';

export const idSchema = z.string().regex(ID_PATTERN, 'must be an id');
/** Who is looking, for reads that depend on it (null for a visitor). */
export const viewerIdSchema = idSchema.nullable();
export const bookmarkSchema = z.string().max(BOOKMARK_MAX).optional();
export const pageSizeSchema = z.number().int().min(1).max(PAGE_SIZE_MAX).optional();
export const usernameParamSchema = z.string().min(1).max(30);
export const timestampSchema = z.iso.datetime({ offset: true });

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

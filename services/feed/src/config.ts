import { baseConfigSchema } from '@pinboard/service-kit';
import { z } from 'zod';

/** The settings of feed: the shared ones, plus how home feeds are kept (validated at start). */
export const feedConfigSchema = baseConfigSchema.extend({
  /** How many Pins a person's home feed keeps in Redis; older ones fall off. */
  HOME_FEED_MAX_ITEMS: z.coerce.number().int().min(10).max(10_000).default(500),
  /** How long a home feed nobody reads stays in Redis; it is rebuilt from Postgres after. */
  HOME_FEED_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  /**
   * A person or board followed by this many or more is not copied into each follower's feed on
   * write (one save would mean that many Redis writes); followers read its Pins when they read.
   */
  FANOUT_MAX_FOLLOWERS: z.coerce.number().int().min(1).default(10_000),
  /** How long a page of the popular feed is reused (home-feed/popular-pages.ts); 0: never. */
  POPULAR_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** How many of each followed board's or person's latest Pins a feed rebuilt from Postgres takes. */
  HOME_FEED_REBUILD_PER_SOURCE: z.coerce.number().int().min(1).max(1_000).default(100),
});
export type FeedConfig = z.output<typeof feedConfigSchema>;

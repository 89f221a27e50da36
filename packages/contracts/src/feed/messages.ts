/** Payloads of the feed service's subjects, and the HTTP options derived from them. */
import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../common/limits.js';
import { bookmarkSchema, idSchema, pageSizeSchema, viewerIdSchema } from '../common/schemas.js';

export const homeFeedOptions = z.strictObject({ bookmark: bookmarkSchema, page_size: pageSizeSchema });
/**
 * A signed-in viewer gets their own feed; a visitor (viewer_id null) the popular one. `promoted:
 * false` leaves the promoted Pins out: the gateway shares a visitor's page and lays each request's
 * ads onto it (feed.promoted).
 */
export const homeFeedSchema = homeFeedOptions.extend({
  viewer_id: viewerIdSchema,
  promoted: z.boolean().optional(),
});
/** The promoted Pins for `slots` slots of a page showing `exclude_pin_ids`, as the viewer sees them. */
export const promotedFeedPinsSchema = z.strictObject({
  viewer_id: viewerIdSchema,
  exclude_pin_ids: z.array(idSchema).max(PAGE_SIZE_MAX),
  slots: z.number().int().min(0).max(10),
});

/** Payloads of the feed service's subjects, and the HTTP options derived from them. */
import { z } from 'zod';
import { bookmarkSchema, pageSizeSchema, viewerIdSchema } from '../common/schemas.js';

export const homeFeedOptions = z.strictObject({ bookmark: bookmarkSchema, page_size: pageSizeSchema });
/** A signed-in viewer gets their own feed; a visitor (viewer_id null) the popular one. */
export const homeFeedSchema = homeFeedOptions.extend({ viewer_id: viewerIdSchema });

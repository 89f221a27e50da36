/** Payloads of the pins service's subjects, and the HTTP options derived from them. */
import { z } from 'zod';
import { ErrorCode } from '../common/errors.js';
import { MAX_BODY_BYTES } from '../common/http.js';
import { actorSchema, bookmarkSchema, idSchema, pageSizeSchema, viewerIdSchema } from '../common/schemas.js';
import { PIN_DESCRIPTION_MAX, PIN_LINK_MAX, PIN_TITLE_MAX } from './limits.js';
import { PinTexts } from './texts.js';

/** SPEC §8: an image that is not a string is 'Invalid Image' (code INVALID_IMAGE, not a plain 400). */
const invalidImage = { error: PinTexts.invalidImage, params: { code: ErrorCode.InvalidImage } };
const imageString = (max: number, description: string) =>
  z
    .custom<string>((v) => typeof v === 'string' && v.length <= max, invalidImage)
    .meta({ type: 'string', maxLength: max, description });

const pinSourceFields = {
  board_id: idSchema,
  section: idSchema.optional(),
  image_url: imageString(
    PIN_LINK_MAX,
    'An http(s) URL of the image (exactly one of image_url and image_base64).',
  ).optional(),
  image_base64: imageString(
    MAX_BODY_BYTES,
    'The image as base64 or a data: URL (exactly one of image_url and image_base64).',
  ).optional(),
  title: z.string().trim().max(PIN_TITLE_MAX).default(''),
  description: z.string().trim().max(PIN_DESCRIPTION_MAX).default(''),
  link: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: PinTexts.invalidLink }).max(PIN_LINK_MAX)])
    .optional(),
};

/** Exactly one of image_url and image_base64. */
function oneImage(pin: { image_url?: string; image_base64?: string }, ctx: z.RefinementCtx): void {
  if (Boolean(pin.image_url) === Boolean(pin.image_base64)) {
    ctx.addIssue({ code: 'custom', path: ['image_url'], message: PinTexts.invalidImage, ...invalidImage });
  }
}

export const createPinSchema = z
  .strictObject({ actor: actorSchema, ...pinSourceFields })
  .superRefine(oneImage);
/** SPEC §7 PinResource create: color, guid and method are the web client's bookkeeping, accepted and not stored. */
export const createPinOptions = z
  .strictObject({
    ...pinSourceFields,
    color: z.string().max(20).optional(),
    guid: z.string().max(100).optional(),
    method: z.string().max(50).optional(),
  })
  .superRefine(oneImage);

export const getPinSchema = z.strictObject({ pin_id: idSchema, viewer_id: viewerIdSchema });
export const getPinOptions = z.strictObject({ id: idSchema });

/** Save (repin): someone's Pin, or one's own, to one of the actor's boards. */
export const repinSchema = z.strictObject({
  actor: actorSchema,
  pin_id: idSchema,
  board_id: idSchema,
  section: idSchema.optional(),
});
export const repinOptions = repinSchema.omit({ actor: true });

export const homeFeedOptions = z.strictObject({ bookmark: bookmarkSchema, page_size: pageSizeSchema });
export const homeFeedSchema = homeFeedOptions.extend({ viewer_id: viewerIdSchema });

export const boardFeedOptions = homeFeedOptions.extend({ board_id: idSchema });
export const boardFeedSchema = boardFeedOptions.extend({ viewer_id: viewerIdSchema });

/**
 * Pins and media as Pinterest's API v5 has them (/v5/pins, /v5/media), for scripts: the requests,
 * parsed into the pins service's own calls, and the answers' shapes.
 */
import { z } from 'zod';
import { defineTexts } from '../common/texts.js';
import { MAX_BODY_BYTES } from '../common/http.js';
import { idSchema, timestampSchema } from '../common/schemas.js';
import {
  PIN_DESCRIPTION_MAX,
  PIN_LINK_MAX,
  PIN_TITLE_MAX,
  UPLOAD_STATUSES,
  VIDEO_DURATION_MAX,
} from './limits.js';
import { PinTexts } from './texts.js';
import { uploadIdSchema } from './uploads.js';

/** v5 alt_text: at most 500 characters (accepted; see createV5PinOptions). */
export const V5_ALT_TEXT_MAX = 500;
export const V5_NOTE_MAX = 500;

export const V5PinTexts = defineTexts({
  sourceType: 'media_source.source_type must be image_url, image_base64 or video_id.',
  contentType: 'content_type must be image/jpeg or image/png.',
  oneCover:
    'A video Pin needs its cover: cover_image_url, or cover_image_content_type with cover_image_data.',
  mediaType: 'media_type must be video.',
  color: 'dominant_color must be a colour such as #6E7874.',
});

const http = z.url({ protocol: /^https?$/, error: PinTexts.invalidLink }).max(PIN_LINK_MAX);
const imageContentType = z.enum(['image/jpeg', 'image/png'], { error: V5PinTexts.contentType });
const base64Data = z.string().min(1).max(MAX_BODY_BYTES);
const dataUrl = (contentType: string, data: string) => `data:${contentType};base64,${data}`;

const imageUrlSource = z.strictObject({ source_type: z.literal('image_url'), url: http });
const imageBase64Source = z.strictObject({
  source_type: z.literal('image_base64'),
  content_type: imageContentType,
  data: base64Data,
});
/** A video uploaded through /v5/media, and its cover: a picture of the person's (we take no frame of our own). */
const videoIdSource = z
  .strictObject({
    source_type: z.literal('video_id'),
    media_id: uploadIdSchema,
    cover_image_url: http.optional(),
    cover_image_content_type: imageContentType.optional(),
    cover_image_data: base64Data.optional(),
    /** Where in the video the cover was taken, in seconds. */
    cover_image_key_frame_time: z.number().min(0).max(VIDEO_DURATION_MAX).optional(),
  })
  .refine(
    (v) =>
      (v.cover_image_url !== undefined) !==
      (v.cover_image_content_type !== undefined && v.cover_image_data !== undefined),
    V5PinTexts.oneCover,
  )
  .refine(
    (v) => (v.cover_image_content_type === undefined) === (v.cover_image_data === undefined),
    V5PinTexts.oneCover,
  );

export const v5MediaSourceSchema = z.discriminatedUnion(
  'source_type',
  [imageUrlSource, imageBase64Source, videoIdSource],
  { error: V5PinTexts.sourceType },
);
export type V5MediaSource = z.output<typeof v5MediaSourceSchema>;

/** The picture (and video) of a new Pin, as the pins service takes them. */
function pinMediaOf(source: V5MediaSource) {
  switch (source.source_type) {
    case 'image_url':
      return { image_url: source.url };
    case 'image_base64':
      return { image_base64: dataUrl(source.content_type, source.data) };
    case 'video_id':
      return {
        media_upload_id: source.media_id,
        ...(source.cover_image_url !== undefined
          ? { image_url: source.cover_image_url }
          : { image_base64: dataUrl(source.cover_image_content_type!, source.cover_image_data!) }),
        video_thumbnail_time: source.cover_image_key_frame_time ?? null,
      };
  }
}

const title = z.string().max(PIN_TITLE_MAX);
const description = z.string().max(PIN_DESCRIPTION_MAX);
const link = z.union([z.literal(''), http]);
/** Accepted as v5 has them, and not kept: a Pin here has no alt text or note (answered null). */
const notKept = {
  alt_text: z.string().max(V5_ALT_TEXT_MAX).nullable().optional(),
  note: z.string().max(V5_NOTE_MAX).nullable().optional(),
};

/**
 * POST /v5/pins. dominant_color is accepted and not kept (ours is the image's), like alt_text and
 * note. Parsed into pins.pin.create's fields (less the actor).
 */
export const createV5PinOptions = z
  .strictObject({
    board_id: idSchema,
    board_section_id: idSchema.optional(),
    title: title.nullable().optional(),
    description: description.nullable().optional(),
    link: link.nullable().optional(),
    dominant_color: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, V5PinTexts.color)
      .nullable()
      .optional(),
    ...notKept,
    media_source: v5MediaSourceSchema,
  })
  .transform((pin) => ({
    board_id: pin.board_id,
    ...(pin.board_section_id !== undefined && { section: pin.board_section_id }),
    title: pin.title ?? '',
    description: pin.description ?? '',
    ...(pin.link ? { link: pin.link } : {}),
    ...pinMediaOf(pin.media_source),
  }));

/**
 * PATCH /v5/pins/{pin_id}: only what is given changes; link null removes the link,
 * board_section_id null takes the Pin out of its section. Parsed into pins.pin.update's fields.
 */
export const updateV5PinOptions = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    link: link.nullable().optional(),
    ...notKept,
    board_id: idSchema.optional(),
    board_section_id: idSchema.nullable().optional(),
  })
  .transform((change) => ({
    ...(change.title !== undefined && { title: change.title }),
    ...(change.description !== undefined && { description: change.description }),
    ...(change.link !== undefined && { link: change.link ?? '' }),
    ...(change.board_id !== undefined && { board_id: change.board_id }),
    ...(change.board_section_id !== undefined && { section: change.board_section_id }),
  }));

/** POST /v5/pins/{pin_id}/save: to one of the caller's boards (or a section of it). */
export const saveV5PinOptions = z
  .strictObject({ board_id: idSchema, board_section_id: idSchema.optional() })
  .transform(({ board_id, board_section_id }) => ({
    board_id,
    ...(board_section_id !== undefined && { section: board_section_id }),
  }));

// ---- answers ----
const v5ImageSchema = z.object({ width: z.number().int(), height: z.number().int(), url: z.string() });
/** v5's sizes, each the smallest picture we keep at least that wide (236x or the original), as it is. */
export const V5_IMAGE_SIZES = ['150x150', '400x300', '600x', '1200x'] as const;
export const v5ImagesSchema = z.object(
  Object.fromEntries(V5_IMAGE_SIZES.map((size) => [size, v5ImageSchema])) as Record<
    (typeof V5_IMAGE_SIZES)[number],
    typeof v5ImageSchema
  >,
);
const v5VideoFields = {
  cover_image_url: z.string(),
  video_url: z.string(),
  /** In milliseconds. */
  duration: z.number(),
  height: z.number().int(),
  width: z.number().int(),
};
export const v5PinMediaSchema = z.discriminatedUnion('media_type', [
  z.object({ media_type: z.literal('image'), images: v5ImagesSchema }),
  z.object({ media_type: z.literal('video'), images: v5ImagesSchema, ...v5VideoFields }),
  /** An Idea Pin: its pages, each a picture or a video. */
  z.object({
    media_type: z.literal('multiple_mixed'),
    images: v5ImagesSchema,
    items: z.array(
      z.discriminatedUnion('item_type', [
        z.object({ item_type: z.literal('image'), images: z.object({ originals: v5ImageSchema }) }),
        z.object({ item_type: z.literal('video'), ...v5VideoFields }),
      ]),
    ),
  }),
]);
export type V5PinMedia = z.output<typeof v5PinMediaSchema>;

export const V5_CREATIVE_TYPES = ['REGULAR', 'VIDEO', 'IDEA'] as const;

/** A Pin as v5 answers it: what we do not keep (alt_text, note, metrics, promotion) is null. */
export const v5PinSchema = z.object({
  id: z.string(),
  created_at: timestampSchema,
  link: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  dominant_color: z.string(),
  alt_text: z.null(),
  board_id: z.string(),
  board_section_id: z.string().nullable(),
  /** The board's owner (null if the board is no longer to be seen). */
  board_owner: z.object({ username: z.string() }).nullable(),
  /** The caller made or saved this Pin. */
  is_owner: z.boolean(),
  media: v5PinMediaSchema,
  /** The Pin this one was saved from. */
  parent_pin_id: z.string().nullable(),
  note: z.null(),
  creative_type: z.enum(V5_CREATIVE_TYPES),
  has_been_promoted: z.null(),
  pin_metrics: z.null(),
});
export type V5Pin = z.output<typeof v5PinSchema>;

// ---- media (video uploads) ----
/** POST /v5/media: only videos (a Pin's picture comes with the Pin). */
export const createV5MediaOptions = z.strictObject({
  media_type: z.literal('video', { error: V5PinTexts.mediaType }),
});

export const v5MediaUploadSchema = z.object({
  media_id: z.string(),
  media_type: z.literal('video'),
  /** Ours, not S3: post the file there as multipart, upload_parameters as fields, the file as `file`. */
  upload_url: z.string(),
  upload_parameters: z.record(z.string(), z.string()),
});
export type V5MediaUpload = z.output<typeof v5MediaUploadSchema>;

export const v5MediaSchema = z.object({
  media_id: z.string(),
  media_type: z.literal('video'),
  status: z.enum(UPLOAD_STATUSES),
});
export type V5Media = z.output<typeof v5MediaSchema>;

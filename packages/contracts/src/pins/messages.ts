/** Payloads of the pins service's subjects, and the HTTP options derived from them. */
import { HASHTAG_MAX } from './hashtags.js';
import { z } from 'zod';
import { withoutInvisibles } from '../common/words.js';
import { ErrorCode } from '../common/errors.js';
import { MAX_BODY_BYTES } from '../common/http.js';
import { actorSchema, bookmarkSchema, idSchema, pageSizeSchema, viewerIdSchema } from '../common/schemas.js';
import {
  MOVE_PINS_MAX,
  PIN_DESCRIPTION_MAX,
  PIN_IMPORT_MAX,
  PIN_LINK_MAX,
  PIN_TITLE_MAX,
  STORY_PAGE_TEXT_MAX,
  STORY_PAGES_MAX,
  STORY_PAGES_MIN,
  VIDEO_DURATION_MAX,
} from './limits.js';
import { uploadIdSchema } from './uploads.js';
import { PAGE_SIZE_MAX } from '../common/limits.js';
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
  title: z.string().overwrite(withoutInvisibles).trim().max(PIN_TITLE_MAX).default(''),
  description: z.string().trim().max(PIN_DESCRIPTION_MAX).default(''),
  link: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: PinTexts.invalidLink }).max(PIN_LINK_MAX)])
    .optional(),
};

/** One page of a new Idea Pin: an upload (picture, or video with its cover) and its words. */
export const storyPageInputSchema = z.strictObject({
  media_upload_id: uploadIdSchema,
  /** A video page's cover (a frame of it), as image_base64 takes it. */
  image_base64: imageString(MAX_BODY_BYTES, "A video page's cover, as base64 or a data: URL.").optional(),
  video_thumbnail_time: z.number().min(0).max(VIDEO_DURATION_MAX).nullable().optional(),
  text: z.string().overwrite(withoutInvisibles).trim().max(STORY_PAGE_TEXT_MAX).default(''),
});
export type StoryPageInput = z.input<typeof storyPageInputSchema>;

/** A page an Idea Pin already has, kept when its creator edits it: by its place before, with its words now. */
export const keptStoryPageSchema = z.strictObject({
  page: z
    .number()
    .int()
    .min(0)
    .max(STORY_PAGES_MAX - 1),
  text: storyPageInputSchema.shape.text,
});
export type KeptStoryPage = z.input<typeof keptStoryPageSchema>;

/**
 * An Idea Pin's pages as its creator edits them (PinResource update's story_pages), in their new
 * order: pages it has (by `page`, each once; one left out is removed) and new ones (uploads).
 */
export const storyPagesEditSchema = z
  .array(z.union([keptStoryPageSchema, storyPageInputSchema]))
  .min(STORY_PAGES_MIN, PinTexts.storyPagesCount)
  .max(STORY_PAGES_MAX, PinTexts.storyPagesCount)
  .refine((pages) => {
    const kept = pages.flatMap((page) => ('page' in page ? [page.page] : []));
    return new Set(kept).size === kept.length;
  }, PinTexts.storyPageTwice);

/**
 * The Pin's picture: exactly one of image_url, image_base64 and an uploaded picture
 * (media_upload_id), or an Idea Pin's pages (story_pages, whose first page is its picture); a
 * video upload's Pin also carries its cover as image_url or image_base64 (which of the two kinds
 * an upload is, pins checks).
 */
function oneImage(
  pin: { image_url?: string; image_base64?: string; media_upload_id?: string; story_pages?: unknown[] },
  ctx: z.RefinementCtx,
): void {
  const images = [pin.image_url, pin.image_base64].filter(Boolean).length;
  if (pin.story_pages !== undefined) {
    if (images > 0 || pin.media_upload_id) {
      ctx.addIssue({ code: 'custom', path: ['story_pages'], message: PinTexts.storyPagesAlone });
    }
    return;
  }
  if (images > 1 || (images === 0 && !pin.media_upload_id)) {
    ctx.addIssue({ code: 'custom', path: ['image_url'], message: PinTexts.invalidImage, ...invalidImage });
  }
}

/** An upload (VIPResource create) the Pin is made from: its picture, or its video; or an Idea Pin's pages. */
const mediaUploadFields = {
  media_upload_id: uploadIdSchema.optional(),
  /** A video's cover: the second of the video it was taken at (null: a picture of the person's). */
  video_thumbnail_time: z.number().min(0).max(VIDEO_DURATION_MAX).nullable().optional(),
  /** An Idea Pin (SPEC §3 story_pin_data): its pages, in order. */
  story_pages: z
    .array(storyPageInputSchema)
    .min(STORY_PAGES_MIN, PinTexts.storyPagesCount)
    .max(STORY_PAGES_MAX, PinTexts.storyPagesCount)
    .optional(),
};

export const createPinSchema = z
  .strictObject({ actor: actorSchema, ...pinSourceFields, ...mediaUploadFields })
  .superRefine(oneImage);
/**
 * What the web app sends with every Pin it makes or saves (SPEC §7) that names nothing here yet:
 * accepted and not used. color/guid/method are its bookkeeping (SPEC §7 logging); advertiser_id
 * and the sharing flags belong to the advertiser side and the social networks.
 */
const webAppFields = {
  color: z.string().max(20).optional(),
  guid: z.string().max(100).optional(),
  method: z.string().max(50).optional(),
  advertiser_id: idSchema.optional(),
  share_facebook: z.boolean().optional(),
  share_twitter: z.boolean().optional(),
};
export const WEB_APP_PIN_FIELDS = Object.keys(webAppFields) as (keyof typeof webAppFields)[];

/** SPEC §7 PinResource create: the Pin's fields and upload, plus is_buyable_pin (not used yet). */
export const createPinOptions = z
  .strictObject({
    ...pinSourceFields,
    ...mediaUploadFields,
    ...webAppFields,
    is_buyable_pin: z.boolean().optional(),
  })
  .superRefine(oneImage);

/**
 * Many new Pins on one board (or section) at once, for imports and the bench's corpus: each takes
 * the stored image of a Pin the actor may see, so nothing is uploaded or fetched.
 */
export const importPinsSchema = z.strictObject({
  actor: actorSchema,
  board_id: idSchema,
  section: idSchema.optional(),
  pins: z
    .array(
      z.strictObject({
        image_from_pin_id: idSchema,
        title: pinSourceFields.title,
        description: pinSourceFields.description,
        link: pinSourceFields.link,
      }),
    )
    .min(1)
    .max(PIN_IMPORT_MAX),
});

export const getPinSchema = z.strictObject({ pin_id: idSchema, viewer_id: viewerIdSchema });
export const getPinOptions = z.strictObject({ id: idSchema });

/** What a save may change of the Pin it copies (SPEC §7 RepinResource: the same fields as a new Pin). */
const repinEdits = {
  title: z.string().overwrite(withoutInvisibles).trim().max(PIN_TITLE_MAX).optional(),
  description: z.string().trim().max(PIN_DESCRIPTION_MAX).optional(),
  link: pinSourceFields.link,
};

/** Save (repin): someone's Pin, or one's own, to one of the actor's boards (and one of its sections). */
export const repinSchema = z.strictObject({
  actor: actorSchema,
  pin_id: idSchema,
  board_id: idSchema,
  section: idSchema.optional(),
  ...repinEdits,
});
/** SPEC §7 RepinResource create: plus shuffle_asset and the web app's bookkeeping, not used yet. */
export const repinOptions = repinSchema.omit({ actor: true }).extend({
  ...webAppFields,
  shuffle_asset: z.record(z.string(), z.unknown()).optional(),
});

/** Pins by id as `viewer_id` may see them (the feed service's pages): in the order asked, the unseen left out. */
export const getPinsSchema = z.strictObject({
  pin_ids: z.array(idSchema).max(PAGE_SIZE_MAX * 2),
  viewer_id: viewerIdSchema,
});

export const boardTitleSuggestionsSchema = z.strictObject({ pin_id: idSchema, viewer_id: viewerIdSchema });

/** The actor's own Pins (made or saved), newest first: those on a secret board only while its owner's. */
export const listOwnPinsSchema = z.strictObject({
  actor: actorSchema,
  bookmark: bookmarkSchema,
  page_size: pageSizeSchema,
});

/** A board's Pins, or one of its sections' (section_id). */
export const boardFeedOptions = z.strictObject({
  bookmark: bookmarkSchema,
  page_size: pageSizeSchema,
  board_id: idSchema,
  section_id: idSchema.optional(),
});
export const boardFeedSchema = boardFeedOptions.extend({ viewer_id: viewerIdSchema });

/**
 * The Pin's owner changes it: its text, or where it is (another board of theirs, or a section;
 * section null takes it out of its section), or an Idea Pin's pages. Only what is given changes.
 */
export const updatePinSchema = z.strictObject({
  actor: actorSchema,
  pin_id: idSchema,
  title: z.string().overwrite(withoutInvisibles).trim().max(PIN_TITLE_MAX).optional(),
  description: z.string().trim().max(PIN_DESCRIPTION_MAX).optional(),
  link: pinSourceFields.link,
  board_id: idSchema.optional(),
  section: idSchema.nullable().optional(),
  /** An Idea Pin's pages, its creator's to change: all of them, in order. */
  story_pages: storyPagesEditSchema.optional(),
});
/** SPEC §7: PinResource update and delete name the Pin by `id`. */
export const updatePinOptions = updatePinSchema.omit({ actor: true, pin_id: true }).extend({ id: idSchema });

export const deletePinSchema = z.strictObject({ actor: actorSchema, pin_id: idSchema });
export const deletePinOptions = z.strictObject({ id: idSchema });

const pinIdsSchema = z
  .array(idSchema)
  .min(1)
  .max(MOVE_PINS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'Each Pin once.');

/**
 * The owner moves some of their Pins: to `board_id` (when not given, each stays on its board, so
 * they must all be on one) and into `section_id` (null: out of any section).
 */
export const movePinsSchema = z.strictObject({
  actor: actorSchema,
  pin_ids: pinIdsSchema,
  board_id: idSchema.optional(),
  section_id: idSchema.nullable(),
});

/** The owner takes some of their Pins out of a section (all must be in it); they stay on its board. */
export const moveOutOfSectionSchema = z.strictObject({
  actor: actorSchema,
  pin_ids: pinIdsSchema,
  section_id: idSchema,
});

/**
 * Select all (SPEC §7 BulkEditSelectAllResource): every Pin of the owner's on a board (or in one of
 * its sections) moves, but those in `except_pin_ids` (deselected after selecting all).
 */
export const moveAllPinsSchema = z.strictObject({
  actor: actorSchema,
  board_id: idSchema,
  section_id: idSchema.nullable(),
  new_board_id: idSchema,
  new_section_id: idSchema.nullable(),
  except_pin_ids: z.array(idSchema).max(MOVE_PINS_MAX),
});

/** SPEC §7 BulkEditResource update: the Pins to a board and (optionally) one of its sections. */
export const bulkEditOptions = z.strictObject({
  board_id: idSchema,
  section_id: idSchema.nullable().optional(),
  pin_ids: pinIdsSchema,
});
/** SPEC §7 BoardSectionEditResource update: the Pins into a section of the board they are on. */
export const sectionEditOptions = z.strictObject({ section_id: idSchema, pins: pinIdsSchema });
/** SPEC §7 BoardSectionPinsResource delete: the Pins out of the section, staying on the board. */
export const sectionPinsOptions = z.strictObject({ section_id: idSchema, pins: pinIdsSchema });
/** SPEC §7 BulkEditSelectAllResource update; `pin_ids` are the Pins left out of the move. */
export const bulkEditSelectAllOptions = z.strictObject({
  board_id: idSchema,
  new_board_id: idSchema,
  old_section_id: idSchema.nullable().optional(),
  new_section_id: idSchema.nullable().optional(),
  pin_ids: z.array(idSchema).max(MOVE_PINS_MAX).optional(),
});

/** SPEC §5 hashtag autocomplete: tags starting with `term` (what follows the '#', may be empty). */
export const hashtagSuggestOptions = z.strictObject({
  term: z
    .string()
    .max(HASHTAG_MAX)
    .regex(/^[^\s\p{P}]*$/u, 'A hashtag has no spaces or punctuation.')
    .transform((term) => term.toLowerCase()),
});
export const hashtagSuggestSchema = hashtagSuggestOptions;

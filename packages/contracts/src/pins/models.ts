/** Pins as the API answers them (SPEC §3 field names). */
import { z } from 'zod';
import { timestampSchema } from '../common/schemas.js';
import { boardSummarySchema, sectionSummarySchema } from '../boards/models.js';
import { userSummarySchema } from '../users/models.js';
import { linkProductSchema } from '../offsite/models.js';

export const imageSpecSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageSpec = z.output<typeof imageSpecSchema>;

/** SPEC §3 images by size: 236x (grid tiles), orig (closeup) and originals (as received, largest). */
export const pinImagesSchema = z.object({
  '236x': imageSpecSchema,
  orig: imageSpecSchema,
  originals: imageSpecSchema,
});
export type PinImages = z.output<typeof pinImagesSchema>;

/** SPEC §3 linkDomain: the host of the Pin's link, and its official user once a domain is claimed. */
export const linkDomainSchema = z.object({
  domain: z.string(),
  officialUser: userSummarySchema.nullable(),
});

/**
 * SPEC §3 Video: a video Pin's clip. Its images are the video's cover, taken thumbnail_time
 * seconds in (or chosen by the person: custom_cover_img).
 */
export const pinVideoSchema = z.object({
  src: z.string(),
  /** In seconds. */
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_time: z.number().nullable(),
  custom_cover_img: z.boolean(),
});
export type PinVideo = z.output<typeof pinVideoSchema>;

/** One page of an Idea Pin: a picture, or a video over its cover, and its words. */
export const storyPageSchema = z.object({
  /** The page's picture (a video's cover), full size. */
  image: imageSpecSchema,
  video: pinVideoSchema.nullable(),
  text: z.string(),
});
export type StoryPage = z.output<typeof storyPageSchema>;

/** SPEC §3 story_pin_data: an Idea Pin's pages, in order (the Pin's images are its first page's). */
export const storyPinDataSchema = z.object({ pages: z.array(storyPageSchema) });
export type StoryPinData = z.output<typeof storyPinDataSchema>;

/** Who promotes a promoted Pin: the ad account's name ('Promoted by {name}'). */
export const promoterSchema = z.object({ name: z.string(), ad_account_id: z.string() });
export type Promoter = z.output<typeof promoterSchema>;

export const pinSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  linkDomain: linkDomainSchema.nullable(),
  /** The dominant colour, shown while the image loads. */
  color: z.string(),
  images: pinImagesSchema,
  /** The image's signature: the same image always has the same one. */
  image_signature: z.string(),
  /** The board it is saved to, kept current by boards.board.updated. */
  pinned_to_board: boardSummarySchema,
  /** The section of that board it is saved to, if any. */
  section: sectionSummarySchema.nullable(),
  pinner: userSummarySchema,
  /** The Pin this one was saved from (null for an original). */
  repinned_from_id: z.string().nullable(),
  is_promoted: z.boolean(),
  /** SPEC §3: who promotes it, on a promoted placement (the feed's ad slots); absent otherwise. */
  promoter: promoterSchema.optional(),
  /** SPEC §3 trackingParams: the signed token its ad events are recorded with (promoted only). */
  tracking_params: z.string().optional(),
  /**
   * What its link's page sells (a product Pin, as Rich Pins read it; the offsite service), or null.
   * Missing in events published before Pins carried it: read as null.
   */
  product: linkProductSchema.nullable().default(null),
  /** A video Pin's video (SPEC §3 videos), else null; missing in events published before videos: null. */
  videos: pinVideoSchema.nullable().default(null),
  /**
   * SPEC §3 story_pin_data_id and its pages: an Idea Pin's (its id is the Pin's original's), null
   * for any other Pin; missing in events published before Idea Pins: null.
   */
  story_pin_data_id: z.string().nullable().default(null),
  story_pin_data: storyPinDataSchema.nullable().default(null),
  created_at: timestampSchema,
});
export type Pin = z.output<typeof pinSchema>;

/** Where the signed-in viewer has saved a Pin (any save of the same Pin counts). */
export const savedToSchema = z.object({
  board: boardSummarySchema,
  section: sectionSummarySchema.nullable(),
});
export type SavedTo = z.output<typeof savedToSchema>;

/** A Pin as its closeup reads it: saved_to is the viewer's saves of it (empty for a visitor). */
export const pinCloseupSchema = pinSchema.extend({ saved_to: z.array(savedToSchema) });
export type PinCloseup = z.output<typeof pinCloseupSchema>;

/**
 * What a save answers: the new Pin, or, when the viewer had already saved this Pin to that board
 * (and section), that earlier save with already_saved set (SPEC §4: a warning, not an error).
 */
export const savedPinSchema = pinSchema.extend({
  already_saved: z.boolean(),
  /** SPEC §2.3 overlay: this is the first Pin the person ever saved ('You saved your first Pin to …'). */
  first_save: z.boolean(),
});
export type SavedPin = z.output<typeof savedPinSchema>;

/** SPEC §7 board_title_suggestions: names for a new board to save this Pin to. */
export const boardTitleSuggestionSchema = z.object({ title: z.string() });
export type BoardTitleSuggestion = z.output<typeof boardTitleSuggestionSchema>;

/** A hashtag offered by the autocomplete, with how many public Pins carry it. */
export const hashtagSuggestionSchema = z.object({ tag: z.string(), pin_count: z.number().int() });
export type HashtagSuggestion = z.output<typeof hashtagSuggestionSchema>;

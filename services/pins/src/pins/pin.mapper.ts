import { z } from 'zod';
import {
  linkProductSchema,
  storyPageSchema,
  type Actor,
  type Board,
  type LinkProduct,
  type Pin,
  type PinVideo,
  type SectionSummary,
} from '@pinboard/contracts';
import type { StoredImage } from '../media/media.service.js';
import { Prisma, type Upload } from '../generated/prisma/client.js';

/** A Pin's stored image (and video): what a save or an import shares with the Pin it comes from. */
export const imageSelect = {
  videoUrl: true,
  videoDurationMs: true,
  videoWidth: true,
  videoHeight: true,
  videoThumbnailMs: true,
  videoCustomCover: true,
  dominantColor: true,
  imageSignature: true,
  image236xUrl: true,
  image236xWidth: true,
  image236xHeight: true,
  imageOrigUrl: true,
  imageOrigWidth: true,
  imageOrigHeight: true,
} satisfies Prisma.PinSelect;

/** Where a Pin is kept: its board and section, as the Pin's copy of them. */
export const placeSelect = {
  boardId: true,
  boardName: true,
  boardUrl: true,
  boardPrivacy: true,
  sectionId: true,
  sectionTitle: true,
  sectionSlug: true,
  sectionUrl: true,
} satisfies Prisma.PinSelect;

/** The columns a Pin DTO needs: every read selects exactly these (no join, no extra column). */
export const pinSelect = {
  id: true,
  title: true,
  description: true,
  link: true,
  domain: true,
  product: true,
  ...imageSelect,
  ...placeSelect,
  pinnerId: true,
  pinnerUsername: true,
  pinnerFullName: true,
  pinnerImageMediumUrl: true,
  repinnedFromId: true,
  rootPinId: true,
  storyPages: true,
  isPromoted: true,
  createdAt: true,
} satisfies Prisma.PinSelect;

export type PinRow = Prisma.PinGetPayload<{ select: typeof pinSelect }>;

export function toPin(row: PinRow): Pin {
  const orig = { url: row.imageOrigUrl, width: row.imageOrigWidth, height: row.imageOrigHeight };
  return {
    id: row.id.toString(),
    title: row.title,
    description: row.description,
    link: row.link,
    // No domain can be claimed yet, so no link has an official user.
    linkDomain: row.domain ? { domain: row.domain, officialUser: null } : null,
    color: row.dominantColor,
    // The original is stored as received, full size: orig and originals are the same file.
    images: {
      '236x': { url: row.image236xUrl, width: row.image236xWidth, height: row.image236xHeight },
      orig,
      originals: orig,
    },
    image_signature: row.imageSignature,
    pinned_to_board: toBoardSummary(row),
    section: toSectionSummary(row),
    pinner: {
      id: row.pinnerId.toString(),
      username: row.pinnerUsername,
      full_name: row.pinnerFullName,
      image_medium_url: row.pinnerImageMediumUrl,
    },
    repinned_from_id: row.repinnedFromId?.toString() ?? null,
    is_promoted: row.isPromoted,
    product: productOf(row.product),
    videos: videoOf(row),
    ...storyOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * SPEC §3 story_pin_data: an Idea Pin's pages as stored (checked when written), and its id: the
 * original's, so that every save of it names the same one.
 */
function storyOf(
  row: Pick<PinRow, 'id' | 'storyPages' | 'rootPinId'>,
): Pick<Pin, 'story_pin_data_id' | 'story_pin_data'> {
  const pages = row.storyPages === null ? null : z.array(storyPageSchema).safeParse(row.storyPages);
  if (!pages?.success) return { story_pin_data_id: null, story_pin_data: null };
  return { story_pin_data_id: (row.rootPinId ?? row.id).toString(), story_pin_data: { pages: pages.data } };
}

type VideoColumns = Pick<
  PinRow,
  'videoUrl' | 'videoDurationMs' | 'videoWidth' | 'videoHeight' | 'videoThumbnailMs' | 'videoCustomCover'
>;

/** SPEC §3 videos: a video Pin's clip, in seconds; null for a picture's Pin. */
export function videoOf(row: VideoColumns): PinVideo | null {
  if (row.videoUrl === null || row.videoDurationMs === null) return null;
  return {
    src: row.videoUrl,
    duration: row.videoDurationMs / 1000,
    width: row.videoWidth ?? 0,
    height: row.videoHeight ?? 0,
    thumbnail_time: row.videoThumbnailMs === null ? null : row.videoThumbnailMs / 1000,
    custom_cover_img: row.videoCustomCover,
  };
}

/**
 * A video upload's columns on its Pin; its cover was taken `thumbnailTime` seconds in (within the
 * video), or is a picture of the person's own (null).
 */
export function videoColumns(
  upload: Pick<Upload, 'videoUrl' | 'videoDurationMs' | 'videoWidth' | 'videoHeight'>,
  thumbnailTime: number | null,
): VideoColumns {
  const duration = upload.videoDurationMs ?? 0;
  return {
    videoUrl: upload.videoUrl,
    videoDurationMs: upload.videoDurationMs,
    videoWidth: upload.videoWidth,
    videoHeight: upload.videoHeight,
    videoThumbnailMs: thumbnailTime === null ? null : Math.min(Math.round(thumbnailTime * 1000), duration),
    videoCustomCover: thumbnailTime === null,
  };
}

/** The product as stored (offsite's announcement, checked when kept); anything else is none. */
function productOf(json: Prisma.JsonValue | null): LinkProduct | null {
  if (json === null) return null;
  const parsed = linkProductSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

type BoardColumns = Pick<PinRow, 'boardId' | 'boardName' | 'boardUrl' | 'boardPrivacy'>;
type SectionColumns = Pick<PinRow, 'sectionId' | 'sectionTitle' | 'sectionSlug' | 'sectionUrl'>;

export function toBoardSummary(row: BoardColumns): Pin['pinned_to_board'] {
  return { id: row.boardId.toString(), name: row.boardName, url: row.boardUrl, privacy: row.boardPrivacy };
}

export function toSectionSummary(row: SectionColumns): SectionSummary | null {
  if (row.sectionId === null) return null;
  return {
    id: row.sectionId.toString(),
    title: row.sectionTitle ?? '',
    slug: row.sectionSlug ?? '',
    url: row.sectionUrl ?? '',
  };
}

/** Where a Pin is: the board's and section's columns (as boards.board.access answered) copied onto it. */
export function placeColumns(board: Board, section: SectionSummary | null) {
  return {
    boardId: BigInt(board.id),
    boardName: board.name,
    boardUrl: board.url,
    boardPrivacy: board.privacy,
    boardOwnerId: BigInt(board.owner.id),
    sectionId: section ? BigInt(section.id) : null,
    sectionTitle: section?.title ?? null,
    sectionSlug: section?.slug ?? null,
    sectionUrl: section?.url ?? null,
  } satisfies Partial<Prisma.PinUncheckedCreateInput>;
}

/** Columns copied from the board and section and the acting user. */
export function snapshotColumns(board: Board, section: SectionSummary | null, actor: Actor) {
  return {
    ...placeColumns(board, section),
    pinnerId: BigInt(actor.id),
    pinnerUsername: actor.username,
    pinnerFullName: actor.full_name,
    pinnerImageMediumUrl: actor.image_medium_url,
  } satisfies Partial<Prisma.PinUncheckedCreateInput>;
}

export function imageColumns(image: StoredImage) {
  return {
    dominantColor: image.dominantColor,
    imageSignature: image.perceptualHash,
    image236xUrl: image.images['236x'].url,
    image236xWidth: image.images['236x'].width,
    image236xHeight: image.images['236x'].height,
    imageOrigUrl: image.images.orig.url,
    imageOrigWidth: image.images.orig.width,
    imageOrigHeight: image.images.orig.height,
  } satisfies Partial<Prisma.PinUncheckedCreateInput>;
}

/** The link's host without a leading 'www.', as Pins show it under the image. */
export function domainOf(link: string | null): string | null {
  if (!link) return null;
  try {
    return new URL(link).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** A Pin on a secret board is seen only by the board's owner. */
export function isVisibleTo(
  row: { boardPrivacy: string; boardOwnerId: bigint },
  viewerId: string | null,
): boolean {
  return row.boardPrivacy === 'public' || (viewerId !== null && row.boardOwnerId === BigInt(viewerId));
}

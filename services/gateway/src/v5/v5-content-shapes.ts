/**
 * Our Pins, boards and uploads in the shapes Pinterest's API v5 answers (contracts pins/v5-pins.ts,
 * boards/v5-boards.ts): what we keep, under v5's names; what we do not keep is null, never made up.
 */
import {
  END_BOOKMARK,
  PAGE_SIZE_MAX,
  Rpc,
  V5_IMAGE_SIZES,
  type Actor,
  type Board,
  type ImageSpec,
  type Page,
  type Pin,
  type PinVideo,
  type UploadState,
  type V5Board,
  type V5Media,
  type V5Page,
  type V5Paging,
  type V5Pin,
  type V5PinMedia,
} from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';

/** v5's sizes by the width each asks for. */
const SIZE_WIDTHS: Record<(typeof V5_IMAGE_SIZES)[number], number> = {
  '150x150': 150,
  '400x300': 400,
  '600x': 600,
  '1200x': 1200,
};

/** Each v5 size: the smallest picture we keep at least that wide (else the largest), as it is. */
function imagesOf(pin: Pin) {
  const small = pin.images['236x'];
  const large = pin.images.orig;
  const pick = (width: number): ImageSpec => (small.width >= width ? small : large);
  return Object.fromEntries(
    V5_IMAGE_SIZES.map((size) => {
      const { url, width, height } = pick(SIZE_WIDTHS[size]);
      return [size, { width, height, url }];
    }),
  ) as Extract<V5PinMedia, { media_type: 'image' }>['images'];
}

const videoFields = (video: PinVideo, cover: string) => ({
  cover_image_url: cover,
  video_url: video.src,
  duration: Math.round(video.duration * 1000),
  height: video.height,
  width: video.width,
});

function mediaOf(pin: Pin): V5PinMedia {
  const images = imagesOf(pin);
  if (pin.story_pin_data) {
    const items = pin.story_pin_data.pages.map((page) =>
      page.video
        ? { item_type: 'video' as const, ...videoFields(page.video, page.image.url) }
        : { item_type: 'image' as const, images: { originals: page.image } },
    );
    return { media_type: 'multiple_mixed', images, items };
  }
  if (pin.videos) return { media_type: 'video', images, ...videoFields(pin.videos, pin.images.orig.url) };
  return { media_type: 'image', images };
}

/** A Pin as v5 has it; `owners` names each board's owner by board id (see boardOwners). */
export function toV5Pin(pin: Pin, actor: Actor, owners: ReadonlyMap<string, string>): V5Pin {
  const owner = owners.get(pin.pinned_to_board.id);
  return {
    id: pin.id,
    created_at: pin.created_at,
    link: pin.link,
    title: pin.title,
    description: pin.description,
    dominant_color: pin.color,
    alt_text: null,
    board_id: pin.pinned_to_board.id,
    board_section_id: pin.section?.id ?? null,
    board_owner: owner === undefined ? null : { username: owner },
    is_owner: pin.pinner.id === actor.id,
    media: mediaOf(pin),
    parent_pin_id: pin.repinned_from_id,
    note: null,
    creative_type: pin.story_pin_data ? 'IDEA' : pin.videos ? 'VIDEO' : 'REGULAR',
    has_been_promoted: null,
    pin_metrics: null,
  };
}

/** The owners' usernames of the Pins' boards, as the caller may see those boards (one call). */
export async function boardOwners(rpc: RpcClient, pins: readonly Pin[], actor: Actor) {
  const board_ids = [...new Set(pins.map((pin) => pin.pinned_to_board.id))];
  if (board_ids.length === 0) return new Map<string, string>();
  const boards = await rpc.request(Rpc.boards.getMany, { board_ids, viewer_id: actor.id });
  return new Map(boards.map((board) => [board.id, board.owner.username]));
}

/** Pins as v5 has them, their boards' owners asked once. */
export async function toV5Pins(rpc: RpcClient, pins: readonly Pin[], actor: Actor): Promise<V5Pin[]> {
  const owners = await boardOwners(rpc, pins, actor);
  return pins.map((pin) => toV5Pin(pin, actor, owners));
}

export function toV5Board(board: Board): V5Board {
  return {
    id: board.id,
    created_at: board.created_at,
    board_pins_modified_at: board.board_order_modified_at,
    name: board.name,
    description: board.description,
    collaborator_count: board.collaborator_count,
    pin_count: board.pin_count,
    follower_count: board.follower_count,
    media: { image_cover_url: board.image_cover_url, pin_thumbnail_urls: board.pin_thumbnail_urls },
    owner: { username: board.owner.username },
    privacy: board.privacy === 'secret' ? 'SECRET' : 'PUBLIC',
  };
}

export const toV5Media = (state: UploadState): V5Media => ({
  media_id: state.upload_id,
  media_type: 'video',
  status: state.status,
});

/**
 * One v5 page (up to 250) from a service's pages (up to PAGE_SIZE_MAX each): asked for in turn,
 * each starting where the last ended, until the page is full or nothing follows.
 */
export async function v5Page<T>(
  paging: V5Paging,
  fetch: (page: { bookmark?: string; page_size: number }) => Promise<Page<T>>,
): Promise<V5Page<T>> {
  const items: T[] = [];
  let bookmark = paging.bookmark;
  while (items.length < paging.page_size && bookmark !== END_BOOKMARK) {
    const page = await fetch({
      ...(bookmark !== undefined && { bookmark }),
      page_size: Math.min(PAGE_SIZE_MAX, paging.page_size - items.length),
    });
    items.push(...page.items);
    bookmark = page.bookmark;
    if (page.items.length === 0) break;
  }
  return { items, bookmark: bookmark === undefined || bookmark === END_BOOKMARK ? null : bookmark };
}

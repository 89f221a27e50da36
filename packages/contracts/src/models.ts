/** Wire shapes (snake_case, as the SPEC §7 API answers). IDs are decimal strings. */

export type Privacy = 'public' | 'secret';

export interface ImageSpec {
  url: string;
  width: number;
  height: number;
}

/** Sizes every stored Pin image has: 236x (grid tiles) and orig (closeup). */
export interface PinImages {
  '236x': ImageSpec;
  orig: ImageSpec;
}

export interface UserSummary {
  id: string;
  username: string;
  full_name: string;
  image_medium_url: string | null;
}

export interface User extends UserSummary {
  first_name: string;
  last_name: string;
  created_at: string;
}

/** The signed-in user as /v3/users/me/ answers it. */
export interface Me extends User {
  email: string;
  is_partner: boolean;
}

export interface BoardSummary {
  id: string;
  name: string;
  url: string;
  privacy: Privacy;
}

export interface Board extends BoardSummary {
  slug: string;
  description: string;
  owner: { id: string; username: string };
  pin_count: number;
  section_count: number;
  /** The cover: the first Pin saved to the board, 236x. */
  image_cover_url: string | null;
  /** Up to the last three Pins' 236x images, newest first (profile board cards). */
  pin_thumbnail_urls: string[];
  created_at: string;
  /** Last time a Pin was saved to the board: orders the picker's 'Top choices'. */
  board_order_modified_at: string;
}

export interface Pin {
  id: string;
  title: string;
  description: string;
  link: string | null;
  domain: string | null;
  dominant_color: string;
  images: PinImages;
  board: BoardSummary;
  pinner: UserSummary;
  /** The Pin this one was saved from (null for an original). */
  repinned_from_id: string | null;
  is_promoted: boolean;
  created_at: string;
}

/** One page of a cursor-paginated list. bookmark is END_BOOKMARK on the last page. */
export interface Page<T> {
  items: T[];
  bookmark: string;
}

export const END_BOOKMARK = '-end-';
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
/** SPEC §9 leaves the board-title limit open; 50 is the field's usual limit. */
export const BOARD_NAME_MAX = 50;
export const BOARD_DESCRIPTION_MAX = 500;
export const PIN_TITLE_MAX = 100;
export const PIN_DESCRIPTION_MAX = 800;
/** SPEC §9 max length 2048 (links). */
export const PIN_LINK_MAX = 2048;
/** SPEC §5: images under 120 px in either dimension are rejected. */
export const IMAGE_MIN_SIDE = 120;
/** Bound on a fetched or uploaded image (decoded bytes). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PIN_GRID_WIDTH = 236;

export const PIN_TITLE_MAX = 100;
export const PIN_DESCRIPTION_MAX = 800;
/** SPEC §9 max length 2048 (links). */
export const PIN_LINK_MAX = 2048;
/** SPEC §5: images under 120 px in either dimension are rejected. */
export const IMAGE_MIN_SIDE = 120;
/** Bound on a fetched or uploaded image (decoded bytes). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** SPEC §9: Pin preview width; grid columns are this wide. */
export const PIN_GRID_WIDTH = 236;
/** SPEC §9: success toast 5000 ms. */
export const SUCCESS_TOAST_MS = 5000;
/** SPEC §9: infinite scroll throttle 200 ms. */
export const FEED_FETCH_THROTTLE_MS = 200;
/** SPEC §9 hover state: a change takes effect after 32 ms, re-checked after 100 ms while scrolling. */
export const HOVER_DELAY_MS = 32;
export const HOVER_SCROLL_RECHECK_MS = 100;

/** SPEC §7 bulk moves: at most this many Pins per call (the grid picks from what it loaded). */
export const MOVE_PINS_MAX = 250;
/** Pins made by one import call (pins.pin.import). */
export const PIN_IMPORT_MAX = 500;

/** An uploaded video (VIPResource type video): at most this many bytes, and this long in seconds. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_DURATION_MIN = 1;
export const VIDEO_DURATION_MAX = 15 * 60;
/** SPEC §5: a client polls an upload's status every 5 s while it is registered or processing. */
export const UPLOAD_POLL_MS = 5000;
/** VIPResource get: at most this many upload ids in one call. */
export const UPLOAD_IDS_MAX = 20;
/** SPEC §7 VIPResource types: a Pin's picture, or its video. */
export const UPLOAD_TYPES = ['pinimage', 'video'] as const;
/** SPEC §5: registered and processing are polled; succeeded is done; anything else failed. */
export const UPLOAD_STATUSES = ['registered', 'processing', 'succeeded', 'failed'] as const;
/** An Idea Pin (SPEC §3 story_pin_data): this many pages at least and at most, each with this much text. */
export const STORY_PAGES_MIN = 2;
export const STORY_PAGES_MAX = 20;
export const STORY_PAGE_TEXT_MAX = 500;

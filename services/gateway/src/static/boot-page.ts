/**
 * Pages with their first Pins already in the HTML. The shell's index.html paints a header and grey
 * tiles before any JavaScript; on the home, board and section pages the gateway puts the first Pins
 * of the page's grid into those tiles (and a board's or section's header above them), so their images load beside
 * the scripts instead of after them, the feed call and the grid's first render (on a slow phone
 * that was about 7.5 s of the home page's largest paint, 8.3 s of a board page's). The grid's whole
 * first page goes along as JSON, so the grid shows it without asking again. React replaces the
 * tiles with the grid on its first render; the images are then in the browser's cache. Never
 * slower than the plain page: content that does not come within BOOT_CONTENT_TIMEOUT_MS (config.ts), or fails,
 * leaves the grey tiles.
 */
import {
  BOOT_FEED_ELEMENT_ID,
  type BoardView,
  type BootFeed,
  type FeedPin,
  type Pin,
  type Section,
} from '@pinboard/contracts';

/** Tiles in the HTML: more than a large screen's first rows. */
const BOOT_TILES = 12;
/** The first images are asked for before anything else on the page. */
const HIGH_PRIORITY_TILES = 4;

const GRID = /(<div class="pb-boot__grid">)[\s\S]*?(<\/div>)/;
const GRID_START = '<div class="pb-boot__grid">';
const COLOR = /^#[0-9a-f]{6}$/i;

const escaped = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Grey cards for at most this many sections (a board seldom has more). */
const BOOT_SECTIONS = 24;

/**
 * The page's grey tiles filled with the first Pins of its grid's first page, a board's or a
 * section's header above them, and the first page itself at the end of the body for the grid
 * (JSON, `<` escaped so that no text in it ends the element).
 */
export function withBootContent(html: string, feed: BootFeed): string {
  const withPins = withBootPins(html, feed.page.items);
  const header =
    feed.board &&
    (feed.section ? sectionHeader(feed.board.view, feed.section.view) : boardHeader(feed.board.view));
  const page = header ? withPins.replace(GRID_START, () => `${header}${GRID_START}`) : withPins;
  const json = JSON.stringify(feed).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${BOOT_FEED_ELEMENT_ID}">${json}</script>`;
  return page.replace('</body>', () => `${data}</body>`);
}

/**
 * The board's name and description where the board page shows them, grey bars for its counts and
 * follow button and grey cards for its sections, so the grid below starts about where the page's
 * own will.
 */
function boardHeader(board: BoardView): string {
  const description = board.description
    ? `<p class="pb-boot__board-description">${escaped(board.description)}</p>`
    : '';
  const sections = Math.min(board.section_count, BOOT_SECTIONS);
  return (
    `<div class="pb-boot__board"><h1 class="pb-boot__board-name">${escaped(board.name)}</h1>` +
    `${description}<span class="pb-boot__board-meta"></span><span class="pb-boot__board-follow"></span></div>` +
    (sections > 0
      ? `<div class="pb-boot__sections">${'<span class="pb-boot__section"></span>'.repeat(sections)}</div>`
      : '')
  );
}

/**
 * A section's page as it shows its head: the board's name (a link back, there), the section's
 * name and a grey bar for its count; no follow button, no sections.
 */
function sectionHeader(board: BoardView, section: Section): string {
  return (
    `<div class="pb-boot__board"><span class="pb-boot__board-link">${escaped(board.name)}</span>` +
    `<h1 class="pb-boot__board-name pb-boot__board-name--section">${escaped(section.title)}</h1>` +
    '<span class="pb-boot__board-meta pb-boot__board-meta--short"></span></div>'
  );
}

/**
 * A tile's height as the grid's own tile has it (mfe-pins' pins.css): the image (its height at
 * 236 px wide: the boot grid's rows scale it to the column), and below it the caption row when the
 * Pin has a title, the price, 'Promoted by' and saves rows when they show and the tile's padding, in
 * pixels.
 */
function tileHeight(pin: Pin): { image: number; below: number } {
  const { width, height } = pin.images['236x'];
  const image = width > 0 && height > 0 ? Math.round((236 * height) / width) : 236;
  const saves =
    'aggregated_pin_data' in pin ? (pin as FeedPin).aggregated_pin_data.aggregated_stats.saves : 0;
  const promoted = pin.is_promoted && pin.promoter ? 18 : 0;
  const price = pin.product ? 18 : 0;
  return { image, below: (pin.title.trim() ? 34 : 0) + price + promoted + (saves > 1 ? 18 : 0) + 8 };
}

/**
 * The page's grid of grey tiles replaced by tiles showing these Pins' images. A promoted Pin keeps
 * its place as a grey tile (the grid shows it with its 'Promoted by' label, which needs the grid).
 */
export function withBootPins(html: string, pins: readonly Pin[]): string {
  const shown = pins.slice(0, BOOT_TILES);
  if (!shown.some((pin) => !pin.is_promoted)) return html;
  let images = 0;
  const tiles = shown.map((pin) => {
    const { image, below } = tileHeight(pin);
    const tile = `<span class="pb-boot__tile" style="--image:${image};--below:${below}">`;
    if (pin.is_promoted) return `${tile}</span>`;
    const { url, width, height } = pin.images['236x'];
    const color = pin.color && COLOR.test(pin.color) ? pin.color : '#efefef';
    const priority = images++ < HIGH_PRIORITY_TILES ? ' fetchpriority="high"' : '';
    const shape = width > 0 && height > 0 ? `${width}/${height}` : '1/1';
    return (
      `${tile}<img src="${escaped(url)}" alt="" width="${width}" height="${height}" ` +
      `style="aspect-ratio:${shape};background:${color}"${priority}></span>`
    );
  });
  return html.replace(GRID, (_match, open: string, close: string) => `${open}${tiles.join('')}${close}`);
}

/** `work`'s answer, or null when it fails or takes longer than `ms`. */
export async function within<T>(ms: number, work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

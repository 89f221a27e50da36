/**
 * The home page with its first Pins already in the HTML. The shell's index.html paints a header and
 * grey tiles before any JavaScript; on the home page the gateway puts the first Pins of the
 * viewer's home feed into those tiles, so their images load beside the scripts instead of after
 * them, the feed call and the grid's first render (on a slow phone that was about 7.5 s of the
 * page's largest paint). React replaces the tiles with the grid on its first render; the images
 * are then in the browser's cache. Never slower than the plain page: a feed that does not answer
 * within BOOT_FEED_TIMEOUT_MS, or fails, leaves the grey tiles.
 */
import type { FeedPin } from '@pinboard/contracts';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** How long the page waits for the feed before it is sent with grey tiles. */
export const BOOT_FEED_TIMEOUT_MS = 250;
/** Tiles in the HTML: more than a large screen's first rows. */
const BOOT_TILES = 12;
/** The first images are asked for before anything else on the page. */
const HIGH_PRIORITY_TILES = 4;

const GRID = /(<div class="pb-boot__grid">)[\s\S]*?(<\/div>)/;
const COLOR = /^#[0-9a-f]{6}$/i;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's grid of grey tiles replaced by tiles showing these Pins' images. */
export function withBootPins(html: string, pins: readonly FeedPin[]): string {
  const shown = pins.filter((pin) => !pin.is_promoted).slice(0, BOOT_TILES);
  if (shown.length === 0) return html;
  const tiles = shown.map((pin, i) => {
    const { url, width, height } = pin.images['236x'];
    const color = pin.color && COLOR.test(pin.color) ? pin.color : '#efefef';
    const priority = i < HIGH_PRIORITY_TILES ? ' fetchpriority="high"' : '';
    return (
      `<span class="pb-boot__tile" style="height:auto;aspect-ratio:${width}/${height};background:${color}">` +
      `<img src="${attribute(url)}" alt="" width="${width}" height="${height}"${priority}></span>`
    );
  });
  return html.replace(GRID, (_match, open: string, close: string) => `${open}${tiles.join('')}${close}`);
}

/** The shell's index.html, read again when the build replaces it. */
export class ShellPage {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly shellRoot: string) {}

  html(): string {
    const path = join(this.shellRoot, 'index.html');
    const { mtimeMs } = statSync(path);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(path, 'utf8') };
    return this.cached.html;
  }
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

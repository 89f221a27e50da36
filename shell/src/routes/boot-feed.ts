import {
  BOOT_FEED_ELEMENT_ID,
  type BoardView,
  type BootFeed,
  type FeedFirstPage,
} from '@pinboard/contracts/web';
import type { PinFeedSource } from '@pinboard/host-contract';

let boot: BootFeed | null | undefined;
let bootBoard: BootFeed['board'] | null | undefined;

/** The page's boot data, read from its element once (the element is then removed). */
function bootFeed(): BootFeed | null {
  if (boot === undefined) {
    boot = readBootFeed();
    bootBoard = boot?.board ?? null;
  }
  return boot;
}

function readBootFeed(): BootFeed | null {
  const element = document.getElementById(BOOT_FEED_ELEMENT_ID);
  element?.remove();
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootFeed;
  } catch {
    return null;
  }
}

const sameSource = (a: BootFeed['source'], b: PinFeedSource) =>
  a.kind === b.kind &&
  (a.kind !== 'board' ||
    (b.kind === 'board' && a.boardId === b.boardId && (a.sectionId ?? null) === (b.sectionId ?? null)));

/**
 * The HTML's first page for the first grid shown, if it is that grid's (home, or the board or
 * section the page was loaded for); once: a grid shown later, after navigating, asks the API.
 */
export function takeBootFeedPage(source: PinFeedSource): FeedFirstPage | null {
  const feed = bootFeed();
  const page = feed && sameSource(feed.source, source) ? feed.page : null;
  boot = null;
  return page;
}

/**
 * The HTML's board for the board page it was loaded for (not used up: the page may mount again,
 * and the board's query ages it from the page's load).
 */
export function bootBoardFor(username: string, slug: string): BoardView | null {
  bootFeed();
  return bootBoard?.username === username && bootBoard.slug === slug ? bootBoard.view : null;
}

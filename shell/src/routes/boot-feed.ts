import {
  BOOT_FEED_ELEMENT_ID,
  type BoardView,
  type BootFeed,
  type FeedFirstPage,
  type Section,
} from '@pinboard/contracts/web';
import type { PinFeedSource } from '@pinboard/host-contract';
import { takeJsonElement } from '../page-data';

/**
 * How long after the page's load what came in its HTML is still shown as it is: a grid or a board
 * page may mount again (the session arriving re-renders the page), and should not ask again then.
 */
const BOOT_FRESH_MS = 60_000;

/** The page the HTML was written for (this module is evaluated as the page loads). */
const loadedPath = window.location.pathname;

let boot: BootFeed | null | undefined;

/** The page's boot data while the page is the one it was written for, and still fresh. */
function bootFeed(): BootFeed | null {
  if (boot === undefined) boot = takeJsonElement(BOOT_FEED_ELEMENT_ID) as BootFeed | null;
  if (performance.now() > BOOT_FRESH_MS || window.location.pathname !== loadedPath) return null;
  return boot;
}

const sameSource = (a: BootFeed['source'], b: PinFeedSource) =>
  a.kind === b.kind &&
  (a.kind !== 'board' ||
    (b.kind === 'board' && a.boardId === b.boardId && (a.sectionId ?? null) === (b.sectionId ?? null)));

/** The HTML's first page for the grid of the page it was written for (home, a board, a section). */
export function takeBootFeedPage(source: PinFeedSource): FeedFirstPage | null {
  const feed = bootFeed();
  return feed && sameSource(feed.source, source) ? feed.page : null;
}

/** The HTML's board for the board page it was written for. */
export function bootBoardFor(username: string, slug: string): BoardView | null {
  const board = bootFeed()?.board;
  return board?.username === username && board.slug === slug ? board.view : null;
}

/** The HTML's section for the section page it was written for. */
export function bootSectionFor(username: string, slug: string, section: string): Section | null {
  const feed = bootFeed();
  return feed?.board?.username === username && feed.board.slug === slug && feed.section?.slug === section
    ? feed.section.view
    : null;
}

import type { BoardView, Section } from '../boards/models.js';
import type { Pin } from './models.js';

/**
 * The first page of a page's Pin grid, in the page's HTML: the gateway reads it for the HTML's
 * first Pins (services/gateway/src/static/boot-page.ts) and writes it as JSON into the element of
 * this id; the shell hands it to the grid (mfe-pins), which shows it without asking the API again.
 */
export const BOOT_FEED_ELEMENT_ID = 'pb-boot-feed';

/** A Pin grid's first page: its Pins, and the bookmark of the next (null at the end). */
export interface FeedFirstPage {
  items: Pin[];
  next: string | null;
}

/** Which grid the page is the first page of: the home feed, a board's or a section's Pins. */
export type BootFeedSource = { kind: 'home' } | { kind: 'board'; boardId: string; sectionId?: string };

export interface BootFeed {
  source: BootFeedSource;
  page: FeedFirstPage;
  /**
   * On a board's page and a section's, the board as BoardResource answers it, for the page's path
   * segments.
   */
  board?: { username: string; slug: string; view: BoardView };
  /** On a section's page, the section as BoardSectionResource answers it, for its slug. */
  section?: { slug: string; view: Section };
}

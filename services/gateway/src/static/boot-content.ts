/**
 * What the HTML of a page shows before its scripts run (boot-page.ts): the home feed's first Pins
 * on the home page, the board and its first Pins on a board page ('/{username}/{slug}/'), the
 * section and its first Pins on a section's ('/{username}/{slug}/{section}/'), nothing elsewhere.
 * Read as the viewer: a secret board's pages carry its Pins for its owner and collaborators only
 * (boards and pins check who may see them, as for the grid's own calls).
 */
import {
  BOARD_SLUG_MAX,
  END_BOOKMARK,
  isReservedUsername,
  Rpc,
  USERNAME_PATTERN,
  type BootFeed,
  type BootFeedSource,
  type Pin,
} from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import { readHomeFeed } from '../resources/feed.resources.js';
import { shellPageAt } from './shell-pages.js';

/** The content of the page at `path` (decoded, from '/') for this viewer, or null for none. */
export type BootContentOf = (path: string, viewerId: string | null) => Promise<BootFeed | null>;

/** A board's page ('/:username/:slug') or one of its sections' ('/:username/:slug/:section'). */
export interface BoardPath {
  username: string;
  slug: string;
  section?: string;
}

/** The board or section a path names, if it is the page of one (contracts' SHELL_PAGES). */
export function boardPathOf(path: string): BoardPath | null {
  const { page, params } = shellPageAt(path);
  if (page !== 'board' && page !== 'section') return null;
  const { username = '', slug = '', section } = params;
  // The product's own pages ('/pin/123/', '/search/pins/') are nobody's boards.
  if (!USERNAME_PATTERN.test(username) || isReservedUsername(username)) return null;
  if (slug.length > BOARD_SLUG_MAX || (section?.length ?? 0) > BOARD_SLUG_MAX) return null;
  return section === undefined ? { username, slug } : { username, slug, section };
}

/** Whether the page at `path` has content of its own in its HTML (worth looking up the viewer). */
export const isBootContentPath = (path: string) => path === '/' || boardPathOf(path) !== null;

/** The grid's first page as the grid reads it from the API (web-kit's pageOf). */
const firstFeed = (source: BootFeedSource, answer: { items: Pin[]; bookmark: string }): BootFeed => ({
  source,
  page: {
    items: answer.items,
    next: answer.bookmark && answer.bookmark !== END_BOOKMARK ? answer.bookmark : null,
  },
});

export function bootContentFrom(rpc: RpcClient): BootContentOf {
  const boardPage = async ({ username, slug }: BoardPath, viewerId: string | null): Promise<BootFeed> => {
    const board = await rpc.request(Rpc.boards.get, { username, slug, viewer_id: viewerId });
    const feed = await rpc.request(Rpc.pins.boardFeed, { board_id: board.id, viewer_id: viewerId });
    return {
      ...firstFeed({ kind: 'board', boardId: board.id }, feed),
      board: { username, slug, view: board },
    };
  };
  const sectionPage = async (
    { username, slug, section: sectionSlug = '' }: BoardPath,
    viewerId: string | null,
  ): Promise<BootFeed> => {
    // The section page shows its board's name too (and reads the board for who may organize).
    const [board, section] = await Promise.all([
      rpc.request(Rpc.boards.get, { username, slug, viewer_id: viewerId }),
      rpc.request(Rpc.boards.sectionGet, {
        username,
        board_slug: slug,
        section_slug: sectionSlug,
        viewer_id: viewerId,
      }),
    ]);
    const { board_id, id } = section;
    const feed = await rpc.request(Rpc.pins.boardFeed, { board_id, section_id: id, viewer_id: viewerId });
    return {
      ...firstFeed({ kind: 'board', boardId: board_id, sectionId: id }, feed),
      board: { username, slug, view: board },
      section: { slug: sectionSlug, view: section },
    };
  };
  return async (path, viewerId) => {
    if (path === '/') {
      return firstFeed({ kind: 'home' }, await readHomeFeed(rpc, {}, viewerId));
    }
    const named = boardPathOf(path);
    if (!named) return null;
    return named.section === undefined ? boardPage(named, viewerId) : sectionPage(named, viewerId);
  };
}

/**
 * What crosses the shell/remote boundary, as types only: nothing here exists at run time, so a
 * remote and the shell can each import it without bundling anything twice. What each remote's
 * modules take is declared by that remote (its `src/exposes.ts`), on top of HostProps. The host
 * also provides Gestalt's stylesheet (the shell's bootstrap loads it once; remotes do not carry it).
 */
import type { ReactNode } from 'react';
import type { ApiClient } from '@pinboard/api-client';
import type {
  BoardView,
  FeedFirstPage,
  Me,
  SearchColor,
  SearchScope,
  Section,
} from '@pinboard/contracts/web';

export type { BootFeed, FeedFirstPage } from '@pinboard/contracts/web';

export type { ApiClient, ApiResult } from '@pinboard/api-client';

/** A Pin search's request (SPEC §3 field names), as a search page reads it from its URL. */
export interface PinSearch {
  query: string;
  scope: SearchScope;
  rs?: string;
  domains?: string;
  user?: string;
  /** The colour filter: Pins of these colour families only. */
  colors?: SearchColor[];
  journey_depth?: number;
  /** Shopping searches (buyable_pins, shop_tool): prices in units, Pins on sale, brands (comma-separated). */
  price_min?: number;
  price_max?: number;
  /** The currency of price_min and price_max (ISO 4217). */
  currency?: string;
  on_sale?: boolean;
  brands?: string;
}

/**
 * Which feed a Pin grid shows: the home feed, a board's Pins, one of its sections' Pins, or the
 * Pins a search finds.
 */
export type PinFeedSource =
  | { kind: 'home' }
  | { kind: 'board'; boardId: string; sectionId?: string }
  | { kind: 'search'; search: PinSearch }
  /** More like this: Pins that look like this one. */
  | { kind: 'related'; pinId: string };

export interface PinFeedSlotProps {
  source: PinFeedSource;
  /** Text shown when the feed has no Pins. Defaults to 'No Pins yet'. */
  emptyText?: string;
  /** The viewer may move this board's Pins: the grid offers 'Organize' (pick Pins, move them). */
  organize?: boolean;
  /** Told after Pins moved off or within this board, so the page around the grid refreshes its counts. */
  onPinsMoved?: (moved: PinsMoved) => void;
}

/** What a move did: how many Pins went from which board to which (the same one for a section move). */
export interface PinsMoved {
  fromBoardId: string;
  toBoardId: string;
  count: number;
}

/** Everything a remote gets from the shell. Kept small on purpose. */
export interface HostApi {
  /** The signed-in user, or null for a visitor. */
  me: Me | null;
  /** The shell's one client of the gateway (same-origin cookies, CSRF header). */
  api: ApiClient;
  /**
   * Opens the shell's login modal with a prompt such as 'Log in to save this Pin'. `then` runs once
   * the person has logged in or signed up from it (not if they close it), so that what they asked
   * for goes on: the repin modal opens, the follow is sent. `me` is null until the session is
   * known too: asked then, the shell waits for it, and for a person already signed in `then` runs
   * without a modal.
   */
  requireLogin(message: string, then?: () => void): void;
  /** Renders mfe-pins' Pin grid (with a Save button on each tile) inside the shell's failure-isolated slot. */
  renderPinFeed(props: PinFeedSlotProps): ReactNode;
  /**
   * The first page of the grid for `source` when it came in the page's HTML: for the page it was
   * written for, in the first minute after its load (a grid mounting again then gets it again),
   * so the grid shows it without asking the API; null for any other grid and afterwards.
   * Optional: a shell built before it has none, and the grid then asks as usual.
   */
  takeBootFeedPage?(source: PinFeedSource): FeedFirstPage | null;
  /**
   * The board of a board page (`username` and `slug` as in its path) when it came in the page's
   * HTML, as BoardResource answered it at the page's load; null otherwise. Optional, as
   * takeBootFeedPage.
   */
  bootBoard?(username: string, slug: string): BoardView | null;
  /**
   * The section of a section page (its path's segments) when it came in the page's HTML, as
   * BoardSectionResource answered it at the page's load; null otherwise. Optional, as
   * takeBootFeedPage.
   */
  bootSection?(username: string, slug: string, section: string): Section | null;
}

/** What every exposed module takes; route params come as props of their own. */
export interface HostProps {
  host: HostApi;
}

type ExposedNames<Pkg> = Pkg extends { pinboard: { exposes: infer E } } ? keyof E & string : never;

/**
 * A remote's exposed modules with their props, checked against the names its package.json
 * declares under `pinboard.exposes` (the one list mf-build builds from): a module missing here, or
 * one package.json does not expose, fails to compile. The shell reads it through `remote<T>()`.
 */
export type DeclareExposes<
  Pkg,
  T extends { [M in ExposedNames<Pkg>]: HostProps } & { [M in Exclude<keyof T, ExposedNames<Pkg>>]: never },
> = T;

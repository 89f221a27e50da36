/**
 * The search index behind one interface: the Postgres one (pg-search-index.ts) is the embedded
 * default; a deployment that outgrows one Postgres implements this over OpenSearch or Meilisearch
 * (see the README) and nothing else in the service changes.
 */
import type { Board, LinkProduct, Pin, SearchColor, UserSummary } from '@pinboard/contracts';
import type { ImageKey } from './image-signature.js';

/** Where a ranked page starts: after this (score, id), scored as of `asOf` (recency is relative to it). */
export interface RankCursor {
  score: number;
  id: bigint;
  asOf: Date;
}

export interface Ranked {
  id: bigint;
  score: number;
}

/** A Pin hit: the save to show, and its original. */
export interface PinHit extends Ranked {
  pinId: bigint;
  saves: number;
}

export interface PinQuery {
  text: string;
  /** Typo-tolerant (trigram) matching instead of full text: asked for when full text finds nothing. */
  fuzzy: boolean;
  /** Only Pins whose link is on one of these domains. */
  domains: readonly string[];
  /** Only Pins whose dominant colour is of one of these families (contracts' SEARCH_COLORS). */
  colors: readonly SearchColor[];
  /** Leave out Pins of these people (blocks either way). */
  excludePinners: readonly bigint[];
  /** A hashtag search (SPEC §5: '#tag'): the Pins carrying it, ranked by saves and recency. */
  hashtag: string | null;
  /** Only this person's Pins (SPEC §3 `user`), or, with ownOnly, the viewer's own, secret ones too. */
  pinnerId: bigint | null;
  ownOnly: boolean;
  /** A shopping search (buyable_pins, shop_tool): only product Pins in stock, so filtered. */
  shopping: ShoppingFilter | null;
  /** Only video Pins (SPEC §3 scope videos) or Idea Pins (scope idea_pins). */
  kind: 'video' | 'idea' | null;
}

/** SPEC §2.1 price_min, price_max (in micro-currency here), on_sale and brands. */
export interface ShoppingFilter {
  priceMin: number | null;
  priceMax: number | null;
  /** The currency of the price range: with one, only products priced in it are found. */
  currency: string;
  onSale: boolean;
  /** Any of these brands (accents and case ignored). */
  brands: readonly string[];
}

/** Words to find, by full text or, when that finds nothing, typo-tolerantly. */
export interface TextQuery {
  text: string;
  fuzzy: boolean;
}

/** A brand of a shopping search's Pins, as its pages write it, and how many of them it has. */
export interface BrandCount {
  name: string;
  pinCount: number;
}

export interface SuggestedQuery {
  query: string;
  pinCount: number;
}

/** Injected by this class; the Postgres index is the provider. */
export abstract class SearchIndex {
  // ---- kept from events (each idempotent: a redelivered or replayed event changes nothing) ----
  /** Runs a batch of the writes below as one unit (one transaction). */
  abstract inTransaction(apply: () => Promise<void>): Promise<void>;
  abstract putPin(pin: Pin, rootId: bigint): Promise<void>;
  abstract removePin(pinId: bigint): Promise<void>;
  abstract putBoard(board: Board): Promise<void>;
  abstract removeBoard(boardId: bigint): Promise<void>;
  abstract putUser(user: UserSummary): Promise<void>;
  abstract setFollow(followerId: bigint, followeeId: bigint, follows: boolean): Promise<void>;
  abstract setBlock(blockerId: bigint, blockedId: bigint, blocks: boolean): Promise<void>;
  /** What a link's page sells (null: nothing), for every Pin with that link. */
  abstract putLinkProduct(url: string, product: LinkProduct | null): Promise<void>;
  // ---- read ----
  abstract searchPins(query: PinQuery, after: RankCursor | null, take: number): Promise<PinHit[]>;
  /** Which of these Pins (public ones) the text matches: the promoted Pins search may show for it. */
  abstract pinsMatching(text: string, pinIds: readonly string[]): Promise<string[]>;
  abstract searchBoards(
    query: TextQuery,
    excludeOwners: readonly bigint[],
    after: RankCursor | null,
    take: number,
  ): Promise<Ranked[]>;
  abstract searchUsers(
    query: TextQuery,
    exclude: readonly bigint[],
    after: RankCursor | null,
    take: number,
  ): Promise<Ranked[]>;
  /** Pins that look like an image (perceptual hash, then colour, then colour family), each original once. */
  abstract similar(
    image: { key: ImageKey | null; colorRgb: number | null; colorBucket: number | null },
    excludeRoot: bigint | null,
    excludePinners: readonly bigint[],
    take: number,
  ): Promise<PinHit[]>;
  /**
   * The brands of a shopping search's Pins (its filters applied but the brands), most Pins first,
   * each as its pages write it; none outside the shopping scopes.
   */
  abstract shoppingBrands(query: PinQuery, take: number): Promise<BrandCount[]>;
  /** A Pin's image as similar() takes it, and its original; null for a Pin not indexed. */
  abstract imageOf(pinId: bigint): Promise<{
    rootId: bigint;
    key: ImageKey | null;
    colorRgb: number | null;
    colorBucket: number | null;
  } | null>;
  /** Ideas topics: the most used hashtags, with their Pin counts and most saved Pin. */
  abstract topics(take: number): Promise<{ tag: string; pinCount: number; coverPinId: bigint }[]>;
  abstract users(ids: readonly bigint[]): Promise<(UserSummary & { follower_count: number })[]>;
  abstract suggestQueries(prefix: string, take: number): Promise<SuggestedQuery[]>;
  abstract suggestUsers(prefix: string, take: number): Promise<(UserSummary & { follower_count: number })[]>;
  abstract suggestBoards(prefix: string, take: number): Promise<{ boardId: bigint; ownerId: bigint }[]>;
  /** Everyone the viewer blocked or was blocked by. */
  abstract blockedWith(viewerId: bigint): Promise<bigint[]>;
  /** Ids of every person with this username (one at most). */
  abstract userIdOf(username: string): Promise<bigint | null>;
}

import { Controller } from '@nestjs/common';
import {
  PAGE_SIZE_DEFAULT,
  PIN_SCOPES,
  Rpc,
  SHOPPING_BRANDS_MAX,
  SHOPPING_SCOPES,
  TYPEAHEAD_COUNT_DEFAULT,
  idSchema,
  type AutocompleteItem,
  type BrandCount,
  hashtagsIn,
  ideaTopicSchema,
  phrasesOf,
  typeaheadSchema,
  PinTexts,
  type IdeaTopic,
  type Page,
  type Pin,
  type ServedAd,
  type PinResult,
  type RpcInput,
  type SearchResult,
  type SearchScope,
  type Typeahead,
  type TypeaheadItem,
} from '@pinboard/contracts';
import {
  AdsInPlacement,
  asPromoted,
  ELIGIBLE_ADS_MAX_AGE_MS,
  emptyPage,
  pickPromoted,
  placePromoted,
  PROMOTED_SLOTS,
  promotedSlots,
  readBookmark,
  RecentValue,
  RpcClient,
  RpcHandler,
  ServiceError,
  SERVING_WAIT_MS,
  withinMs,
  withPromotedPins,
  writeBookmark,
} from '@pinboard/service-kit';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { imageKey } from '../index/image-signature.js';
import {
  SearchIndex,
  type PinHit,
  type PinQuery,
  type RankCursor,
  type Ranked,
  type ShoppingFilter,
} from '../index/search-index.js';
import { AnswerCache } from './answer-cache.js';

/** Where the next page starts: after (score, id), scored as of t, fuzzily when f is set. */
const rankCursor = z
  .strictObject({
    s: z.string().regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i),
    i: idSchema,
    t: z.iso.datetime(),
    f: z.literal('1').optional(),
  })
  .transform(({ s, i, t, f }) => ({
    cursor: { score: Number(s), id: BigInt(i), asOf: new Date(t) } satisfies RankCursor,
    fuzzy: f === '1',
  }));

/** The kind of Pin a scope finds, when it is one kind. */
const KIND_OF_SCOPE: Partial<Record<SearchScope, 'video' | 'idea'>> = { videos: 'video', idea_pins: 'idea' };

/** A price in units (SPEC price_min, price_max) in micro-currency, as link_products keeps it. */
const microsOf = (units: number | undefined) =>
  units === undefined ? null : Math.min(Math.round(units * 1_000_000), Number.MAX_SAFE_INTEGER);

/** A shopping scope's filters (SPEC §2.1), or null for any other scope. */
/** The scope searched: SPEC §2.1 commerce_only=true makes it buyable Pins. */
function scopeOf(input: RpcInput<typeof Rpc.search.search>): SearchScope {
  return input.commerce_only === true || input.commerce_only === 'true' ? 'buyable_pins' : input.scope;
}

function shoppingOf(scope: SearchScope, input: RpcInput<typeof Rpc.search.search>): ShoppingFilter | null {
  if (!SHOPPING_SCOPES.includes(scope)) return null;
  return {
    priceMin: microsOf(input.price_min),
    priceMax: microsOf(input.price_max),
    currency: input.currency ?? 'USD',
    onSale: input.on_sale === true || input.on_sale === 'true',
    brands: input.brands ?? [],
  };
}
/** How many people and boards the typeahead adds under its queries. */
const TYPEAHEAD_PEOPLE = 2;
const TYPEAHEAD_BOARDS = 2;

/** The tag of a query that is one hashtag ('#Summer' → 'summer'), else null. */
function hashtagOf(text: string): string | null {
  const [tag] = hashtagsIn(text);
  return tag !== undefined && text.toLowerCase() === `#${tag}` ? tag : null;
}

/** How long a Pin ranking is shared at most, if the index does not change first (see sharedRanking). */
const RANKING_TTL_SECONDS = 60;
const cachedRankingSchema = z.object({
  asOf: z.iso.datetime(),
  fuzzy: z.boolean(),
  rows: z.array(z.object({ id: z.string(), pinId: z.string(), saves: z.number(), score: z.number() })),
});

/** A typeahead answer is kept this long at most, even if no change invalidates it. */
const TYPEAHEAD_TTL_SECONDS = 300;
/** How many topics the ideas hub shows at most, and how long an answer is kept. */
const TOPICS_MAX = 60;
const TOPICS_TTL_SECONDS = 60;

interface Ranking {
  rows: readonly Ranked[];
  fuzzy: boolean;
}

function pageOf<T>({ rows, fuzzy }: Ranking, size: number, asOf: Date, items: T[]): Page<T> {
  const last = rows[size - 1];
  const more = rows.length > size && last !== undefined;
  const keys = { s: String(last?.score), i: last?.id.toString() ?? '', t: asOf.toISOString() };
  return { items, bookmark: more ? writeBookmark(fuzzy ? { ...keys, f: '1' } : keys) : emptyPage().bookmark };
}

/**
 * Full text first; when a first page finds nothing at all, the same words typo-tolerantly. Later
 * pages keep the mode their first page had.
 */
async function rank<R extends Ranked>(
  start: { cursor: RankCursor; fuzzy: boolean } | null,
  run: (fuzzy: boolean, after: RankCursor | null) => Promise<R[]>,
): Promise<{ rows: R[]; fuzzy: boolean }> {
  if (start) return { rows: await run(start.fuzzy, start.cursor), fuzzy: start.fuzzy };
  const rows = await run(false, null);
  if (rows.length > 0) return { rows, fuzzy: false };
  return { rows: await run(true, null), fuzzy: true };
}

/** A promoted Pin as a result (its saves are not read for an ad: shown as one). */
const promotedResult = (pin: Pin): PinResult => ({
  ...pin,
  type: 'pin' as const,
  aggregated_pin_data: { aggregated_stats: { saves: 1 } },
});

/** What search knows of the ads eligible in it: the Pins they promote, the keywords they target. */
interface SearchAds {
  pinIds: string[];
  keywords: ReadonlySet<string>;
}
const NO_SEARCH_ADS: SearchAds = { pinIds: [], keywords: new Set() };

/**
 * Search (SPEC §3, §7): Pins (one tile per original), boards and people, ranked by text relevance,
 * saves and recency; typeahead and autocomplete. Secret boards' Pins are found only by their owner
 * (my_pins), and people blocked either way never see each other here.
 */
@Controller()
export class SearchController {
  /**
   * The Pins eligible ads promote in search and their keywords, kept a couple of seconds so that a
   * search does not ask serving first: a paused ad is still never served (serving's auction checks
   * its own eligibility), a new one is promoted here a moment later, and while serving is down
   * searches do not wait on it.
   */
  private readonly searchAds = new RecentValue<SearchAds>(
    ELIGIBLE_ADS_MAX_AGE_MS,
    async () => {
      const eligible = await withinMs(
        SERVING_WAIT_MS,
        this.rpc.request(Rpc.ads.eligiblePins, { placement: 'search' }),
      );
      return { pinIds: eligible.pin_ids, keywords: new Set(eligible.keywords) };
    },
    NO_SEARCH_ADS,
  );
  /** Whether any ad may serve under closeups (serving is asked to pick only then). */
  private readonly adsRelated: AdsInPlacement;

  constructor(
    private readonly index: SearchIndex,
    private readonly rpc: RpcClient,
    private readonly answers: AnswerCache,
  ) {
    this.adsRelated = new AdsInPlacement(rpc, 'related');
  }

  @RpcHandler(Rpc.search.search)
  async search(input: RpcInput<typeof Rpc.search.search>): Promise<Page<SearchResult>> {
    const size = input.page_size ?? PAGE_SIZE_DEFAULT;
    const start = readBookmark(input.bookmark, rankCursor);
    const text = input.query.trim();
    const scope = scopeOf(input);
    const signature = input.query_pin_sigs?.[0];
    const byImage = signature !== undefined && PIN_SCOPES.includes(scope);
    if (start === 'end' || (text === '' && !byImage)) return emptyPage();
    const viewer = input.viewer_id === null ? null : BigInt(input.viewer_id);
    const blocked = viewer === null ? [] : await this.index.blockedWith(viewer);
    if (byImage && signature !== undefined) {
      // Search by image (SPEC §3 query_pin_sigs): Pins that look like it, one page.
      if (!start.first) return emptyPage();
      const image = { key: imageKey(signature), colorRgb: null, colorBucket: null };
      const hits = await this.index.similar(image, null, blocked, size);
      return { items: await this.pinsOf(hits, input.viewer_id, blocked), bookmark: emptyPage().bookmark };
    }
    const after = start.first ? null : start.after;
    const asOf = after?.cursor.asOf ?? new Date();

    if (scope === 'boards') {
      const ranking = await rank(after, (fuzzy, cursor) =>
        this.index.searchBoards({ text, fuzzy }, blocked, cursor, size + 1),
      );
      const kept = ranking.rows.slice(0, size);
      const boards = kept.length
        ? await this.rpc.request(Rpc.boards.getMany, {
            board_ids: kept.map((row) => row.id.toString()),
            viewer_id: input.viewer_id,
          })
        : [];
      return pageOf(
        ranking,
        size,
        asOf,
        boards.map((board) => ({ ...board, type: 'board' as const })),
      );
    }
    if (scope === 'users') {
      const ranking = await rank(after, (fuzzy, cursor) =>
        this.index.searchUsers({ text, fuzzy }, blocked, cursor, size + 1),
      );
      const users = await this.index.users(ranking.rows.slice(0, size).map((row) => row.id));
      return pageOf(
        ranking,
        size,
        asOf,
        users.map((user) => ({ ...user, type: 'user' as const })),
      );
    }
    if (!PIN_SCOPES.includes(scope)) return emptyPage();
    const query = await this.pinQueryOf(input, scope, viewer, blocked);
    if (query === null) return emptyPage();
    const { ownOnly: own, pinnerId } = query;
    const rankPins = () =>
      rank(after, (fuzzy, cursor) => this.index.searchPins({ ...query, fuzzy }, cursor, size + 1));
    // Someone who blocked nobody gets what anyone would: such rankings are shared until the index changes.
    const { ranking, rankedAt } =
      blocked.length === 0 && !own
        ? await this.sharedRanking({ ...query, size, bookmark: input.bookmark ?? '' }, asOf, rankPins)
        : { ranking: await rankPins(), rankedAt: asOf };
    const items = await this.pinsOf(ranking.rows.slice(0, size), input.viewer_id, blocked);
    const top = after === null ? await this.topPins(input.top_pin_ids ?? [], input.viewer_id, blocked) : [];
    const topIds = new Set(top.map((pin) => pin.id));
    const page = [...top, ...items.filter((pin) => !topIds.has(pin.id))];
    // Promoted Pins on a first page of everyone's Pins, when they match the query.
    const promoted =
      after === null && !own && pinnerId === null && query.hashtag === null && query.shopping === null
        ? await this.withSearchAds(page, text, input.viewer_id, blocked)
        : page;
    return pageOf(ranking, size, rankedAt, promoted);
  }

  /**
   * The brands filter's choices (SPEC §2.1 brands): the brands of what a shopping search finds with
   * its other filters, most Pins first; none in other scopes.
   */
  @RpcHandler(Rpc.search.brands)
  async brands(input: RpcInput<typeof Rpc.search.brands>): Promise<BrandCount[]> {
    const scope = scopeOf(input);
    if (!SHOPPING_SCOPES.includes(scope)) return [];
    const viewer = input.viewer_id === null ? null : BigInt(input.viewer_id);
    const blocked = viewer === null ? [] : await this.index.blockedWith(viewer);
    const query = await this.pinQueryOf(input, scope, viewer, blocked);
    if (query === null) return [];
    const found = await this.index.shoppingBrands({ ...query, fuzzy: false }, SHOPPING_BRANDS_MAX);
    return found.map((brand) => ({ name: brand.name, pin_count: brand.pinCount }));
  }

  /**
   * The Pin search `input` asks for in `scope`, as `viewer` makes it (`blocked`: the people they and
   * their results keep apart), or null when it can find nothing: one's own Pins signed out, or the
   * Pins of a username nobody has.
   */
  private async pinQueryOf(
    input: RpcInput<typeof Rpc.search.search>,
    scope: SearchScope,
    viewer: bigint | null,
    blocked: bigint[],
  ): Promise<Omit<PinQuery, 'fuzzy'> | null> {
    const text = input.query.trim();
    const own = scope === 'my_pins' || scope === 'my_content';
    if (own && viewer === null) return null;
    let pinnerId = own ? viewer : null;
    if (!own && input.user !== undefined) {
      pinnerId = await this.index.userIdOf(input.user);
      if (pinnerId === null) return null;
    }
    return {
      text,
      hashtag: hashtagOf(text),
      domains: input.domains ?? [],
      colors: input.colors ?? [],
      excludePinners: blocked,
      pinnerId,
      ownOnly: own,
      shopping: shoppingOf(scope, input),
      kind: KIND_OF_SCOPE[scope] ?? null,
    };
  }

  /**
   * The page with promoted Pins in its slots, by serving's auction (service-kit withPromotedPins)
   * among the ads whose Pin the query matches and, whatever their Pin, those whose ad group
   * targets a keyword the query holds: serving gets the query and decides by keywords. Serving is
   * asked only when one of the two may compete, and never holds the page up.
   */
  private async withSearchAds(
    page: PinResult[],
    text: string,
    viewerId: string | null,
    blocked: readonly bigint[],
  ): Promise<PinResult[]> {
    const { pinIds, keywords } = await this.searchAds.get();
    if (pinIds.length === 0) return page;
    const matching = await this.index.pinsMatching(text, pinIds);
    const holdsKeyword = keywords.size > 0 && [...phrasesOf(text)].some((phrase) => keywords.has(phrase));
    if (matching.length === 0 && !holdsKeyword) return page;
    const blockedIds = new Set(blocked.map(String));
    return withPromotedPins(this.rpc, page, {
      viewerId,
      placement: 'search',
      blocked: (pinnerId) => blockedIds.has(pinnerId),
      onlyPinIds: matching,
      query: text,
      promoteOnPage: true,
      itemsOf: (pins) => pins.map(promotedResult),
    });
  }

  /**
   * A Pin ranking from the cache when the same one was asked since the index last changed, with the
   * time it was scored (its later pages are scored as of then): a popular query costs the index
   * once. Who may see each Pin is checked again when they are read (pins.pin.get_many).
   */
  private async sharedRanking(
    key: object,
    asOf: Date,
    compute: () => Promise<{ rows: PinHit[]; fuzzy: boolean }>,
  ): Promise<{ ranking: { rows: PinHit[]; fuzzy: boolean }; rankedAt: Date }> {
    const name = `ranking:${createHash('sha256')
      .update(JSON.stringify(key, (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value)))
      .digest('base64url')}`;
    const cached = await this.answers.get(name, cachedRankingSchema, RANKING_TTL_SECONDS, async () => {
      const { rows, fuzzy } = await compute();
      return {
        asOf: asOf.toISOString(),
        fuzzy,
        rows: rows.map((row) => ({ ...row, id: row.id.toString(), pinId: row.pinId.toString() })),
      };
    });
    return {
      ranking: {
        fuzzy: cached.fuzzy,
        rows: cached.rows.map((row) => ({ ...row, id: BigInt(row.id), pinId: BigInt(row.pinId) })),
      },
      rankedAt: new Date(cached.asOf),
    };
  }

  /** The ideas hub: the most used hashtags of public Pins, each with its most saved Pin's picture. */
  @RpcHandler(Rpc.search.ideaTopics)
  async ideaTopics({ page_size }: RpcInput<typeof Rpc.search.ideaTopics>): Promise<IdeaTopic[]> {
    const topics = await this.answers.get(
      'ideas:topics',
      ideaTopicSchema.array(),
      TOPICS_TTL_SECONDS,
      async () => {
        const found = await this.index.topics(TOPICS_MAX);
        const covers = found.length
          ? await this.rpc.request(Rpc.pins.getMany, {
              pin_ids: found.map((topic) => topic.coverPinId.toString()),
              viewer_id: null,
            })
          : [];
        const imageOf = new Map(covers.map((pin) => [pin.id, pin.images['236x'].url]));
        return found.map((topic) => ({
          tag: topic.tag,
          url: `/ideas/${encodeURIComponent(topic.tag)}/`,
          pin_count: topic.pinCount,
          image_url: imageOf.get(topic.coverPinId.toString()) ?? null,
        }));
      },
    );
    return topics.slice(0, page_size ?? TOPICS_MAX);
  }

  /**
   * More like this: Pins that look like one the viewer can see (404 for one they cannot), with
   * promoted Pins in its slots (the related placement; never the closeup's own Pin). Serving is
   * asked only while an ad may serve there, and beside the index's work; the closeup's Pin (whether
   * the viewer may see it), the page's Pins and the promoted ones are read in one call: a
   * closeup's hops overlap instead of adding up.
   */
  @RpcHandler(Rpc.search.related)
  async related({
    pin_id,
    viewer_id,
    page_size,
    bookmark,
  }: RpcInput<typeof Rpc.search.related>): Promise<Page<PinResult>> {
    const firstPage = bookmark === undefined || bookmark === '';
    const picked = firstPage
      ? this.adsRelated.mayServe().then((may) =>
          may
            ? pickPromoted(this.rpc, {
                viewerId: viewer_id,
                placement: 'related',
                slots: PROMOTED_SLOTS.length,
                excludePinIds: [pin_id],
              })
            : [],
        )
      : Promise.resolve([]);
    const [image, blocked] = await Promise.all([
      this.index.imageOf(BigInt(pin_id)),
      viewer_id === null ? [] : this.index.blockedWith(BigInt(viewer_id)),
    ]);
    const hits =
      image && firstPage
        ? await this.index.similar(image, image.rootId, blocked, page_size ?? PAGE_SIZE_DEFAULT)
        : [];
    const ads = await picked;
    const { items, promoted, sourceVisible } = await this.pinsAndPromoted(
      hits,
      ads,
      viewer_id,
      blocked,
      pin_id,
    );
    if (!sourceVisible) throw ServiceError.notFound(PinTexts.notFound);
    if (!image || !firstPage) return emptyPage();
    const slots = promotedSlots(items.length, true);
    return {
      items: placePromoted(items, promoted.slice(0, slots.length), slots),
      bookmark: emptyPage().bookmark,
    };
  }

  /**
   * SPEC §3 top_pin_ids (a search opened from a Pin): those Pins first on the first page, as far
   * as the viewer may see them, each once.
   */
  private async topPins(
    ids: readonly string[],
    viewerId: string | null,
    blocked: readonly bigint[],
  ): Promise<PinResult[]> {
    if (ids.length === 0) return [];
    return this.pinsOf(
      [...new Set(ids)].map((id) => ({ id: BigInt(id), pinId: BigInt(id), score: 0, saves: 1 })),
      viewerId,
      blocked,
    );
  }

  /** The Pins of hits from pins (as the viewer may see them), in order, each with its saves. */
  private async pinsOf(
    hits: readonly PinHit[],
    viewerId: string | null,
    blocked: readonly bigint[],
  ): Promise<PinResult[]> {
    return (await this.pinsAndPromoted(hits, [], viewerId, blocked)).items;
  }

  /**
   * The hits' Pins as results and the served ads' Pins promoted, in one read, as the viewer may see
   * them; with `sourceId`, that Pin is read too, to tell whether the viewer may see it.
   */
  private async pinsAndPromoted(
    hits: readonly PinHit[],
    ads: readonly ServedAd[],
    viewerId: string | null,
    blocked: readonly bigint[],
    sourceId?: string,
  ): Promise<{ items: PinResult[]; promoted: PinResult[]; sourceVisible: boolean }> {
    const ids = new Set([...hits.map((hit) => hit.pinId.toString()), ...ads.map((ad) => ad.pin_id)]);
    if (sourceId !== undefined) ids.add(sourceId);
    if (ids.size === 0) return { items: [], promoted: [], sourceVisible: false };
    const pins = await this.rpc.request(Rpc.pins.getMany, { pin_ids: [...ids], viewer_id: viewerId });
    const sourceVisible = pins.some((pin) => pin.id === sourceId);
    const blockedIds = new Set(blocked.map(String));
    const byId = new Map(pins.filter((pin) => !blockedIds.has(pin.pinner.id)).map((pin) => [pin.id, pin]));
    const items = hits.flatMap((hit) => {
      const pin = byId.get(hit.pinId.toString());
      return pin
        ? [{ ...pin, type: 'pin' as const, aggregated_pin_data: { aggregated_stats: { saves: hit.saves } } }]
        : [];
    });
    const promoted = ads.flatMap((ad) => {
      const pin = byId.get(ad.pin_id);
      return pin ? [promotedResult(asPromoted(pin, ad))] : [];
    });
    return { items, promoted, sourceVisible };
  }

  @RpcHandler(Rpc.search.typeahead)
  async typeahead({
    term,
    pin_scope,
    count,
    viewer_id,
  }: RpcInput<typeof Rpc.search.typeahead>): Promise<Typeahead> {
    const prefix = term.trim();
    if (prefix === '') return { items: [] };
    const all = await this.answers.get(
      `typeahead:${pin_scope ?? 'pins'}:${count}:${prefix.toLowerCase()}`,
      typeaheadSchema,
      TYPEAHEAD_TTL_SECONDS,
      () => this.suggestions(prefix, count),
    );
    if (viewer_id === null) return all;
    // The cache is everyone's; what depends on the viewer is taken out here.
    const blocked = new Set((await this.index.blockedWith(BigInt(viewer_id))).map(String));
    const visible = (item: TypeaheadItem) =>
      item.type === 'query' || !blocked.has(item.type === 'user' ? item.id : item.owner_id);
    return { items: all.items.filter(visible) };
  }

  @RpcHandler(Rpc.search.autocomplete)
  async autocomplete({
    q,
    show_pin_count,
  }: RpcInput<typeof Rpc.search.autocomplete>): Promise<AutocompleteItem[]> {
    const prefix = q.trim();
    if (prefix === '') return [];
    const withCount = show_pin_count === true || show_pin_count === 'true' || show_pin_count === '1';
    const queries = await this.index.suggestQueries(prefix, TYPEAHEAD_COUNT_DEFAULT);
    return queries.map((query) => ({ query: query.query, ...(withCount && { pin_count: query.pinCount }) }));
  }

  /** Queries (titles of Pins found, most saved first), then people, then boards. */
  private async suggestions(prefix: string, count: number): Promise<Typeahead> {
    const [queries, people, boardRows] = await Promise.all([
      this.index.suggestQueries(prefix, count),
      this.index.suggestUsers(prefix, TYPEAHEAD_PEOPLE),
      this.index.suggestBoards(prefix, TYPEAHEAD_BOARDS),
    ]);
    const boards = boardRows.length
      ? await this.rpc.request(Rpc.boards.getMany, {
          board_ids: boardRows.map((row) => row.boardId.toString()),
          viewer_id: null,
        })
      : [];
    return {
      items: [
        ...queries.map((query) => ({
          type: 'query' as const,
          query: query.query,
          pin_count: query.pinCount,
        })),
        ...people.map(({ id, username, full_name, image_medium_url }) => ({
          type: 'user' as const,
          id,
          username,
          full_name,
          image_medium_url,
        })),
        ...boards.map((board) => ({
          type: 'board' as const,
          id: board.id,
          name: board.name,
          url: board.url,
          owner_id: board.owner.id,
          owner_username: board.owner.username,
          image_thumbnail_url: board.image_cover_url,
        })),
      ],
    };
  }
}

import { Controller, Logger } from '@nestjs/common';
import {
  END_BOOKMARK,
  idSchema,
  PAGE_SIZE_DEFAULT,
  Rpc,
  type FeedPin,
  type Pin,
  type Page,
  type RpcInput,
  type ServedAd,
} from '@pinboard/contracts';
import {
  AdsInPlacement,
  emptyPage,
  InjectConfig,
  readBookmark,
  RpcClient,
  RpcHandler,
  asPromoted,
  pickPromoted,
  placePromoted,
  promotedSlots,
  RecentValues,
  writeBookmark,
} from '@pinboard/service-kit';
import { z } from 'zod';
import type { FeedConfig } from '../config.js';
import { FollowGraphService } from '../follow-graph/follow-graph.service.js';
import { PinDocs, type KnownPin } from '../pin-docs/pin-docs.service.js';
import { PinIndexService, type PopularCursor } from '../pin-index/pin-index.service.js';
import { mergeNewestFirst, type FeedEntry } from './feed-merge.js';
import { PopularPages } from './popular-pages.js';
import { PromotedSaves } from './promoted-saves.js';
import { HomeFeedStore } from './home-feed.store.js';

/**
 * Where the next page starts: in what the viewer follows, before a save (`f`); or in the popular
 * Pins, after a (hot, original) pair (`h`, `r`).
 */
const homeCursor = z.union([
  z.strictObject({ f: idSchema }).transform(({ f }) => ({ phase: 'following' as const, before: BigInt(f) })),
  z
    .strictObject({ h: z.string().regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i), r: idSchema })
    .transform(({ h, r }) => ({ phase: 'popular' as const, after: { hot: Number(h), rootId: BigInt(r) } })),
]);

type Entries = (FeedEntry & { hot?: number })[];

/** A Pin the viewer may see: there, and not by someone blocked either way. */
const shownTo = (blocked: ReadonlySet<bigint>, pin: Pin | undefined): pin is Pin =>
  pin !== undefined && !blocked.has(BigInt(pin.pinner.id));
/** A Pin with its original's saves (an original seen by no event counts once). */
const withSaves = (pin: Pin, count: number | undefined): FeedPin => ({
  ...pin,
  aggregated_pin_data: { aggregated_stats: { saves: count ?? 1 } },
});
/**
 * How long visitors share a promoted Pin as pins answered it: every visitor sees the same Pin, and
 * the same few are promoted on every page, so each page no longer waits on pins for it (a change
 * to the Pin reaches visitors within this, as their closeups do).
 */
export const VISITOR_PROMOTED_PIN_MAX_AGE_MS = 1_000;
/** A rebuild that keeps losing to changes gives up; this read shows what Redis has, the next retries. */
const REBUILD_ATTEMPTS = 3;

/**
 * The home feed. A signed-in person's: the Pins of the people and boards they follow, newest first
 * (their feed in Redis, merged with the Pins of heavy sources read now), then popular Pins when it
 * runs out. A visitor's: popular Pins. A blocked person's Pins never show, either way.
 */
@Controller()
export class HomeFeedController {
  private readonly logger = new Logger(HomeFeedController.name);
  /** Whether a page may have an ad at all (no serving call per page while no campaign runs). */
  private readonly adsInFeed: AdsInPlacement;
  /** Promoted Pins as visitors see them, by the ids asked together. */
  private readonly visitorsPromotedPins = new RecentValues<string, Map<string, Pin>>(
    VISITOR_PROMOTED_PIN_MAX_AGE_MS,
    1_000,
  );

  constructor(
    private readonly feeds: HomeFeedStore,
    private readonly pins: PinIndexService,
    private readonly graph: FollowGraphService,
    private readonly promotedSaves: PromotedSaves,
    private readonly popularPages: PopularPages,
    private readonly docs: PinDocs,
    private readonly rpc: RpcClient,
    @InjectConfig() private readonly config: FeedConfig,
  ) {
    this.adsInFeed = new AdsInPlacement(rpc, 'feed');
  }

  @RpcHandler(Rpc.feed.home)
  async home({
    viewer_id,
    bookmark,
    page_size,
    promoted = true,
  }: RpcInput<typeof Rpc.feed.home>): Promise<Page<FeedPin>> {
    const size = page_size ?? PAGE_SIZE_DEFAULT;
    const hydrate = (
      entries: Entries,
      next: string,
      viewer: bigint | null,
      known?: ReadonlyMap<bigint, number>,
    ) => this.hydrate(entries, next, viewer, known, promoted);
    const start = readBookmark(bookmark, homeCursor);
    if (start === 'end') return emptyPage();
    const viewer = viewer_id === null ? null : BigInt(viewer_id);
    const cursor = start.first ? null : start.after;

    if (viewer === null) {
      const popular = await this.popular(cursor?.phase === 'popular' ? cursor.after : null, size);
      return hydrate(popular.entries, popular.bookmark, viewer, popular.saves);
    }
    if (cursor?.phase === 'popular') {
      const popular = await this.popular(cursor.after, size, await this.feeds.originals(viewer));
      return hydrate(popular.entries, popular.bookmark, viewer, popular.saves);
    }
    const following = await this.following(viewer, cursor?.before ?? null, size);
    if (following.length === size) {
      return hydrate(following, writeBookmark({ f: following.at(-1)!.pinId.toString() }), viewer);
    }
    // What they follow ran out: popular Pins fill the page and go on from there, leaving out what
    // the feed showed already.
    const shown = await this.feeds.originals(viewer);
    for (const entry of following) shown.add(entry.rootId);
    const popular = await this.popular(null, size - following.length, shown);
    return hydrate([...following, ...popular.entries], popular.bookmark, viewer, popular.saves);
  }

  /**
   * The promoted Pins for a page the caller already has (a visitor's page the gateway shares):
   * serving's winners for its slots, as the viewer may see them, with their saves.
   */
  @RpcHandler(Rpc.feed.promoted)
  async promoted({
    viewer_id,
    exclude_pin_ids,
    slots,
  }: RpcInput<typeof Rpc.feed.promoted>): Promise<FeedPin[]> {
    const viewer = viewer_id === null ? null : BigInt(viewer_id);
    const { ads, blocked } = await this.adsAndBlocks(viewer, slots, exclude_pin_ids);
    if (ads.length === 0) return [];
    const pinIds = ads.map((ad) => BigInt(ad.pin_id));
    const read = () => this.pinsFor(pinIds, viewer_id);
    const [pins, saves] = await Promise.all([
      viewer === null ? this.visitorsPromotedPins.get(pinIds.join(','), read) : read(),
      this.promotedSaves.of(pinIds),
    ]);
    return this.promotedPins(ads, pins, blocked, saves);
  }

  /** The viewer's feed in Redis (rebuilt from Postgres when it is not there) merged with fan-in. */
  private async following(viewer: bigint, before: bigint | null, size: number): Promise<FeedEntry[]> {
    const [copied, read] = await Promise.all([
      this.copied(viewer, before, size),
      this.graph.heavySourcesOf(viewer).then((heavy) => this.pins.latestOf(heavy, before, size)),
    ]);
    return mergeNewestFirst([copied, read], size);
  }

  /** The viewer's feed as Redis has it, rebuilt first when it is not there. */
  private async copied(viewer: bigint, before: bigint | null, size: number): Promise<FeedEntry[]> {
    const entries = await this.feeds.readIfThere(viewer, before, size);
    if (entries !== null) return entries;
    await this.rebuild(viewer);
    return this.feeds.read(viewer, before, size);
  }

  /**
   * Rebuilds the viewer's feed from what they follow. What they follow is read inside the rebuild,
   * after it noted the feed's generation: a follow applied meanwhile makes it try again.
   */
  private async rebuild(viewer: bigint): Promise<void> {
    const build = async () =>
      this.pins.rebuildEntries(
        (await this.graph.sourcesOf(viewer)).light,
        this.config.HOME_FEED_REBUILD_PER_SOURCE,
        this.config.HOME_FEED_MAX_ITEMS,
      );
    for (let attempt = 0; attempt < REBUILD_ATTEMPTS; attempt++) {
      if (await this.feeds.rebuild(viewer, build)) return;
    }
  }

  private async popular(
    after: PopularCursor | null,
    size: number,
    exclude: ReadonlySet<bigint> = new Set(),
  ): Promise<{ entries: Entries; bookmark: string; saves: Map<bigint, number> }> {
    const { rows, saves } = await this.popularPages.get(after, size + 1);
    const page = rows.slice(0, size);
    const last = page.at(-1);
    const bookmark =
      rows.length > size && last
        ? writeBookmark({ h: String(last.hot), r: last.rootId.toString() })
        : END_BOOKMARK;
    return { entries: page.filter((entry) => !exclude.has(entry.rootId)), bookmark, saves };
  }

  /** Each entry's saves: those known, and the others from the index. */
  private async savesOf(entries: Entries, known: ReadonlyMap<bigint, number>): Promise<Map<bigint, number>> {
    const unknown = entries.map((entry) => entry.rootId).filter((root) => !known.has(root));
    const read = unknown.length > 0 ? await this.pins.savesOf(unknown) : new Map<bigint, number>();
    return new Map([...known, ...read]);
  }

  /**
   * The Pins themselves, with their saves, blocks left out, and promoted Pins in the page's slots
   * (service-kit promoted-pins), read from their docs where they can be (pinsFor). Serving is
   * asked while the page's docs and the viewer's blocks are read.
   */
  private async hydrate(
    entries: Entries,
    bookmark: string,
    viewer: bigint | null,
    /** Saves already known (a popular page's); the others are read. */
    known: ReadonlyMap<bigint, number> = new Map(),
    /** Whether promoted Pins take the page's slots (the gateway lays a shared page's on itself). */
    promoted = true,
  ): Promise<Page<FeedPin>> {
    if (entries.length === 0) return { items: [], bookmark };
    const viewerId = viewer === null ? null : viewer.toString();
    const slots = promoted && (await this.adsInFeed.mayServe()) ? promotedSlots(entries.length) : [];
    const [{ ads, blocked }, entryDocs] = await Promise.all([
      this.adsAndBlocks(
        viewer,
        slots.length,
        entries.map((entry) => entry.pinId.toString()),
      ),
      this.docs.read(entries.map((entry) => entry.pinId)),
    ]);
    const adPinIds = ads.map((ad) => BigInt(ad.pin_id));
    const docs =
      adPinIds.length === 0 ? entryDocs : new Map([...entryDocs, ...(await this.docs.read(adPinIds))]);
    const [byId, saves, promotedSaves] = await Promise.all([
      this.pinsFor([...entries.map((entry) => entry.pinId), ...adPinIds], viewerId, docs),
      this.savesOf(entries, known),
      this.promotedSaves.of(adPinIds),
    ]);
    const rootOf = new Map(entries.map((entry) => [entry.pinId.toString(), entry.rootId]));
    const items = entries
      .map((entry) => byId.get(entry.pinId.toString()))
      .filter((pin) => shownTo(blocked, pin))
      .map((pin) => withSaves(pin, saves.get(rootOf.get(pin.id)!)));
    return {
      items: placePromoted(items, this.promotedPins(ads, byId, blocked, promotedSaves), slots),
      bookmark,
    };
  }

  /**
   * The Pins of `ids` the viewer may see, by id: public ones from their docs (`docs`, read here
   * unless given), the others (no doc yet, or a secret board's, which its owner may see) asked of
   * pins, which judges who may see what. A doc missing here is written from pins' answer, not
   * awaited: a page neither waits on it nor fails with it.
   */
  private async pinsFor(
    ids: readonly bigint[],
    viewerId: string | null,
    docs?: ReadonlyMap<bigint, KnownPin>,
  ): Promise<Map<string, Pin>> {
    const found = docs ?? (await this.docs.read(ids));
    const asked = ids.filter((id) => found.get(id)?.public !== true);
    const answered =
      asked.length === 0
        ? []
        : await this.rpc.request(Rpc.pins.getMany, { pin_ids: asked.map(String), viewer_id: viewerId });
    this.docs
      .fillIn(answered.filter((pin) => !found.has(BigInt(pin.id))))
      .catch((error: unknown) => this.logger.warn(`pin docs not filled in: ${String(error)}`));
    const byId = new Map(answered.map((pin) => [pin.id, pin]));
    for (const { pin, public: isPublic } of found.values()) if (isPublic) byId.set(pin.id, pin);
    return byId;
  }

  /** Serving's winners for `slots` slots of a page showing `shownPinIds`, asked while the viewer's blocks are read. */
  private async adsAndBlocks(
    viewer: bigint | null,
    slots: number,
    shownPinIds: readonly string[],
  ): Promise<{ ads: ServedAd[]; blocked: Set<bigint> }> {
    const [ads, blocked] = await Promise.all([
      pickPromoted(this.rpc, {
        viewerId: viewer === null ? null : viewer.toString(),
        placement: 'feed',
        slots,
        excludePinIds: shownPinIds,
      }),
      viewer === null ? Promise.resolve(new Set<bigint>()) : this.graph.blockedWith(viewer),
    ]);
    return { ads, blocked };
  }

  /** The served ads' Pins, promoted, that the viewer may see, with their saves. */
  private promotedPins(
    ads: readonly ServedAd[],
    byId: ReadonlyMap<string, Pin>,
    blocked: ReadonlySet<bigint>,
    saves: ReadonlyMap<bigint, number>,
  ): FeedPin[] {
    return ads.flatMap((ad) => {
      const pin = byId.get(ad.pin_id);
      return shownTo(blocked, pin) ? [withSaves(asPromoted(pin, ad), saves.get(BigInt(pin.id)))] : [];
    });
  }
}

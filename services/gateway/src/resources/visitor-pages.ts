import type { AdPlacement, Page } from '@pinboard/contracts';
import { AdsInPlacement, currentViewerCountry, RecentValues, type RpcClient } from '@pinboard/service-kit';

/** How long a visitor's page is reused: a new, edited or removed Pin shows within this time. */
export const VISITOR_PAGE_MAX_AGE_MS = 1000;
/** Pages remembered at most per placement and process (the least recently read go first). */
const KEPT = 200;

/** A page's item: a Pin may be promoted; boards and people never are. */
const isPromoted = (item: object) => 'is_promoted' in item && item.is_promoted === true;

/**
 * Visitors' pages in one ad placement (issue 10's popular pages served from a cache): the home
 * feed, search results, more like this. Every visitor from one country asking with the same
 * options sees the same page, so each is asked of its service at most once per
 * VISITOR_PAGE_MAX_AGE_MS per gateway process, and concurrent askers share that read.
 *
 * Never while an ad may serve in the placement: an ad is chosen per request (the auction, pacing,
 * a tracking token of its own), so those pages are read every time, as a person's are. A page that
 * comes back with a promoted Pin anyway (a campaign began since serving last said none may serve)
 * is not kept.
 */
export class VisitorPages {
  private readonly pages: RecentValues<string, Page<object>>;

  constructor(
    private readonly ads: Pick<AdsInPlacement, 'mayServe'>,
    maxAgeMs = VISITOR_PAGE_MAX_AGE_MS,
  ) {
    this.pages = new RecentValues(maxAgeMs, KEPT);
  }

  /** Whether an ad may serve in the placement now (serving's eligible set, asked every 2 s). */
  mayServeAds(): Promise<boolean> {
    return this.ads.mayServe();
  }

  /**
   * A page its service answered without ads (the caller lays each request's on): shared whether or
   * not an ad may serve, and by every country (only ads differ by country).
   */
  shared<T extends object>(
    options: object,
    read: () => Promise<Page<T>>,
    now = Date.now(),
  ): Promise<Page<T>> {
    return this.pages.get(`without ads ${JSON.stringify(options)}`, read, now) as Promise<Page<T>>;
  }

  async get<T extends object>(
    options: object,
    read: () => Promise<Page<T>>,
    now = Date.now(),
  ): Promise<Page<T>> {
    if (await this.ads.mayServe()) return read();
    // Ads target by country: a page with none for one country may have one for another.
    const key = `${currentViewerCountry() ?? ''} ${JSON.stringify(options)}`;
    const page = (await this.pages.get(key, read, now)) as Page<T>;
    if (page.items.some(isPromoted)) this.pages.forget(key);
    return page;
  }
}

// One process has one bus client; keyed by it only to keep tests' gateways apart.
const byClient = new WeakMap<RpcClient, Map<AdPlacement, VisitorPages>>();

/** The gateway's visitors' pages of one placement, read through `rpc`. */
export function visitorPagesOf(rpc: RpcClient, placement: AdPlacement): VisitorPages {
  let placements = byClient.get(rpc);
  if (!placements) byClient.set(rpc, (placements = new Map()));
  let pages = placements.get(placement);
  if (!pages) placements.set(placement, (pages = new VisitorPages(new AdsInPlacement(rpc, placement))));
  return pages;
}

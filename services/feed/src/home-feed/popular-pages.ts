import { Injectable } from '@nestjs/common';
import { InjectConfig, RecentValues } from '@pinboard/service-kit';
import type { FeedConfig } from '../config.js';
import { PinIndexService, type PopularCursor } from '../pin-index/pin-index.service.js';
import type { FeedEntry } from './feed-merge.js';

/** Pages remembered at most (the least recently made go first). */
const KEPT = 200;

/** A page of the popular feed as the index has it: its originals, and each original's saves. */
export interface PopularPage {
  rows: (FeedEntry & { hot: number })[];
  saves: Map<bigint, number>;
}

/**
 * The popular feed's pages, each read from the index at most once per POPULAR_PAGE_CACHE_MS (1 s
 * unless told; 0 reads every time). Visitors all read the same first pages, so this saves two
 * queries a page for nearly all of them; a new Pin, a save or a removal shows within that time.
 * Which Pins a viewer may see is still read on every page: only the index's order and counts are
 * reused. Concurrent readers of a page being read wait for the same read.
 */
@Injectable()
export class PopularPages {
  private readonly pages: RecentValues<string, PopularPage>;

  constructor(
    private readonly pins: PinIndexService,
    @InjectConfig() private readonly config: FeedConfig,
  ) {
    this.pages = new RecentValues(config.POPULAR_PAGE_CACHE_MS, KEPT);
  }

  get(after: PopularCursor | null, take: number, now = Date.now()): Promise<PopularPage> {
    if (this.config.POPULAR_PAGE_CACHE_MS === 0) return this.read(after, take);
    const key = after === null ? `first:${take}` : `${after.hot}:${after.rootId}:${take}`;
    return this.pages.get(key, () => this.read(after, take), now);
  }

  private async read(after: PopularCursor | null, take: number): Promise<PopularPage> {
    const rows = await this.pins.popularPage(after, take);
    return { rows, saves: await this.pins.savesOf(rows.map((row) => row.rootId)) };
  }
}

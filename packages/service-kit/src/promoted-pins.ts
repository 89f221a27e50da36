/**
 * Promoted Pins on a page of Pins (the home feed, search results): serving's auction picks them for
 * the viewer, pins reads them as the viewer may see them, and they go into fixed slots with SPEC
 * §3's is_promoted, promoter and tracking_params. Ads never hold a page up: when serving is slow or
 * down, or a promoted Pin is not for this viewer, the page is what it was.
 */
import { Rpc, type AdPlacement, type Pin, type ServedAd } from '@pinboard/contracts';
import { RecentValue } from './recent-value.js';
import type { RpcClient } from './rpc-client.js';
import { currentViewerCountry } from './viewer-country.js';

/** Where promoted Pins go on a page: the 3rd and the 13th tile. */
export const PROMOTED_SLOTS = [2, 12];
/** How long a page waits for serving before it is shown without ads. */
export const SERVING_WAIT_MS = 250;

/** `work`'s answer, or a failure when it takes longer than `ms`. */
export function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The slots a page of this length has: fewer on a short page; a page that promotes its own Pins
 * (search) always has its first.
 */
export function promotedSlots(pageLength: number, promoteOnPage = false): number[] {
  return PROMOTED_SLOTS.filter(
    (slot, i) => slot < pageLength || (promoteOnPage && i === 0 && pageLength > 0),
  );
}

/** How long what serving last said is eligible is trusted before it is asked again. */
export const ELIGIBLE_ADS_MAX_AGE_MS = 2_000;

/**
 * Whether any ad may serve in a placement now, as serving last said (asked again in the background
 * every ELIGIBLE_ADS_MAX_AGE_MS): a page asks serving to pick only when one may, so that while no
 * campaign runs no page pays that round trip. A new ad is picked a moment later; a paused one never
 * (serving's auction checks its own eligibility). When serving cannot be asked, pages go without.
 */
export class AdsInPlacement {
  private readonly any: RecentValue<boolean>;

  constructor(rpc: RpcClient, placement: AdPlacement) {
    this.any = new RecentValue(
      ELIGIBLE_ADS_MAX_AGE_MS,
      async () =>
        (await withinMs(SERVING_WAIT_MS, rpc.request(Rpc.ads.eligiblePins, { placement }))).pin_ids.length >
        0,
      false,
    );
  }

  mayServe(): Promise<boolean> {
    return this.any.get();
  }
}

export interface PickRequest {
  viewerId: string | null;
  placement: AdPlacement;
  slots: number;
  /** Pins the page shows: not promoted on it again. */
  excludePinIds?: readonly string[];
  /** Only ads for these Pins compete (search: the promoted Pins that match the query). */
  onlyPinIds?: readonly string[];
  /** Search: what was searched for; ad groups with keywords compete by it, whatever onlyPinIds says. */
  query?: string;
}

/**
 * Serving's winners for the slots; none when there are no slots, when no Pin may compete and no
 * query can bring keyword-targeted ones, or when serving is slow or down.
 */
export async function pickPromoted(rpc: RpcClient, request: PickRequest): Promise<ServedAd[]> {
  if (request.slots === 0 || (request.onlyPinIds?.length === 0 && request.query === undefined)) return [];
  try {
    const { ads } = await withinMs(
      SERVING_WAIT_MS,
      rpc.request(Rpc.ads.pickAds, {
        viewer_id: request.viewerId,
        // The request's, as the gateway judged it (viewer-country.ts): GEO targeting matches it.
        viewer_country: currentViewerCountry(),
        placement: request.placement,
        slots: request.slots,
        exclude_pin_ids: [...(request.excludePinIds ?? [])],
        ...(request.onlyPinIds ? { only_pin_ids: [...request.onlyPinIds] } : {}),
        ...(request.query !== undefined ? { query: request.query } : {}),
      }),
    );
    return ads;
  } catch {
    return [];
  }
}

/** The Pin as its promoted placement shows it. */
export function asPromoted(pin: Pin, ad: ServedAd): Pin {
  return { ...pin, is_promoted: true, promoter: ad.promoter, tracking_params: ad.tracking_token };
}

/** The page with the promoted items in its slots; a promoted Pin already on the page moves there. */
export function placePromoted<T extends { id: string }>(
  page: readonly T[],
  promoted: readonly T[],
  slots: readonly number[],
): T[] {
  const moved = new Set(promoted.map((item) => item.id));
  const result = page.filter((item) => !moved.has(item.id));
  promoted.forEach((item, i) => result.splice(Math.min(slots[i]!, result.length), 0, item));
  return result;
}

export interface PromotedPinsRequest<T> {
  viewerId: string | null;
  placement: AdPlacement;
  /** People the viewer blocked or is blocked by: their Pins are not shown, promoted or not. */
  blocked?: (pinnerId: string) => boolean;
  /** Only ads for these Pins compete (search: the promoted Pins that match the query). */
  onlyPinIds?: readonly string[];
  /** Search: what was searched for (see PickRequest). */
  query?: string;
  /**
   * A Pin of the page may win a slot: it then moves there, promoted (search, where the promoted Pins
   * are those the query finds). Otherwise the page's Pins are not promoted on it again (the feed).
   */
  promoteOnPage?: boolean;
  /** More Pins not to promote here (the closeup's own Pin under it). */
  alsoExclude?: readonly string[];
  /** The page's items made of the promoted Pins. */
  itemsOf(promoted: Pin[]): Promise<T[]> | T[];
}

/**
 * The page with promoted Pins in its slots, read after the page (a page that can ask serving and
 * pins together, as the home feed does, uses the pieces above instead).
 */
export async function withPromotedPins<T extends { id: string }>(
  rpc: RpcClient,
  page: readonly T[],
  request: PromotedPinsRequest<T>,
): Promise<T[]> {
  const slots = promotedSlots(page.length, request.promoteOnPage);
  const ads = await pickPromoted(rpc, {
    viewerId: request.viewerId,
    placement: request.placement,
    slots: slots.length,
    excludePinIds: [
      ...(request.promoteOnPage ? [] : page.map((item) => item.id)),
      ...(request.alsoExclude ?? []),
    ],
    ...(request.onlyPinIds ? { onlyPinIds: request.onlyPinIds } : {}),
    ...(request.query !== undefined ? { query: request.query } : {}),
  });
  if (ads.length === 0) return [...page];
  try {
    const pins = await rpc.request(Rpc.pins.getMany, {
      pin_ids: ads.map((ad) => ad.pin_id),
      viewer_id: request.viewerId,
    });
    const byId = new Map(pins.map((pin) => [pin.id, pin]));
    const promoted = ads.flatMap((ad) => {
      const pin = byId.get(ad.pin_id);
      return pin && !request.blocked?.(pin.pinner.id) ? [asPromoted(pin, ad)] : [];
    });
    return placePromoted(page, await request.itemsOf(promoted), slots);
  } catch {
    return [...page];
  }
}

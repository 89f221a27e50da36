import { Controller } from '@nestjs/common';
import {
  audienceMatches,
  phrasesOf,
  Rpc,
  UNKNOWN_AUDIENCE,
  type RpcInput,
  type ServedAd,
} from '@pinboard/contracts';
import { InjectConfig, mintTrackingToken, RpcHandler } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import type { AdsConfig } from '../config.js';
import { runAuction } from './auction.js';
import { EligibleAds } from './eligible-ads.js';
import { FREQUENCY_CAP, frequencyKey, utcDay } from './frequency-cap.js';
import { competesInSearch } from './search-targeting.js';
import { ViewerAudiences } from './viewer-audiences.js';

/**
 * ads.serving.pick: the promoted Pins for a page's slots, by a second-price auction among the
 * eligible ads (see auction.ts), each with a tracking token that prices its events. In search, the
 * query and the Pins it matches say which ads compete (search-targeting.ts); an ad that names
 * countries, ages or genders competes only for viewers known to be in them (the request's country
 * as the gateway judged it, viewer-audiences.ts for ages). An ad a person has seen FREQUENCY_CAP
 * times today is not served to them again (frequency-cap.ts).
 */
@Controller()
export class ServingController {
  constructor(
    private readonly eligible: EligibleAds,
    private readonly audiences: ViewerAudiences,
    private readonly redis: Redis,
    @InjectConfig() private readonly config: AdsConfig,
  ) {}

  @RpcHandler(Rpc.ads.eligiblePins)
  async eligiblePins({ placement }: RpcInput<typeof Rpc.ads.eligiblePins>) {
    const ads = await this.eligible.get(placement);
    return {
      pin_ids: [...new Set(ads.map((ad) => ad.pinId))],
      keywords: [...new Set(ads.flatMap((ad) => ad.keywords))],
    };
  }

  @RpcHandler(Rpc.ads.pickAds)
  async pick({
    viewer_id,
    viewer_country,
    placement,
    slots,
    exclude_pin_ids,
    only_pin_ids,
    query,
  }: RpcInput<typeof Rpc.ads.pickAds>) {
    const now = new Date();
    const excluded = new Set(exclude_pin_ids);
    const search = {
      phrases: query === undefined ? null : phrasesOf(query),
      matchingPins: only_pin_ids ? new Set(only_pin_ids) : null,
    };
    let candidates = (await this.eligible.get(placement, now)).filter(
      (ad) => !excluded.has(ad.pinId) && competesInSearch(ad, search),
    );
    // Who the viewer is matters only when an ad names ages or genders; asked while Redis counts.
    const targeted = candidates.some((ad) => ad.audience.AGE_BUCKET?.length || ad.audience.GENDER?.length);
    const [known, seen] = await Promise.all([
      targeted ? this.audiences.get(viewer_id) : UNKNOWN_AUDIENCE,
      viewer_id !== null && candidates.length > 0
        ? this.redis.mget(candidates.map((ad) => frequencyKey(utcDay(now), viewer_id, ad.adId)))
        : null,
    ]);
    const audience = { ...known, country: viewer_country };
    candidates = candidates.filter(
      (ad, i) => Number(seen?.[i] ?? 0) < FREQUENCY_CAP && audienceMatches(ad.audience, audience),
    );
    const wins = runAuction(candidates, slots, now);
    const ads: ServedAd[] = wins.map(({ candidate: ad, price }) => ({
      pin_id: ad.pinId,
      ad_id: ad.adId,
      promoter: { name: ad.promoterName, ad_account_id: ad.adAccountId },
      tracking_token: mintTrackingToken(
        {
          ad_id: ad.adId,
          ad_group_id: ad.adGroupId,
          campaign_id: ad.campaignId,
          ad_account_id: ad.adAccountId,
          viewer_id,
          price_in_micro_currency: price,
          billable_event: ad.billableEvent,
          placement,
        },
        this.config.ADS_TRACKING_SECRET,
        now.getTime(),
      ),
    }));
    return { ads };
  }
}

/** Rules an ad group must keep, pure so that an ads manager form can check them as the service does. */
import { AdsTexts } from './texts.js';

export interface AdGroupBudgetAndBid {
  budget_type: string;
  end_time?: number | null;
  bid_strategy_type: string;
  bid_in_micro_currency?: number | null;
}

/** Why an ad group (as it would be after a write) is not valid, or null when it is. */
export function adGroupProblem(group: AdGroupBudgetAndBid): string | null {
  if (group.budget_type === 'LIFETIME' && group.end_time == null) return AdsTexts.lifetimeNeedsEnd;
  if (group.bid_strategy_type !== 'AUTOMATIC_BID' && group.bid_in_micro_currency == null) {
    return AdsTexts.bidRequired;
  }
  return null;
}

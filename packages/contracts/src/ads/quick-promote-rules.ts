/**
 * Quick promote's numbers and naming (SPEC §5, §9), pure so that the modal and the service agree.
 * Budgets are daily, in whole units of the ad account's currency; durations in days.
 */
export const QUICK_PROMOTE_OBJECTIVES = ['CONSIDERATION', 'WEB_CONVERSION', 'CATALOG_SALES'] as const;
export type QuickPromoteObjective = (typeof QUICK_PROMOTE_OBJECTIVES)[number];

/** SPEC §5: a campaign name is kept whole under 64 characters, else cut to 62 and an ellipsis. */
export const QUICK_PROMOTE_NAME_MAX = 64;
export function quickPromoteCampaignName(name: string): string {
  const chars = [...name];
  return chars.length < QUICK_PROMOTE_NAME_MAX ? name : `${chars.slice(0, 62).join('')}…`;
}

export interface BudgetAndDuration {
  budget: number;
  days: number;
}

/** SPEC §9: what the form starts with ("typical 1 and 10; US 3 and 10; CZ 80 and 10; SE, NO, DK 10 and 30"). */
export function quickPromoteDefaults(country: string): BudgetAndDuration {
  const code = country.toUpperCase();
  if (code === 'US') return { budget: 3, days: 10 };
  if (code === 'CZ') return { budget: 80, days: 10 };
  if (code === 'SE' || code === 'NO' || code === 'DK') return { budget: 10, days: 30 };
  return { budget: 1, days: 10 };
}

/** SPEC §9's suggested budgets ("typical 7 and 10 days; AU 10; CA 9; GB 5; CZ 150; SE and NO 70 and 30; DK 50 and 30"). */
export function quickPromoteSuggestion(country: string): BudgetAndDuration {
  const code = country.toUpperCase();
  const own: Record<string, BudgetAndDuration> = {
    AU: { budget: 10, days: 10 },
    CA: { budget: 9, days: 10 },
    GB: { budget: 5, days: 10 },
    CZ: { budget: 150, days: 10 },
    SE: { budget: 70, days: 30 },
    NO: { budget: 70, days: 30 },
    DK: { budget: 50, days: 30 },
  };
  return Object.hasOwn(own, code) ? own[code]! : { budget: 7, days: 10 };
}

/** SPEC §9: the smallest daily budget, 1 in most countries, 11 in CZ. */
export function quickPromoteMinimumBudget(country: string): number {
  return country.toUpperCase() === 'CZ' ? 11 : 1;
}

/** A quick promote runs at most a year (SPEC §9's 365). */
export const QUICK_PROMOTE_DAYS_MAX = 365;

/** Limits and rules of the advertiser API (Pinterest API v5 where it says). */

/** Batch creates and updates take 1 to 30 objects (v5). */
export const ADS_BATCH_MAX = 30;
/** v5 lists: page_size 1 to 250, 25 unless told. */
export const ADS_PAGE_SIZE_MAX = 250;
export const ADS_PAGE_SIZE_DEFAULT = 25;
/** Money is in micro-currency: 1,000,000 is one unit of the ad account's currency. */
export const MICRO_CURRENCY = 1_000_000;
export const AD_NAME_MAX = 255;

export const AD_ACCOUNT_ROLES = [
  'ADMIN',
  'CAMPAIGN_MANAGER',
  'ANALYST',
  'FINANCE_MANAGER',
  'AUDIENCE_MANAGER',
] as const;
export type AdAccountRole = (typeof AD_ACCOUNT_ROLES)[number];

/** Who may change campaigns, ad groups and ads; every role may read them. */
export const AD_WRITER_ROLES: readonly AdAccountRole[] = ['ADMIN', 'CAMPAIGN_MANAGER'];

export const ENTITY_STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DRAFT'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];
/** v5 lists show these unless entity_statuses says otherwise. */
export const DEFAULT_ENTITY_STATUSES: readonly EntityStatus[] = ['ACTIVE', 'PAUSED'];

export const OBJECTIVE_TYPES = [
  'AWARENESS',
  'CONSIDERATION',
  'WEB_CONVERSION',
  'CATALOG_SALES',
  'VIDEO_COMPLETION',
] as const;
export const BUDGET_TYPES = ['DAILY', 'LIFETIME'] as const;
export const BID_STRATEGY_TYPES = ['AUTOMATIC_BID', 'MAX_BID', 'TARGET_AVG'] as const;
export const BILLABLE_EVENTS = ['CLICKTHROUGH', 'IMPRESSION'] as const;
export const PLACEMENT_GROUPS = ['ALL', 'BROWSE', 'SEARCH'] as const;
export const TARGETING_GENDERS = ['female', 'male', 'unknown'] as const;
export const AGE_BUCKETS = ['18-24', '25-34', '35-44', '45-49', '50-54', '55-64', '65+'] as const;
/** An ad group's search keywords (targeting_spec KEYWORD, NEGATIVE_KEYWORD): each list, each keyword. */
export const KEYWORDS_MAX = 200;
export const KEYWORD_LENGTH_MAX = 80;
export const KEYWORD_WORDS_MAX = 10;

const EURO_COUNTRIES = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT'];
const OWN_CURRENCY: Record<string, string> = {
  AU: 'AUD',
  CA: 'CAD',
  CH: 'CHF',
  DK: 'DKK',
  GB: 'GBP',
  NO: 'NOK',
  NZ: 'NZD',
  SE: 'SEK',
};

/**
 * The countries an ad account is offered in: every country SPEC §9 names (its currency table and
 * quick promote's budgets), the default US first. The API takes any two-letter code.
 */
export const AD_COUNTRIES = ['US', ...Object.keys(OWN_CURRENCY), ...EURO_COUNTRIES, 'CZ'].sort((a, b) =>
  a === 'US' ? -1 : b === 'US' ? 1 : a.localeCompare(b),
);

/** The currencies SPEC §9 names (USD first): what a person picks a price range in. */
export const SPEC_CURRENCIES = ['USD', 'EUR', ...Object.values(OWN_CURRENCY)];

/** SPEC §9: euro for the euro countries it names, their own currency for eight more, USD otherwise. */
export function currencyOf(country: string): string {
  const code = country.toUpperCase();
  if (EURO_COUNTRIES.includes(code)) return 'EUR';
  return OWN_CURRENCY[code] ?? 'USD';
}

// ---- served ads' events (tracking.ts) ----
/** Where a promoted Pin was shown. */
export const AD_PLACEMENTS = ['feed', 'search', 'related'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** What the browser records of a served ad. */
export const AD_EVENT_TYPES = ['impression', 'closeup', 'save', 'outbound_click'] as const;
export type AdEventType = (typeof AD_EVENT_TYPES)[number];

/** A token older than this is refused: events come within a day of the ad being served. */
export const TRACKING_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Clocks differ: an event may claim a time up to this far after the server's now. */
export const AD_EVENT_CLOCK_SKEW_SECONDS = 5 * 60;
/** The collection endpoint takes 1 to 100 events a request. */
export const AD_EVENTS_BATCH_MAX = 100;
/** Longer than any token we mint: anything longer is not one. */
export const TRACKING_TOKEN_MAX_LENGTH = 1024;

/** Why the endpoint dropped an event (the rest of the request is still accepted). */
export const AD_EVENT_DROP_REASONS = ['malformed', 'bad_token', 'expired_token', 'duplicate'] as const;
export type AdEventDropReason = (typeof AD_EVENT_DROP_REASONS)[number];

// ---- v5 analytics (analytics.ts) ----
export const ANALYTICS_COLUMNS = [
  'SPEND_IN_MICRO_DOLLAR',
  'SPEND_IN_DOLLAR',
  'TOTAL_IMPRESSION',
  'TOTAL_CLICKTHROUGH',
  'TOTAL_SAVE',
  'TOTAL_CLOSEUP',
  'CTR',
  'CPC_IN_MICRO_DOLLAR',
  'CPM_IN_MICRO_DOLLAR',
] as const;
export type AnalyticsColumn = (typeof ANALYTICS_COLUMNS)[number];
export const ANALYTICS_GRANULARITIES = ['TOTAL', 'DAY', 'HOUR'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];
/** v5: at most 100 ids a call, and 90 days (3 with granularity HOUR). */
export const ANALYTICS_IDS_MAX = 100;
export const ANALYTICS_DAYS_MAX = 90;
export const ANALYTICS_HOUR_DAYS_MAX = 3;

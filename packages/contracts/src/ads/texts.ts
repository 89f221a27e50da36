import { defineTexts } from '../common/texts.js';

/** What the advertiser API says; Pinterest's v5 has no fixed texts for these, so they are ours. */
export const AdsTexts = defineTexts({
  /** SPEC §8: an advertiser path that does not exist. */
  unknownUrlKey: 'unknown url key',
  quickPromoteBudget: 'Enter a daily budget.',
  quickPromoteMinimum: (minimum: string) => `The daily budget must be at least ${minimum}.`,
  conversionGoalRequired: 'A web conversion campaign needs a conversion tag and event.',
  productGroupsUnavailable: 'Product groups are not available yet: promote a Pin.',
  otherPin: 'pin_id must be the Pin of the path.',
  otherAdvertiser: 'advertiser_id must be the ad account of the path.',
  businessRequired:
    'You need a business account to use ads. Convert your account to a business account first.',
  adAccountNotFound: 'Ad account not found.',
  campaignNotFound: 'Campaign not found.',
  adGroupNotFound: 'Ad group not found.',
  adNotFound: 'Ad not found.',
  pinNotFound: 'Pin not found, or you cannot see it.',
  roleCannotRead: 'Your role on this ad account does not allow that.',
  roleCannotWrite:
    'Only an admin or a campaign manager of this ad account can change campaigns, ad groups and ads.',
  adminOnly: 'Only an admin of this ad account can do that.',
  ownerMustBeYou: 'You can only create ad accounts that you own.',
  nameRequired: 'Please give it a name.',
  countryInvalid: 'country must be a two-letter country code.',
  batchSize: 'Send between 1 and 30 objects.',
  otherAdAccount: 'ad_account_id must be the ad account of the path.',
  endBeforeStart: 'end_time must be after start_time.',
  lifetimeNeedsEnd: 'A lifetime budget needs an end_time.',
  bidRequired: 'MAX_BID and TARGET_AVG bid strategies need bid_in_micro_currency.',
  keywordInvalid: 'Each keyword needs 1 to 10 words (letters or digits) in at most 80 characters.',
  keywordsTooMany: 'An ad group takes at most 200 keywords and 200 negative keywords.',
  queryOnlyInSearch: 'query is for the search placement only.',
  memberNotBusiness: 'Members of an ad account need a business account.',
  alreadyMember: 'That person already has a role on this ad account.',
  memberNotFound: 'That person has no role on this ad account.',
  personNotFound: 'Nobody has that id.',
  ownerStaysAdmin: "The ad account's owner is always its admin.",
  oneRole: 'A member holds one role on an ad account: send one permission.',
  notAnAdAccountPermission: (permission: string) =>
    `${permission} is not a permission on an ad account: use ADMIN, CAMPAIGN_MANAGER, ANALYST, FINANCE_MANAGER or AUDIENCE_MANAGER.`,
  // ---- analytics (v5 /analytics) ----
  analyticsIdsRequired: (param: string) => `${param} must name 1 to 100 ids.`,
  analyticsColumnsRequired: 'columns must name at least one column.',
  unknownColumn: (column: string) => `columns: unknown column ${column}.`,
  dateInvalid: (param: string) => `${param} must be a date as YYYY-MM-DD.`,
  endDateBeforeStart: 'end_date must not be before start_date.',
  dateRangeTooLong: 'start_date and end_date may be at most 90 days apart.',
  hourRangeTooLong: 'With granularity HOUR, start_date and end_date may be at most 3 days apart.',
  granularityInvalid: 'granularity must be TOTAL, DAY or HOUR.',
});

/** The advertiser API's objects as Pinterest API v5 answers them (snake_case, unix seconds, micro-currency). */
import { z } from 'zod';
import {
  AD_ACCOUNT_ROLES,
  AGE_BUCKETS,
  BID_STRATEGY_TYPES,
  BILLABLE_EVENTS,
  BUDGET_TYPES,
  ENTITY_STATUSES,
  KEYWORD_LENGTH_MAX,
  KEYWORD_WORDS_MAX,
  KEYWORDS_MAX,
  OBJECTIVE_TYPES,
  PLACEMENT_GROUPS,
  TARGETING_GENDERS,
} from './limits.js';
import { keywordForm } from './keywords.js';
import { AdsTexts } from './texts.js';

export const adAccountRoleSchema = z.enum(AD_ACCOUNT_ROLES);
export const entityStatusSchema = z.enum(ENTITY_STATUSES);
export const objectiveTypeSchema = z.enum(OBJECTIVE_TYPES);
export const budgetTypeSchema = z.enum(BUDGET_TYPES);
export const bidStrategyTypeSchema = z.enum(BID_STRATEGY_TYPES);
export const billableEventSchema = z.enum(BILLABLE_EVENTS);
export const placementGroupSchema = z.enum(PLACEMENT_GROUPS);

/** Unix seconds, as v5 answers every time. */
const unixSeconds = z.number().int();

export const adAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.object({ id: z.string(), username: z.string() }),
  country: z.string(),
  currency: z.string(),
  /** The viewer's roles on it. */
  permissions: z.array(adAccountRoleSchema),
  created_time: unixSeconds,
  updated_time: unixSeconds,
});
export type AdAccount = z.output<typeof adAccountSchema>;

export const adAccountMemberSchema = z.object({
  ad_account_id: z.string(),
  user_id: z.string(),
  role: adAccountRoleSchema,
});
export type AdAccountMember = z.output<typeof adAccountMemberSchema>;

export const trackingUrlsSchema = z.strictObject({
  impression: z.array(z.url().max(2000)).max(3).optional(),
  click: z.array(z.url().max(2000)).max(3).optional(),
  engagement: z.array(z.url().max(2000)).max(3).optional(),
  buyable_button: z.array(z.url().max(2000)).max(3).optional(),
  audience_verification: z.array(z.url().max(2000)).max(3).optional(),
});
export type TrackingUrls = z.output<typeof trackingUrlsSchema>;

/** A search keyword (keywords.ts): kept as sent, with one to KEYWORD_WORDS_MAX words. */
const keywordSchema = z
  .string({ error: AdsTexts.keywordInvalid })
  .trim()
  .max(KEYWORD_LENGTH_MAX, AdsTexts.keywordInvalid)
  .refine((keyword) => {
    const words = keywordForm(keyword);
    return words !== '' && words.split(' ').length <= KEYWORD_WORDS_MAX;
  }, AdsTexts.keywordInvalid);
const keywordsSchema = z.array(keywordSchema).max(KEYWORDS_MAX, AdsTexts.keywordsTooMany);

/**
 * v5's targeting_spec: upper-case keys, each a list. KEYWORD and NEGATIVE_KEYWORD are ours (v5
 * keeps keywords apart, at /keywords): the search queries the ad group competes for, or never does.
 */
export const targetingSpecSchema = z.strictObject({
  AGE_BUCKET: z.array(z.enum(AGE_BUCKETS)).max(AGE_BUCKETS.length).optional(),
  GENDER: z.array(z.enum(TARGETING_GENDERS)).max(TARGETING_GENDERS.length).optional(),
  GEO: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'GEO: country codes such as US'))
    .max(100)
    .optional(),
  INTEREST: z
    .array(z.string().regex(/^[0-9]{1,20}$/, 'INTEREST: topic ids'))
    .max(100)
    .optional(),
  LOCALE: z.array(z.string().min(2).max(10)).max(50).optional(),
  KEYWORD: keywordsSchema.optional(),
  NEGATIVE_KEYWORD: keywordsSchema.optional(),
});
export type TargetingSpec = z.output<typeof targetingSpecSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  ad_account_id: z.string(),
  name: z.string(),
  status: entityStatusSchema,
  objective_type: objectiveTypeSchema,
  daily_spend_cap: z.number().int().nullable(),
  lifetime_spend_cap: z.number().int().nullable(),
  start_time: unixSeconds.nullable(),
  end_time: unixSeconds.nullable(),
  tracking_urls: trackingUrlsSchema.nullable(),
  created_time: unixSeconds,
  updated_time: unixSeconds,
  type: z.literal('campaign'),
});
export type Campaign = z.output<typeof campaignSchema>;

export const adGroupSchema = z.object({
  id: z.string(),
  ad_account_id: z.string(),
  campaign_id: z.string(),
  name: z.string(),
  status: entityStatusSchema,
  budget_in_micro_currency: z.number().int().nullable(),
  budget_type: budgetTypeSchema,
  bid_in_micro_currency: z.number().int().nullable(),
  bid_strategy_type: bidStrategyTypeSchema,
  billable_event: billableEventSchema,
  start_time: unixSeconds.nullable(),
  end_time: unixSeconds.nullable(),
  targeting_spec: targetingSpecSchema,
  placement_group: placementGroupSchema,
  tracking_urls: trackingUrlsSchema.nullable(),
  created_time: unixSeconds,
  updated_time: unixSeconds,
  type: z.literal('adgroup'),
});
export type AdGroup = z.output<typeof adGroupSchema>;

export const adSchema = z.object({
  id: z.string(),
  ad_account_id: z.string(),
  campaign_id: z.string(),
  ad_group_id: z.string(),
  pin_id: z.string(),
  creative_type: z.literal('REGULAR'),
  destination_url: z.string().nullable(),
  tracking_urls: trackingUrlsSchema.nullable(),
  name: z.string().nullable(),
  status: entityStatusSchema,
  created_time: unixSeconds,
  updated_time: unixSeconds,
  type: z.literal('pinad'),
});
export type Ad = z.output<typeof adSchema>;

/** Why one object of a batch failed: v5's numeric code and a message. */
export const adsExceptionSchema = z.object({ code: z.number().int(), message: z.string() });
export type AdsException = z.output<typeof adsExceptionSchema>;

/**
 * A batch answer (v5): one result per object sent, in order. data is the object written, or null
 * when it failed and exceptions say why.
 */
export function batchReplySchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(z.object({ data: item.nullable(), exceptions: z.array(adsExceptionSchema) })),
  });
}
export interface BatchReply<T> {
  items: { data: T | null; exceptions: AdsException[] }[];
}

/** A v5 list: bookmark null on the last page. */
export function adsPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), bookmark: z.string().nullable() });
}
export interface AdsPage<T> {
  items: T[];
  bookmark: string | null;
}

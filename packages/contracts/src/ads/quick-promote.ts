/**
 * Quick promote (SPEC §3 payload, §7 `POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/`):
 * one call that makes a campaign, its ad group and the ad promoting the Pin, all or none.
 */
import { z } from 'zod';
import { actorSchema, idSchema } from '../common/schemas.js';
import { AD_NAME_MAX, AGE_BUCKETS, TARGETING_GENDERS } from './limits.js';
import { adGroupSchema, adSchema, campaignSchema } from './models.js';
import { QUICK_PROMOTE_DAYS_MAX, QUICK_PROMOTE_OBJECTIVES } from './quick-promote-rules.js';
import { AdsTexts } from './texts.js';

/** Countries as SPEC §3 sends them: a '+'-separated list ('US+CA'), or a list. */
const countriesSchema = z
  .union([z.string().max(400), z.array(z.string().max(2)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : v.split('+')).map((c) => c.trim().toUpperCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, AdsTexts.countryInvalid)).max(100));

export const quickPromoteTargetingSchema = z.strictObject({
  AGE_BUCKET: z.array(z.enum(AGE_BUCKETS)).max(AGE_BUCKETS.length).optional(),
  GENDER: z.array(z.enum(TARGETING_GENDERS)).max(TARGETING_GENDERS.length).optional(),
  /** Interests by topic id. */
  INTEREST: z
    .array(z.string().regex(/^[0-9]{1,20}$/, 'INTEREST: topic ids'))
    .max(100)
    .optional(),
  GEO: countriesSchema.optional(),
});

/** The body SPEC §3 names; advertiser_id and pin_id, when sent, must be the path's. */
export const quickPromoteOptions = z
  .strictObject({
    advertiser_id: idSchema.optional(),
    pin_id: idSchema.optional(),
    budget_in_micro_currency: z
      .number({ error: AdsTexts.quickPromoteBudget })
      .int(AdsTexts.quickPromoteBudget)
      .positive(AdsTexts.quickPromoteBudget)
      .max(Number.MAX_SAFE_INTEGER),
    campaign_name: z
      .string({ error: AdsTexts.nameRequired })
      .trim()
      .min(1, AdsTexts.nameRequired)
      .max(AD_NAME_MAX),
    destination_url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
    /** Days the campaign runs (unless ongoing). */
    duration: z.number().int().min(1).max(QUICK_PROMOTE_DAYS_MAX).default(10),
    auto_targeting_enabled: z.boolean().default(true),
    is_ongoing: z.boolean().default(false),
    start_now: z.boolean().default(true),
    targeting_spec: quickPromoteTargetingSchema.default({}),
    ads_client_type: z.literal('quick_promote').default('quick_promote'),
    product_group_id: idSchema.nullable().optional(),
    flexible_daily_budget_enabled: z.literal(false).default(false),
    /** The last day the campaign runs (YYYY-MM-DD), sent only when it is not ongoing. */
    inclusive_end_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'inclusive_end_date: YYYY-MM-DD')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'inclusive_end_date: YYYY-MM-DD')
      .optional(),
    objective_type: z.enum(QUICK_PROMOTE_OBJECTIVES).default('CONSIDERATION'),
    /** Web conversion only: which conversion tag and event the campaign optimises for. */
    optimization_goal_metadata: z
      .strictObject({
        conversion_tag_id: idSchema,
        conversion_event: z.enum(['PAGE_VISIT', 'SIGNUP', 'CHECKOUT', 'ADD_TO_CART', 'LEAD', 'CUSTOM']),
      })
      .optional(),
  })
  .refine((o) => o.objective_type !== 'WEB_CONVERSION' || o.optimization_goal_metadata !== undefined, {
    message: AdsTexts.conversionGoalRequired,
    path: ['optimization_goal_metadata'],
  });

export const quickPromoteSchema = z.strictObject({
  actor: actorSchema,
  ad_account_id: idSchema,
  pin_id: idSchema,
  promotion: quickPromoteOptions,
});

/** What the success step is given: the three objects written. */
export const quickPromoteReplySchema = z.object({
  campaign: campaignSchema,
  ad_group: adGroupSchema,
  ad: adSchema,
});
export type QuickPromoteReply = z.output<typeof quickPromoteReplySchema>;

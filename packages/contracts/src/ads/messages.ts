/**
 * Payloads of the ads service's subjects, and the /v5 requests they come from. The objects of a
 * batch cross the wire unparsed: the service parses each with its schema here, so that one bad
 * object fails alone (v5 answers one result per object).
 */
import { z } from 'zod';
import { withoutInvisibles } from '../common/words.js';
import { actorSchema, bookmarkSchema, idSchema } from '../common/schemas.js';
import {
  ADS_BATCH_MAX,
  ADS_PAGE_SIZE_DEFAULT,
  ADS_PAGE_SIZE_MAX,
  AD_NAME_MAX,
  DEFAULT_ENTITY_STATUSES,
  ENTITY_STATUSES,
} from './limits.js';
import {
  adAccountRoleSchema,
  bidStrategyTypeSchema,
  billableEventSchema,
  budgetTypeSchema,
  entityStatusSchema,
  objectiveTypeSchema,
  placementGroupSchema,
  targetingSpecSchema,
  trackingUrlsSchema,
} from './models.js';
import { AdsTexts } from './texts.js';

const nameSchema = z
  .string({ error: AdsTexts.nameRequired })
  .overwrite(withoutInvisibles)
  .trim()
  .min(1, AdsTexts.nameRequired)
  .max(AD_NAME_MAX);
/** Micro-currency: whole numbers a double holds exactly. */
const microSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Unix seconds, up to the year 9999. */
const unixSecondsSchema = z.number().int().min(0).max(253_402_300_799);
const countrySchema = z
  .string({ error: AdsTexts.countryInvalid })
  .regex(/^[A-Za-z]{2}$/, AdsTexts.countryInvalid)
  .transform((c) => c.toUpperCase());

/** An end before its start makes no flight; the check is on whichever object holds both. */
export function endsAfterStart(o: { start_time?: number | null; end_time?: number | null }): boolean {
  return o.start_time == null || o.end_time == null || o.end_time > o.start_time;
}
const timesRefinement = { message: AdsTexts.endBeforeStart, path: ['end_time'] };

// ---- ad accounts ----
export const createAdAccountOptions = z.strictObject({
  name: nameSchema,
  country: countrySchema,
  owner_user_id: idSchema.optional(),
});
export const createAdAccountSchema = createAdAccountOptions.extend({ actor: actorSchema });

/** A v5 list's paging, as it arrives in a query string (page_size as text). */
/** v5's `order`: by id, newest (DESCENDING, our default) or oldest first. */
export const listOrderSchema = z.enum(['ASCENDING', 'DESCENDING']);
export const adsPagingOptions = z.strictObject({
  bookmark: bookmarkSchema,
  page_size: z.coerce.number().int().min(1).max(ADS_PAGE_SIZE_MAX).default(ADS_PAGE_SIZE_DEFAULT),
  order: listOrderSchema.default('DESCENDING'),
});
/**
 * GET /v5/ad_accounts: `include_shared_accounts` is accepted as v5 has it; the accounts a person
 * is a member of (shared with them) are always listed.
 */
export const listAdAccountsOptions = adsPagingOptions.extend({
  include_shared_accounts: z.stringbool().optional(),
});
export const listAdAccountsSchema = adsPagingOptions.extend({ actor: actorSchema });

const inAdAccount = { actor: actorSchema, ad_account_id: idSchema };
export const getAdAccountSchema = z.strictObject(inAdAccount);

export const addMemberSchema = z.strictObject({
  ...inAdAccount,
  user_id: idSchema,
  role: adAccountRoleSchema,
});

// ---- the objects of a batch, parsed one by one by the service ----
const ownAdAccount = { ad_account_id: idSchema.optional() };

export const campaignCreateFields = z
  .strictObject({
    ...ownAdAccount,
    name: nameSchema,
    status: entityStatusSchema.default('ACTIVE'),
    objective_type: objectiveTypeSchema,
    daily_spend_cap: microSchema.nullable().optional(),
    lifetime_spend_cap: microSchema.nullable().optional(),
    start_time: unixSecondsSchema.nullable().optional(),
    end_time: unixSecondsSchema.nullable().optional(),
    tracking_urls: trackingUrlsSchema.nullable().optional(),
  })
  .refine(endsAfterStart, timesRefinement);
export const campaignUpdateFields = z.strictObject({
  ...ownAdAccount,
  id: idSchema,
  name: nameSchema.optional(),
  status: entityStatusSchema.optional(),
  daily_spend_cap: microSchema.nullable().optional(),
  lifetime_spend_cap: microSchema.nullable().optional(),
  start_time: unixSecondsSchema.nullable().optional(),
  end_time: unixSecondsSchema.nullable().optional(),
  tracking_urls: trackingUrlsSchema.nullable().optional(),
});

const adGroupFields = {
  name: nameSchema,
  status: entityStatusSchema,
  budget_in_micro_currency: microSchema.nullable(),
  budget_type: budgetTypeSchema,
  bid_in_micro_currency: microSchema.nullable(),
  bid_strategy_type: bidStrategyTypeSchema,
  billable_event: billableEventSchema,
  start_time: unixSecondsSchema.nullable(),
  end_time: unixSecondsSchema.nullable(),
  targeting_spec: targetingSpecSchema,
  placement_group: placementGroupSchema,
  tracking_urls: trackingUrlsSchema.nullable(),
};
export const adGroupCreateFields = z
  .strictObject({
    ...ownAdAccount,
    campaign_id: idSchema,
    name: adGroupFields.name,
    status: adGroupFields.status.default('ACTIVE'),
    budget_in_micro_currency: adGroupFields.budget_in_micro_currency.optional(),
    budget_type: adGroupFields.budget_type.default('DAILY'),
    bid_in_micro_currency: adGroupFields.bid_in_micro_currency.optional(),
    bid_strategy_type: adGroupFields.bid_strategy_type.default('AUTOMATIC_BID'),
    billable_event: adGroupFields.billable_event,
    start_time: adGroupFields.start_time.optional(),
    end_time: adGroupFields.end_time.optional(),
    targeting_spec: adGroupFields.targeting_spec.default({}),
    placement_group: adGroupFields.placement_group.default('ALL'),
    tracking_urls: adGroupFields.tracking_urls.optional(),
  })
  .refine(endsAfterStart, timesRefinement);
export const adGroupUpdateFields = z.strictObject({
  ...ownAdAccount,
  id: idSchema,
  ...z.object(adGroupFields).partial().shape,
});

const destinationUrlSchema = z.url({ protocol: /^https?$/ }).max(2000);
export const adCreateFields = z.strictObject({
  ...ownAdAccount,
  ad_group_id: idSchema,
  pin_id: idSchema,
  creative_type: z.literal('REGULAR').default('REGULAR'),
  destination_url: destinationUrlSchema.nullable().optional(),
  tracking_urls: trackingUrlsSchema.nullable().optional(),
  name: nameSchema.nullable().optional(),
  status: entityStatusSchema.default('ACTIVE'),
});
export const adUpdateFields = z.strictObject({
  ...ownAdAccount,
  id: idSchema,
  destination_url: destinationUrlSchema.nullable().optional(),
  tracking_urls: trackingUrlsSchema.nullable().optional(),
  name: nameSchema.nullable().optional(),
  status: entityStatusSchema.optional(),
});

/** A batch as it crosses the wire: 1 to 30 objects, each parsed on its own by the service. */
export const batchObjectsSchema = z
  .array(z.record(z.string(), z.unknown()), { error: AdsTexts.batchSize })
  .min(1, AdsTexts.batchSize)
  .max(ADS_BATCH_MAX, AdsTexts.batchSize);
export const batchSchema = z.strictObject({ ...inAdAccount, items: batchObjectsSchema });

// ---- lists: filters as v5 names them, given repeated (?a=1&a=2) or comma-joined (?a=1,2) ----
function listParam<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string().max(ADS_PAGE_SIZE_MAX * 21), z.array(z.string().max(40)).max(ADS_PAGE_SIZE_MAX)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(ADS_PAGE_SIZE_MAX));
}
const idsParam = listParam(idSchema).optional();

export const listCampaignsOptions = adsPagingOptions.extend({
  campaign_ids: idsParam,
  entity_statuses: listParam(entityStatusSchema).optional(),
});
export const listAdGroupsOptions = listCampaignsOptions.extend({ ad_group_ids: idsParam });
export const listAdsOptions = listAdGroupsOptions.extend({ ad_ids: idsParam });

/** What a list call carries over NATS: the parsed filters (arrays), the actor and the ad account. */
const listWire = {
  ...inAdAccount,
  bookmark: bookmarkSchema,
  page_size: z.number().int().min(1).max(ADS_PAGE_SIZE_MAX).default(ADS_PAGE_SIZE_DEFAULT),
  order: listOrderSchema.default('DESCENDING'),
  campaign_ids: z.array(idSchema).max(ADS_PAGE_SIZE_MAX).optional(),
  /** v5: ACTIVE and PAUSED unless told. */
  entity_statuses: z
    .array(entityStatusSchema)
    .max(ENTITY_STATUSES.length)
    .default(() => [...DEFAULT_ENTITY_STATUSES]),
};
export const listCampaignsSchema = z.strictObject(listWire);
export const listAdGroupsSchema = z.strictObject({
  ...listWire,
  ad_group_ids: z.array(idSchema).max(ADS_PAGE_SIZE_MAX).optional(),
});
export const listAdsSchema = listAdGroupsSchema.extend({
  ad_ids: z.array(idSchema).max(ADS_PAGE_SIZE_MAX).optional(),
});

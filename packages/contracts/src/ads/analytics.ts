/**
 * v5 analytics of campaigns, ad groups and ads (`GET /v5/ad_accounts/{id}/campaigns/analytics`,
 * ...): the query as a script sends it, the call to the ads service, and the rows it answers.
 * Dates are UTC days; money is micro-currency of the ad account's currency (v5 names the columns
 * _DOLLAR whatever the currency).
 */
import { z } from 'zod';
import { actorSchema, idSchema } from '../common/schemas.js';
import {
  ANALYTICS_COLUMNS,
  ANALYTICS_DAYS_MAX,
  ANALYTICS_GRANULARITIES,
  ANALYTICS_HOUR_DAYS_MAX,
  ANALYTICS_IDS_MAX,
  type AnalyticsColumn,
  type AnalyticsGranularity,
} from './limits.js';
import { AdsTexts } from './texts.js';

/** What the rows are of, and the id field each row carries (v5's). */
export const ANALYTICS_LEVELS = {
  campaign: { idField: 'CAMPAIGN_ID' },
  ad_group: { idField: 'AD_GROUP_ID' },
  ad: { idField: 'AD_ID' },
} as const;
export type AnalyticsLevel = keyof typeof ANALYTICS_LEVELS;

const DAY_MS = 86_400_000;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(d: string): boolean {
  const time = Date.parse(`${d}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(d) && Number.isFinite(time) && new Date(time).toISOString().startsWith(d);
}
const dateSchema = (param: string) =>
  z.string({ error: AdsTexts.dateInvalid(param) }).refine(isCalendarDate, AdsTexts.dateInvalid(param));

const columnSchema = z
  .string()
  .refine((c) => (ANALYTICS_COLUMNS as readonly string[]).includes(c), {
    error: (issue) => AdsTexts.unknownColumn(String(issue.input)),
  })
  .transform((c) => c as AnalyticsColumn);
const granularitySchema = z.enum(ANALYTICS_GRANULARITIES, { error: AdsTexts.granularityInvalid });

/** A list given repeated (?a=1&a=2) or comma-joined (?a=1,2), as v5 lists are. */
function listParam<T extends z.ZodType<unknown, string>>(item: T, max: number, error: string) {
  return z
    .union([z.string().max(max * 64), z.array(z.string().max(64)).max(max)], { error })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).min(1, error).max(max, error));
}

interface DateRange {
  start_date: string;
  end_date: string;
  granularity: AnalyticsGranularity;
}

/** The range must run forwards and be no longer than v5 allows for the granularity. */
function rangeProblem(o: DateRange): string | null {
  const days = (Date.parse(o.end_date) - Date.parse(o.start_date)) / DAY_MS;
  if (days < 0) return AdsTexts.endDateBeforeStart;
  if (days > ANALYTICS_DAYS_MAX) return AdsTexts.dateRangeTooLong;
  if (o.granularity === 'HOUR' && days > ANALYTICS_HOUR_DAYS_MAX) return AdsTexts.hourRangeTooLong;
  return null;
}
function checkRange(o: DateRange, ctx: z.RefinementCtx): void {
  const problem = rangeProblem(o);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['end_date'] });
}

/**
 * What every level's query string has besides its ids. Not strict: v5 takes more options
 * (click_window_days, ...) that name nothing here, and a script may send them.
 */
const queryFields = {
  start_date: dateSchema('start_date'),
  end_date: dateSchema('end_date'),
  columns: listParam(columnSchema, ANALYTICS_COLUMNS.length * 2, AdsTexts.analyticsColumnsRequired),
  granularity: granularitySchema,
};
const idsParam = (param: string) =>
  listParam(idSchema, ANALYTICS_IDS_MAX, AdsTexts.analyticsIdsRequired(param));

export const campaignAnalyticsOptions = z
  .object({ campaign_ids: idsParam('campaign_ids'), ...queryFields })
  .superRefine(checkRange);
export const adGroupAnalyticsOptions = z
  .object({ ad_group_ids: idsParam('ad_group_ids'), ...queryFields })
  .superRefine(checkRange);
export const adAnalyticsOptions = z
  .object({ ad_ids: idsParam('ad_ids'), ...queryFields })
  .superRefine(checkRange);

/** The call to the ads service: the parsed query, the level, the actor and the ad account. */
export const analyticsSchema = z
  .strictObject({
    actor: actorSchema,
    ad_account_id: idSchema,
    level: z.enum(['campaign', 'ad_group', 'ad']),
    ids: z.array(idSchema).min(1).max(ANALYTICS_IDS_MAX),
    start_date: dateSchema('start_date'),
    end_date: dateSchema('end_date'),
    columns: z
      .array(columnSchema)
      .min(1, AdsTexts.analyticsColumnsRequired)
      .max(ANALYTICS_COLUMNS.length * 2),
    granularity: granularitySchema,
  })
  .superRefine(checkRange);

/**
 * One row as v5 answers it: the id field (CAMPAIGN_ID, AD_GROUP_ID or AD_ID), DATE with DAY
 * ("2026-11-25") or HOUR ("2026-11-25T14:00:00Z") granularity, and the columns asked for. A ratio
 * with nothing to divide by (CTR without impressions, CPC without clicks) is null.
 */
export const analyticsRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type AnalyticsRow = z.output<typeof analyticsRowSchema>;
/** v5's analytics answer: the rows. */
export const analyticsRowsSchema = z.array(analyticsRowSchema);
/**
 * `ads.analytics.get` answers the rows (analyticsRowsSchema) as JSON text, which the gateway sends
 * as it is: thousands of rows are neither parsed nor written again on the way.
 */
export const analyticsReplySchema = z.string();

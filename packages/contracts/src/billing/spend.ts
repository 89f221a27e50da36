/** Billing's spend ledger: what ad accounts spent, per campaign and UTC day, from served ads' events. */
import { z } from 'zod';
import { actorSchema, idSchema } from '../common/schemas.js';
import { BillingTexts } from './texts.js';

const dateSchema = z
  .string({ error: BillingTexts.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, BillingTexts.dateInvalid)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), BillingTexts.dateInvalid);

/** The most days one spend question covers. */
export const SPEND_DAYS_MAX = 366;

/** `GET /v5/ad_accounts/{id}/billing_spend?start_date&end_date` as the gateway reads it. */
export const spendByDayOptions = z
  .strictObject({ start_date: dateSchema, end_date: dateSchema })
  .refine((o) => o.start_date <= o.end_date, { message: BillingTexts.rangeInvalid, path: ['end_date'] })
  .refine((o) => (Date.parse(o.end_date) - Date.parse(o.start_date)) / 86_400_000 < SPEND_DAYS_MAX, {
    message: BillingTexts.rangeInvalid,
    path: ['end_date'],
  });
export const spendByDaySchema = z.strictObject({
  actor: actorSchema,
  ad_account_id: idSchema,
  start_date: dateSchema,
  end_date: dateSchema,
});

export const spendDaySchema = z.object({
  date: z.string(),
  /** Rounded down to whole micro-units (the ledger keeps nano-currency). */
  spend_in_micro_currency: z.number().int(),
});
export const spendByDayReplySchema = z.object({
  currency: z.string(),
  total_in_micro_currency: z.number().int(),
  days: z.array(spendDaySchema),
});
export type SpendByDay = z.output<typeof spendByDayReplySchema>;

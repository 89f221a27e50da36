/** What the offsite service reads from the web pages Pins link to. */
import { z } from 'zod';

/** Currencies are ISO 4217 codes. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

export const PRODUCT_AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITY)[number];

/**
 * A product as its page describes it (OpenGraph product tags or schema.org Product data, as Rich
 * Pins read them). Money in micro-currency (1,000,000 = 1 unit), as the advertiser API has it.
 */
export const linkProductSchema = z.object({
  /** What it sells for now. */
  price_in_micro_currency: z.number().int().min(0),
  /** The price before a sale, when the page gives one above the price (the Pin is on sale). */
  list_price_in_micro_currency: z.number().int().min(0).nullable(),
  currency: currencyCodeSchema,
  availability: z.enum(PRODUCT_AVAILABILITY),
  brand: z.string().max(100).nullable(),
});
export type LinkProduct = z.output<typeof linkProductSchema>;

/** Whether a product is on sale: a list price above what it sells for. */
export const isOnSale = (product: LinkProduct) =>
  product.list_price_in_micro_currency !== null &&
  product.list_price_in_micro_currency > product.price_in_micro_currency;

/**
 * SPEC §7 GET /v3/offsite/: what may be opened. blocked, suspicious or porn: the link is not
 * opened from the app; ok: it is (through the /offsite/ interstitial).
 */
export const REDIRECT_STATUSES = ['ok', 'blocked', 'suspicious', 'porn'] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
/** What a link's domain is listed as (offsite.blocked_domains). */
export const LISTED_STATUSES = ['blocked', 'suspicious', 'porn'] as const;

/** SPEC §3 offsite check response: redirect_status and the url (as parsed). */
export const offsiteCheckSchema = z.object({
  redirect_status: z.enum(REDIRECT_STATUSES),
  url: z.string(),
  /** Whether the url is the link of the Pin asked about (pin_id), which the viewer can see. */
  is_pin_link: z.boolean(),
});
export type OffsiteCheck = z.output<typeof offsiteCheckSchema>;

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

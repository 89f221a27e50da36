/**
 * The product a web page sells, read as Pinterest's Rich Pins read it: OpenGraph product tags
 * (`product:price:amount`, `og:price:amount`, `product:availability`, `product:brand`, ...) and
 * schema.org Product data in JSON-LD (`offers.price`, `offers.priceCurrency`, `availability`,
 * `brand`). A page without a price and a currency sells nothing here.
 */
import { Parser } from 'htmlparser2';
import type { LinkProduct, ProductAvailability } from '@pinboard/contracts';

/** Only so much of a page is read: product tags live in its head. */
const MAX_JSON_LD_BYTES = 512 * 1024;

interface PageData {
  /** Meta tags by property or name, lower-cased; the first of each wins. */
  meta: Map<string, string>;
  jsonLd: string[];
}

function readPage(html: string): PageData {
  const meta = new Map<string, string>();
  const jsonLd: string[] = [];
  let inJsonLd = false;
  let script = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? attributes.itemprop)?.trim().toLowerCase();
          const content = attributes.content?.trim();
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
        } else if (name === 'script' && attributes.type?.trim().toLowerCase() === 'application/ld+json') {
          inJsonLd = true;
          script = '';
        }
      },
      ontext(text) {
        if (inJsonLd && script.length < MAX_JSON_LD_BYTES) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && inJsonLd) {
          inJsonLd = false;
          jsonLd.push(script);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { meta, jsonLd };
}

/**
 * A price as micro-currency: '19.99', '1,299.00', '19' (a dot for decimals, commas only as
 * thousands separators), at most 6 decimals and below a trillion units; anything else is no price.
 */
export function microsOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const units = Number(match[1]!.replace(/,/g, ''));
  if (units >= 1e12) return null;
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  return units * 1_000_000 + fraction;
}

const currencyOf = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : null;

/** 'in stock', 'instock', 'https://schema.org/InStock', 'oos', 'SoldOut', 'preorder', ... */
function availabilityOf(value: unknown): ProductAvailability {
  const word = (typeof value === 'string' ? value : '')
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, '')
    .replace(/[^a-z]/g, '');
  if (['outofstock', 'oos', 'soldout', 'discontinued'].includes(word)) return 'out_of_stock';
  if (['preorder', 'presale', 'backorder'].includes(word)) return 'preorder';
  return 'in_stock';
}

const brandOf = (value: unknown): string | null => {
  const name =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
        ? (value as { name: string }).name
        : null;
  const trimmed = name?.trim().slice(0, 100);
  return trimmed ? trimmed : null;
};

function product(
  price: number | null,
  listPrice: number | null,
  currency: string | null,
  availability: ProductAvailability,
  brand: string | null,
): LinkProduct | null {
  if (price === null || currency === null) return null;
  return {
    price_in_micro_currency: price,
    list_price_in_micro_currency: listPrice !== null && listPrice > price ? listPrice : null,
    currency,
    availability,
    brand,
  };
}

/** OpenGraph: a sale price beside the price makes the price the list price. */
function fromMeta(meta: Map<string, string>): LinkProduct | null {
  const tag = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value !== undefined);
  const price = microsOf(tag('product:price:amount', 'og:price:amount', 'price'));
  const sale = microsOf(tag('product:sale_price:amount'));
  const original = microsOf(tag('product:original_price:amount'));
  const currency = currencyOf(
    tag('product:price:currency', 'og:price:currency', 'product:sale_price:currency', 'pricecurrency'),
  );
  const availability = availabilityOf(tag('product:availability', 'og:availability', 'availability'));
  const brand = brandOf(tag('product:brand', 'og:brand', 'brand'));
  if (sale !== null && price !== null && sale < price)
    return product(sale, price, currency, availability, brand);
  return product(price, original, currency, availability, brand);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const isType = (node: Json, type: string) =>
  asList(node['@type']).some((t) => typeof t === 'string' && t.toLowerCase() === type.toLowerCase());

/** Every object of a JSON-LD document, @graph and nesting included (bounded). */
function nodesOf(document: unknown, found: Json[] = [], depth = 0): Json[] {
  if (depth > 8 || found.length > 200) return found;
  for (const item of asList(document)) {
    if (!isObject(item)) continue;
    found.push(item);
    for (const value of Object.values(item)) {
      if (typeof value === 'object' && value !== null) nodesOf(value, found, depth + 1);
    }
  }
  return found;
}

/** schema.org: the Product's first priced offer (an AggregateOffer's low price). */
function fromJsonLd(scripts: string[]): LinkProduct | null {
  for (const script of scripts) {
    let document: unknown;
    try {
      document = JSON.parse(script);
    } catch {
      continue;
    }
    for (const node of nodesOf(document).filter((n) => isType(n, 'Product'))) {
      for (const offer of asList(node.offers).filter(isObject)) {
        const price = microsOf(offer.price ?? offer.lowPrice);
        const specs = asList(offer.priceSpecification).filter(isObject);
        const listed = specs.find((spec) =>
          /(StrikethroughPrice|ListPrice|MSRP)$/i.test(String(spec.priceType ?? '')),
        );
        const found = product(
          price,
          listed ? microsOf(listed.price) : null,
          currencyOf(offer.priceCurrency ?? specs[0]?.priceCurrency),
          availabilityOf(offer.availability),
          brandOf(node.brand),
        );
        if (found) return found;
      }
    }
  }
  return null;
}

/** The product the page sells, or null: its schema.org data first (the fuller), then its tags. */
export function productOfPage(html: string): LinkProduct | null {
  const page = readPage(html);
  return fromJsonLd(page.jsonLd) ?? fromMeta(page.meta);
}

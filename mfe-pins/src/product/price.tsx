import type { LinkProduct } from '@pinboard/contracts/web';

/** Micro-currency as the viewer's locale writes that currency ('$49.50', '49,50 €'). */
export function formatPrice(micros: number, currency: string): string {
  const amount = micros / 1_000_000;
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    // A code the browser does not know: the amount and the code.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * A product Pin's price: what it sells for, and on sale the price before, struck through (read
 * as 'was …' by screen readers, which do not announce a strike-through).
 */
export function Price({ product, className }: { product: LinkProduct; className: string }) {
  const price = formatPrice(product.price_in_micro_currency, product.currency);
  const list = product.list_price_in_micro_currency;
  if (list === null || list <= product.price_in_micro_currency) {
    return <p className={className}>{price}</p>;
  }
  const was = formatPrice(list, product.currency);
  return (
    <p className={className} aria-label={`${price}, was ${was}`}>
      <span className="pb-price__sale">{price}</span> <s className="pb-price__was">{was}</s>
    </p>
  );
}

const AVAILABILITY = { in_stock: 'In stock', out_of_stock: 'Out of stock', preorder: 'Pre-order' } as const;

/** What the closeup says of a product: price, availability and brand. */
export function ProductDetails({ product }: { product: LinkProduct }) {
  return (
    <div className="pb-product">
      <Price product={product} className="pb-product__price" />
      <p className="pb-product__meta">
        {AVAILABILITY[product.availability]}
        {product.brand ? ` · ${product.brand}` : ''}
      </p>
    </div>
  );
}

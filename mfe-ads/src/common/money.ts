/**
 * Money as the advertiser API has it: integers of micro-currency (1,000,000 = 1 unit, as Pinterest's
 * API v5), shown and typed in units of the ad account's currency.
 */
export const MICROS_PER_UNIT = 1_000_000;

/** '12.50' typed in a budget field → 12,500,000 micro-units; null for anything not a positive amount. */
export function unitsToMicros(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const micros = Math.round(Number(trimmed) * 100) * (MICROS_PER_UNIT / 100);
  return micros > 0 ? micros : null;
}

/** 12,500,000 micro-units in USD → '$12.50' (the browser's own currency formatting). */
export function formatMicros(micros: number | null, currency: string, locale?: string): string {
  if (micros === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(micros / MICROS_PER_UNIT);
}

/**
 * The viewer's country (ISO 3166-1 alpha-2), as the gateway judged it from the request: carried in
 * a NATS header with every call made for that request, and on with the calls their handlers make,
 * so that serving can match ad groups' GEO targeting wherever the page is put together.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const VIEWER_COUNTRY_HEADER = 'pinboard-viewer-country';

const COUNTRY = /^[A-Z]{2}$/;
/** Codes edges send for "not known" (Cloudflare: XX, and T1 for Tor). */
const UNKNOWN = new Set(['XX', 'T1', 'ZZ']);

/** A country code as the header may carry it, or null for anything else. */
export function countryCodeOf(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code !== undefined && COUNTRY.test(code) && !UNKNOWN.has(code) ? code : null;
}

const viewerCountry = new AsyncLocalStorage<string | null>();

/** The country of the request being handled, or null when none is known. */
export function currentViewerCountry(): string | null {
  return viewerCountry.getStore() ?? null;
}

/** Runs `work` (and every call it makes) for a viewer in `country`. */
export function withViewerCountry<T>(country: string | null, work: () => T): T {
  return viewerCountry.run(country, work);
}

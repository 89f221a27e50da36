import { PAGE_PRELOADS_ELEMENT_ID, type PagePreload } from '@pinboard/contracts/web';
import { takeJsonElement } from '../page-data';

/**
 * Asks for the files this page needs first, which the gateway listed in its HTML: the shared
 * packages the shell starts with, then (at low priority) the manifests, entries and first chunks
 * of the remote modules the page renders first, which then download beside the shell's own
 * instead of one round trip after another. Only once the shell runs, so that the page's first
 * images (its largest paint) keep the bandwidth before that.
 */
export function preloadPageAssets(): void {
  const preloads = takeJsonElement(PAGE_PRELOADS_ELEMENT_ID);
  if (!Array.isArray(preloads)) return;
  for (const { href, as, low } of preloads as PagePreload[]) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // As the federation runtime fetches a manifest: CORS mode, same-origin credentials.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    if (low) link.setAttribute('fetchpriority', 'low');
    document.head.appendChild(link);
  }
}

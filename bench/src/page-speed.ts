/**
 * How soon a visitor on a slow phone sees the home page (issue 10's table): Chromium on DevTools'
 * "Slow 4G" network (562.5 ms round trip, 1.44 Mbps down, 675 Kbps up) with the CPU slowed 4x, as
 * Lighthouse's mobile run does, each load from an empty cache. Reports the first contentful paint,
 * the largest contentful paint (Core Web Vitals' LCP: good under 2.5 s) and what it was, and when
 * the first image of the Pin grid had arrived.
 */
import { SESSION_COOKIE } from '@pinboard/contracts';
import { launchBrowser, pageAs } from '@pinboard/test-kit/browser';
import { round } from './measure.js';

/** DevTools' "Slow 4G" preset (Lighthouse's throttling for mobile). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export interface PageSpeed {
  profile: string;
  loads: number;
  /** Medians over the loads, in ms from the navigation's start. */
  first_contentful_paint_ms: number;
  largest_contentful_paint_ms: number;
  first_grid_image_ms: number;
  /** When the grid itself (React's, not the HTML's tiles) was in the page. */
  grid_shown_ms: number;
  /** The LCP element of the last load: tag and class, and the image's address if it was one. */
  largest_element: string;
  /**
   * Grid images that did not load in the last load (their files gone: a bench database whose
   * media folder was lost). Not 0: the paints say nothing; `npm run bench -- --fresh`.
   */
  broken_grid_images: number;
}

interface OneLoad {
  fcp: number;
  lcp: number;
  firstGridImage: number;
  gridShown: number;
  element: string;
  broken: number;
}

// Runs in the page before any of its scripts: keeps the LCP candidates as they come.
const OBSERVE_LCP = `
  window.__lcp = { time: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcp = {
        time: entry.startTime,
        element: el ? el.tagName.toLowerCase() + '.' + (el.className || el.parentElement?.className || '') + ' ' + (entry.url || '') : entry.url || '',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__gridShown = 0;
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector('.pb-tile__image img')) return;
    window.__gridShown = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

// Runs in the page once it is idle: the paints, and when the grid's first image had arrived.
const READ_TIMES = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const gridImages = new Set([...document.querySelectorAll('.pb-tile__image img')].map((img) => img.currentSrc));
  const arrived = performance.getEntriesByType('resource')
    .filter((entry) => gridImages.has(entry.name))
    .map((entry) => entry.responseEnd);
  return {
    fcp: paint ? paint.startTime : 0,
    lcp: window.__lcp.time,
    firstGridImage: arrived.length > 0 ? Math.min(...arrived) : 0,
    gridShown: window.__gridShown,
    element: window.__lcp.element,
    broken: [...document.querySelectorAll('.pb-tile__image img')].filter((img) => img.complete && img.naturalWidth === 0).length,
  };
})()`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `path` as a visitor sees it (the home page unless told). With `staleSessionCookie` the visitor
 * carries a session cookie that is no longer valid (one who signed out elsewhere, or whose session
 * expired): the page cannot say it serves a visitor, so the shell asks /v3/users/me/ first.
 */
export async function pageSpeed(
  stackUrl: string,
  path = '/',
  loads = 3,
  { staleSessionCookie = false } = {},
): Promise<PageSpeed> {
  const browser = await launchBrowser();
  const runs: OneLoad[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      // A new context each time: an empty cache, as a first visit.
      const page = await pageAs(browser, stackUrl, null, { width: 412, height: 915 });
      if (staleSessionCookie)
        await page.context().addCookies([{ name: SESSION_COOKIE, value: `stale${i}`, url: stackUrl }]);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(OBSERVE_LCP);
      await page.goto(new URL(path, stackUrl).toString(), { timeout: 120_000 });
      await page.locator('.pb-tile__image img').first().waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      runs.push((await page.evaluate(READ_TIMES)) as OneLoad);
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return {
    profile: `Slow 4G (${SLOW_4G.latency} ms RTT, 1.44 Mbps down, 675 Kbps up), CPU ${CPU_SLOWDOWN}x slower, 412x915, empty cache`,
    loads,
    first_contentful_paint_ms: round(median(runs.map((r) => r.fcp))),
    largest_contentful_paint_ms: round(median(runs.map((r) => r.lcp))),
    first_grid_image_ms: round(median(runs.map((r) => r.firstGridImage))),
    grid_shown_ms: round(median(runs.map((r) => r.gridShown))),
    largest_element: runs.at(-1)?.element ?? '',
    broken_grid_images: runs.at(-1)?.broken ?? 0,
  };
}

/** Debian's Chromium driven by playwright-core, with the flags this machine needs, and axe-core checks. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fresh browser (playwright gives each launch a new, empty profile). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * A page in a fresh browser context: signed in as `person` (their session cookies for `baseUrl`),
 * or a visitor's with null; 1280 x 900 unless told, every wait bounded by 20 s.
 */
export async function pageAs(
  browser: Browser,
  baseUrl: string,
  person: { api: { cookies: Map<string, string> } } | null,
  { width = 1280, height = 900 }: { width?: number; height?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  if (person) {
    await context.addCookies([...person.api.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  }
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** What an accessibility check fails on: axe-core's two worst impacts. */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page (or inside `within`, a CSS selector such as a dialog's) and throws,
 * listing each rule and the elements it found, when there is any critical or serious violation.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations;
  }, within ?? null);
  const blocking = (violations as AxeViolation[]).filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  if (blocking.length === 0) return;
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.replace(/\n/g, ' '))
          .join('\n'),
    )
    .join('\n');
  throw new Error(`Accessibility violations at ${page.url()}${within ? ` in ${within}` : ''}:\n${report}`);
}

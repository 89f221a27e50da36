/**
 * Debian's Chromium driven by playwright-core, with the flags this machine needs; the stack and
 * browser a file of browser tests shares; axe-core checks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { waitFor } from './env.js';
import { signUp, type Person } from './factories.js';
import { startStack, type Stack } from './services.js';

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

/** Someone signed in: their session cookies. */
export interface SignedIn {
  api: { cookies: Map<string, string> };
}

export interface PageSize {
  width?: number;
  height?: number;
}

/**
 * A page in a fresh browser context: signed in as `person` (their session cookies for `baseUrl`),
 * or a visitor's with null; 1280 x 900 unless told, every wait bounded by 20 s.
 */
export async function pageAs(
  browser: Browser,
  baseUrl: string,
  person: SignedIn | null,
  { width = 1280, height = 900 }: PageSize = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  if (person) {
    await context.addCookies([...person.api.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  }
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** The stack and the browser a file of browser tests shares. */
export interface BrowserStack {
  /** The main gateway's address. */
  readonly url: string;
  readonly browser: Browser;
  /** Starts one more gateway over the same services (see Stack); the stack stops it. */
  startGateway: Stack['startGateway'];
  /** A page on the main gateway: see pageAs. */
  pageAs(person: SignedIn | null, size?: PageSize): Promise<Page>;
  /**
   * The file's own set-up (its `before`): run once the stack is up and the set-ups registered
   * earlier are done. Call it while the file loads, not in a test.
   */
  setUp(step: () => Promise<void>): void;
  /** A person signed up as a set-up of its own (see setUp). Inside a test, use signUp. */
  person(prefix: string): Person;
}

/**
 * The whole product and a fresh browser for the tests of a file, with the file's set-up after
 * them: started before its tests, closed after them (node:test hooks). What it returns is filled in
 * by those hooks: read it in set-ups, hooks and tests, not while the file loads.
 */
export function browserSuite(): BrowserStack {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  // node:test starts a top-level `before` as soon as it is registered: each set-up waits for the
  // one registered before it, so that they run in order (and none before the stack is up).
  let done: Promise<void> = Promise.resolve();
  const setUp = (step: () => Promise<void>) => {
    const ran = done.then(step);
    // Reported by the hook (and by every later one, which does not run).
    ran.catch(() => undefined);
    done = ran;
    before(() => ran);
  };
  const started = <T>(handle: T | undefined): T => {
    if (handle === undefined)
      throw new Error('browserSuite() fills this in a set-up: use it in set-ups and tests');
    return handle;
  };

  setUp(async () => {
    // The pages' first Pins always in their HTML: what a test checks of them does not hang on timing.
    stack = await startStack({ env: { BOOT_CONTENT_TIMEOUT_MS: '5000' } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  return {
    get url() {
      return started(stack).url;
    },
    get browser() {
      return started(browser);
    },
    startGateway: (extraEnv) => started(stack).startGateway(extraEnv),
    pageAs: (person, size) => pageAs(started(browser), started(stack).url, person, size),
    setUp,
    person(prefix) {
      let person: Person | undefined;
      setUp(async () => {
        person = await signUp(started(stack).url, prefix);
      });
      return {
        get api() {
          return started(person).api;
        },
        get me() {
          return started(person).me;
        },
        get password() {
          return started(person).password;
        },
      };
    },
  };
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
  // Evaluated through DevTools, which the page's content security policy does not govern (an
  // added <script> would be refused: the product allows no inline script).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
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

/** Waits until the Pin grid shows exactly these Pins (each found by a link named with its title). */
export async function expectGridTitles(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
  }
  await waitFor(
    async () => (await page.locator('.pb-tile').count()) === titles.length,
    `${titles.length} Pins shown`,
  );
}

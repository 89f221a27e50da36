/**
 * Outbound links in Chromium (SPEC §2.1 /offsite/, §7 GET /v3/offsite/): a Pin's link opens through
 * the interstitial, at once when it checks out; a link to a blocked domain is not opened; a link
 * that is no Pin's is shown before it opens (no open redirect); a suspicious one warns.
 */
import { newBoard, newPin, testEnv, uniqueSuffix } from '@pinboard/test-kit';
import { browserSuite, expectAccessible } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import pg from 'pg';

const stack = browserSuite();
const ada = stack.person('linker');
const blocked = `blocked-${uniqueSuffix()}.example`.toLowerCase();

/** The site Pins link to, on loopback (by name: a link to an address is suspicious). */
const site: Server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    '<!doctype html><html><head><title>The site</title></head><body><h1>Hello from the site</h1></body></html>',
  );
});
after(() => new Promise<void>((resolve) => site.close(() => resolve())));
let siteUrl = '';

stack.setUp(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/hello?from=pin`;
  const db = new pg.Pool({ connectionString: testEnv().databaseUrl, max: 1 });
  try {
    await db.query(
      `INSERT INTO offsite.blocked_domains (domain, status, reason) VALUES ($1, 'blocked', 'e2e')`,
      [blocked],
    );
  } finally {
    await db.end();
  }
});

test('a Pin’s link opens through the check; a blocked one does not open', async () => {
  const board = await newBoard(ada, 'Links');
  const good = await newPin(ada, board, 1201, { title: 'A good link', link: siteUrl });
  const bad = await newPin(ada, board, 1202, { title: 'A bad link', link: `https://${blocked}/offer` });
  const page = await stack.pageAs(ada);
  try {
    await page.goto(`${stack.url}/pin/${good.id}/`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /^localhost/ }).click();
    const opened = await popup;
    await opened.waitForURL(siteUrl);
    await opened.getByRole('heading', { name: 'Hello from the site' }).waitFor();
    await opened.close();

    await page.goto(`${stack.url}/pin/${bad.id}/`);
    const warned = page.waitForEvent('popup');
    await page.getByRole('link', { name: blocked }).click();
    const interstitial = await warned;
    await interstitial.getByRole('heading', { name: 'This link is blocked' }).waitFor();
    assert.equal(new URL(interstitial.url()).pathname, '/offsite/');
    assert.equal(await interstitial.getByRole('link', { name: /Continue/ }).count(), 0, 'no way on');
    await expectAccessible(interstitial);
    await interstitial.close();
  } finally {
    await page.close();
  }
});

test('a link that is no Pin’s is shown first; a suspicious one warns', async () => {
  const page = await stack.pageAs(ada);
  try {
    // Not a Pin's link (a shared /offsite/ URL): shown, opened only when the person says so.
    await page.goto(`${stack.url}/offsite/?url=${encodeURIComponent(siteUrl)}`);
    await page.getByRole('heading', { name: 'You are leaving Pinboard' }).waitFor();
    await page.getByText(siteUrl).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: /^Continue to localhost/ }).click();
    await page.waitForURL(siteUrl);

    // A user name before the host hides where a link leads.
    const tricky = `http://bank.example@localhost:${new URL(siteUrl).port}/hello`;
    await page.goto(`${stack.url}/offsite/?url=${encodeURIComponent(tricky)}`);
    await page.getByRole('heading', { name: 'This link may not be safe' }).waitFor();
    await page.getByRole('link', { name: 'Continue anyway' }).waitFor();

    // Another scheme never opens.
    await page.goto(`${stack.url}/offsite/?url=${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByRole('heading', { name: 'This link is blocked' }).waitFor();

    // A link the check refuses (a newline in it) is not opened either.
    await page.goto(`${stack.url}/offsite/?url=${encodeURIComponent('https://a.example/\n@b.example/')}`);
    await page.getByRole('heading', { name: 'This link cannot be opened' }).waitFor();
    assert.equal(await page.getByRole('link', { name: /Continue/ }).count(), 0);
  } finally {
    await page.close();
  }
});

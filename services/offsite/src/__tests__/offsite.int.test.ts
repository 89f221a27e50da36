/**
 * The offsite service on the real bus and database, pins (with users and boards) from their builds:
 * a Pin's link is read from the pins events, and what its page sells is announced.
 */
import { Events, Rpc } from '@pinboard/contracts';
import { rpcFactories, serviceSuite, solidPng, testEnv, uniqueSuffix, waitFor } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createPrismaAdapter } from '@pinboard/db';
import pg from 'pg';
import { runDomainCommand, parseDomainCommand } from '../checks/domain-list.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { offsiteService } from '../service.js';

const env = testEnv();

/** A shop of our own on loopback: product pages, an article, an image and a broken page. */
function shop(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop');
    if (url.pathname === '/lamp') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html><head><title>Lamp</title>
        <meta property="og:type" content="product">
        <meta property="product:price:amount" content="49.50">
        <meta property="product:price:currency" content="USD">
        <meta property="product:brand" content="Lumen">
        </head><body>A lamp</body></html>`);
    }
    if (url.pathname === '/article') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><head><meta property="og:type" content="article"></head></html>');
    }
    if (url.pathname === '/picture') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(solidPng(10, 10, [1, 2, 3]));
    }
    res.writeHead(500).end();
  });
}

describe('offsite service', () => {
  const suite = serviceSuite(offsiteService, {
    needs: ['users', 'boards', 'pins'],
    config: { OFFSITE_ALLOW_PRIVATE_FETCH: 'true', OFFSITE_READ_POLL_MS: '50' },
    watchEvents: true,
    rpcTimeoutMs: 15_000,
  });
  const { rpc, watcher } = suite;
  const { person, board } = rpcFactories(rpc);
  const db = new pg.Pool({ connectionString: env.databaseUrl, max: 2 });
  const prisma = new PrismaClient({ adapter: createPrismaAdapter(env.databaseUrl, 'offsite', 1) });
  const server = shop();
  let base = '';

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await db.end();
    await prisma.$disconnect();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A Pin linking to `path` of the shop (a query of its own: a link no other test has). */
  const pinLinking = async (path: string) => {
    const ada = await person('ada');
    const link = `${base}${path}?v=${uniqueSuffix()}`;
    await rpc.request(Rpc.pins.create, {
      actor: ada,
      board_id: (await board(ada)).id,
      title: 'Linked',
      link,
      image_base64: solidPng(200, 240, [9, 9, 9]).toString('base64'),
    });
    return link;
  };
  const pageRow = async (url: string) =>
    (
      await db.query<{ state: string; attempts: number; product: unknown; due_at: Date }>(
        'SELECT state, attempts, product, due_at FROM "offsite"."link_pages" WHERE url = $1',
        [url],
      )
    ).rows[0];

  test('health reports postgres up', async () => {
    const health = await rpc.request(Rpc.offsite.health, {});
    assert.equal(health.status, 'up', JSON.stringify(health));
  });

  test("a Pin's link to a product page is read, and the product announced", async () => {
    const link = await pinLinking('/lamp');
    const read = await watcher.find(Events.offsite.linkScraped, (e) => e.url === link, 10_000);
    assert.deepEqual(read?.product, {
      price_in_micro_currency: 49_500_000,
      list_price_in_micro_currency: null,
      currency: 'USD',
      availability: 'in_stock',
      brand: 'Lumen',
    });
    const row = await pageRow(link);
    assert.equal(row?.state, 'read');
    // Read again in about a week, not before.
    assert.ok(row!.due_at.getTime() > Date.now() + 6 * 24 * 3600_000);
  });

  test('a page that sells nothing, or is no page, is read and announces nothing', async () => {
    const article = await pinLinking('/article');
    const picture = await pinLinking('/picture');
    await waitFor(
      async () => (await pageRow(article))?.state === 'read' && (await pageRow(picture))?.state === 'read',
      'both read',
    );
    assert.equal((await pageRow(article))?.product, null);
    const announced = await watcher.findAll(
      Events.offsite.linkScraped,
      (e) => e.url === article || e.url === picture,
      1000,
    );
    assert.deepEqual(announced, []);
  });

  test('a page that cannot be read is tried again later, not at once', async () => {
    const broken = await pinLinking('/broken');
    await waitFor(async () => (await pageRow(broken))?.state === 'failed', 'marked failed');
    const row = await pageRow(broken);
    assert.equal(row?.attempts, 1);
    assert.ok(row!.due_at.getTime() > Date.now() + 60_000);
  });

  test('the link check: a listed domain and its subdomains get its status, others open', async () => {
    const domain = `listed-${uniqueSuffix()}.example`.toLowerCase();
    // As the operator lists them (npm run domains -w services/offsite -- block …).
    const operator = async (...argv: string[]) => {
      const command = parseDomainCommand(argv);
      assert.ok(!('error' in command), JSON.stringify(command));
      return runDomainCommand(prisma, command);
    };
    await operator('block', domain.toUpperCase(), '--status', 'porn', '--reason', 'test');
    await operator('block', `spam.${domain}.`);
    const listed = (await operator('list')).split('\n');
    assert.ok(listed.includes(`${domain}\tporn\ttest`), listed.join('\n'));
    assert.ok(listed.includes(`spam.${domain}\tblocked`), listed.join('\n'));
    const check = (url: string) => rpc.request(Rpc.offsite.check, { url });
    assert.deepEqual(await check(`https://${domain}/page`), {
      redirect_status: 'porn',
      url: `https://${domain}/page`,
    });
    assert.equal((await check(`http://WWW.${domain.toUpperCase()}./x`)).redirect_status, 'porn');
    // The most specific listing wins.
    assert.equal((await check(`https://a.spam.${domain}/`)).redirect_status, 'blocked');
    assert.equal((await check(`https://not${domain}/`)).redirect_status, 'ok');
    // The link's own form: other schemes never open; addresses, credentials and xn-- labels warn.
    assert.equal((await check('javascript:alert(1)')).redirect_status, 'blocked');
    assert.equal((await check('not a url')).redirect_status, 'blocked');
    assert.equal((await check('http://10.0.0.1/admin')).redirect_status, 'suspicious');
    assert.equal((await check(`https://bank.example@${domain}/`)).redirect_status, 'suspicious');
    assert.equal((await check('https://xn--pple-43d.com/')).redirect_status, 'suspicious');
    // Bad input is a clear error.
    await assert.rejects(check('x'.repeat(3000)), /url/);
    await assert.rejects(check(`https://${domain}/\n@elsewhere.example/`), /control characters/);
    // Unlisted: a host not checked since opens (one checked keeps its listing up to a minute).
    assert.equal(await operator('unblock', domain), `${domain}: no longer listed`);
    assert.equal(await operator('unblock', domain), `${domain} was not listed`);
    assert.equal((await check(`https://fresh.${domain}/`)).redirect_status, 'ok');
    assert.equal((await check(`https://fresh.spam.${domain}/`)).redirect_status, 'blocked');
  });
});

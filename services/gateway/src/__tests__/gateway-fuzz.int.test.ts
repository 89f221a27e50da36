/**
 * The gateway fuzzed (issue 11): thousands of malformed, oversized, deeply nested and wrong-typed
 * requests against every operation of its OpenAPI document, as a signed-in business account, a
 * visitor and a script with an access token, with every real service behind it. Every answer is a
 * 4xx in the error envelope (v5's `{code, message}` under /v5), never a 5xx; a batch may answer 200
 * only with every item refused; and no row of any service's schema changes. FUZZ_SEED replays a run.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@pinboard/contracts';
import { services as discoverServices } from '@pinboard/parts';
import {
  newBoard,
  newPin,
  startServices,
  TestBrowser,
  testEnv,
  type Person,
  type RawAnswer,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { businessPerson, newAccessToken } from '../access-tokens/__tests__/token-support.js';
import { startGateway, type RunningGateway } from '../app.js';
import { v5Call } from '../v5/__tests__/v5-calls.js';
import { operationsOf, RequestFuzzer, seededRandom, type FuzzRequest } from './fuzz-requests.js';
import { gatewayTestConfig } from './support.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const PARALLEL = 8;

/** Every row of every service's schema, counted per table. */
async function rowCounts(db: pg.Client): Promise<Map<string, number>> {
  const schemas = discoverServices().map((s) => s.name);
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
    [schemas],
  );
  const counts = new Map<string, number>();
  for (const { schema, name } of tables) {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}"."${name}"`);
    counts.set(`${schema}.${name}`, Number(rows[0]!.n));
  }
  return counts;
}

function changes(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([t, n]) => before.get(t) !== n).map(([t, n]) => `${t}: ${before.get(t)} -> ${n}`);
}

/** Counts that hold still for a second: the set-up's events have been consumed. */
async function settledCounts(db: pg.Client): Promise<Map<string, number>> {
  let last = await rowCounts(db);
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await rowCounts(db);
    if (changes(last, now).length === 0) return now;
    last = now;
  }
  return last;
}

/** What is wrong with an answer to a broken request, or null when it is what it must be. */
function fault(request: FuzzRequest, answer: RawAnswer): string | null {
  const v5 = request.url.startsWith('/v5/');
  if (answer.status === 200 && request.operation.batch) {
    const body = answer.json as {
      items?: Array<{ data?: unknown; response?: unknown; member_id?: unknown }>;
      resource_response?: { data?: { accepted?: number } };
    };
    // v5 batches answer data per object, business access a response or (removed) the access itself.
    const accepted = (i: NonNullable<typeof body.items>[number]) =>
      (i.data ?? null) !== null || i.response !== undefined || i.member_id !== undefined;
    if (body.items) return body.items.some(accepted) ? 'a batch item was accepted' : null;
    return body.resource_response?.data?.accepted === 0 ? null : 'an event was accepted';
  }
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  if (v5) {
    const body = answer.json as { code?: unknown; message?: unknown } | undefined;
    return typeof body?.code === 'number' && typeof body.message === 'string' ? null : 'not a v5 error';
  }
  const envelope = (answer.json as { resource_response?: { status?: string; error?: { message?: unknown } } })
    ?.resource_response;
  return envelope?.status === 'failure' && typeof envelope.error?.message === 'string'
    ? null
    : 'not an envelope';
}

describe('gateway fuzz (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;
  let db: pg.Client;

  before(async () => {
    services = await startServices();
    gateway = await startGateway(
      gatewayTestConfig({
        MEDIA_ROOT: services.mediaRoot,
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        AD_EVENTS_RATE_LIMIT_PER_MINUTE: '100000',
      }),
    );
    db = new pg.Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
  });

  after(async () => {
    await db?.end();
    await gateway?.close();
    await services?.stop();
  });

  it(`${REQUESTS} broken requests over every operation: 4xx envelopes, never a 5xx, nothing written`, async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const owner: Person = await businessPerson(gateway.url, 'fuzz');
    const board = await newBoard(owner);
    const pin = await newPin(owner, board, 7);
    const account = await v5Call(owner, 'POST', '/v5/ad_accounts', { name: 'Fuzz', country: 'US' });
    assert.equal(account.status, 201, account.text);
    const token = await newAccessToken(owner, ['ads:read', 'ads:write']);
    const visitor = new TestBrowser(gateway.url);
    await visitor.open();

    const document = (await (await fetch(`${gateway.url}/openapi.json`)).json()) as Parameters<
      typeof operationsOf
    >[0];
    const operations = operationsOf(document);
    assert.ok(operations.length > 50, `${operations.length} operations`);
    const fuzzer = new RequestFuzzer(seededRandom(seed), {
      ad_account: (account.json as { id: string }).id,
      advertiser: (account.json as { id: string }).id,
      board: board.id,
      pin: pin.id,
      user: owner.me.id,
      id: pin.id,
    });
    const random = seededRandom(seed + 1);
    const before = await settledCounts(db);

    const send = async (request: FuzzRequest, who: number): Promise<RawAnswer> => {
      const init = { method: request.method, headers: request.headers, body: request.body };
      if (who < 0.7) {
        init.headers = { ...init.headers, [CSRF_HEADER]: owner.api.cookies.get(CSRF_COOKIE) ?? '' };
        return owner.api.raw(request.url, init);
      }
      if (who < 0.85) {
        init.headers = { ...init.headers, [CSRF_HEADER]: visitor.cookies.get(CSRF_COOKIE) ?? '' };
        return visitor.raw(request.url, init);
      }
      init.headers = { ...init.headers, authorization: `Bearer ${token.token}` };
      const response = await fetch(`${gateway.url}${request.url}`, init);
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    };

    const faults: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < REQUESTS) {
          next++;
          let request = null;
          while (!request) request = fuzzer.request(operations[Math.floor(random() * operations.length)]!);
          const answer = await send(request, random());
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const found = fault(request, answer);
          if (found && faults.length < 20) {
            faults.push(
              `${found}: ${request.method} ${request.url.slice(0, 120)} (${request.broken}) -> ${answer.text.slice(0, 200)}`,
            );
          }
        }
      }),
    );
    const after = await settledCounts(db);
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    assert.deepEqual(faults, [], `seed ${seed} (FUZZ_SEED replays it); answers ${summary}`);
    assert.deepEqual(changes(before, after), [], `seed ${seed}: rows changed`);
    // Nothing signed the person out (a broken sign-out must not end their session).
    assert.equal((await owner.api.raw('/v3/users/me/')).status, 200);
    console.log(`fuzz seed ${seed}: ${REQUESTS} requests, answers ${summary}`);
  });
});

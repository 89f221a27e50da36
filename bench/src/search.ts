/**
 * Search at load: a corpus of Pins made through the API (so the index is built the way production
 * builds it, from pins' events), how fast the index catches up, then search, typeahead and "more
 * like this" through the gateway, each request a different query, prefix or Pin, next to Postgres
 * alone running the same full-text SQL with pgbench in the same run.
 */
import { Events, Rpc, type Pin } from '@pinboard/contracts';
import { makeDemoImage } from '@pinboard/demo-data';
import { DomainEventPublisher, type RpcClient } from '@pinboard/service-kit';
import { must, newBoard, testEnv, type Person } from '@pinboard/test-kit';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpLoad, round, type LoadResult } from './measure.js';

/** Words the corpus is made of: titles of 2-3 of them, so queries match some Pins, not all. */
const WORDS = (
  'garden kitchen lamp chair table linen curtain ceramic vase plant herb rose tulip fern cactus ' +
  'pasta curry salmon soup bread cake lemon olive basil pepper coastline cliff harbour tram tile ' +
  'mosaic river bridge tower market sketch poster print frame canvas paper circle stripe pattern ' +
  'desk shelf cable monitor notebook pencil scarf sweater boot jacket lantern candle mirror rug ' +
  'pillow blanket window balcony terrace porch fence path stone brick wood copper brass marble'
).split(' ');
const IMAGES = 40;
const CREATE_CONCURRENCY = 8;
const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';

export interface SearchBenchResult {
  results: Record<string, LoadResult[]>;
  summary: Record<string, unknown>;
}

function titleFor(i: number): string {
  const pick = (k: number) => WORDS[(i * 7 + k * 13 + Math.floor(i / WORDS.length) * k) % WORDS.length]!;
  return i % 3 === 0 ? `${pick(1)} ${pick(2)} ${pick(3)}` : `${pick(1)} ${pick(2)}`;
}

/** Runs `task` for 0..n-1 with at most `limit` at once. */
async function pool(n: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

async function makeCorpus(person: Person, count: number): Promise<Pin[]> {
  const board = await newBoard(person, `Search bench ${Date.now()}`);
  const images = await Promise.all(
    Array.from({ length: IMAGES }, async (_, i) =>
      (await makeDemoImage(5000 + i, 300)).jpeg.toString('base64'),
    ),
  );
  const pins: Pin[] = new Array(count);
  await pool(count, CREATE_CONCURRENCY, async (i) => {
    pins[i] = must(
      await person.api.create('PinResource', {
        board_id: board.id,
        image_base64: images[i % IMAGES]!,
        title: titleFor(i),
        description: `A bench Pin about ${WORDS[i % WORDS.length]} #${WORDS[(i * 3) % WORDS.length]}`,
      }),
      'create Pin',
    );
  });
  return pins;
}

/** The same full-text query the search service runs (ranked, one page), as a pgbench script. */
function pgbenchScript(): string {
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  return [
    `\\set w random(1, ${WORDS.length})`,
    `SELECT d.root_id, d.pin_id FROM search.root_docs d`,
    `WHERE d.document @@ websearch_to_tsquery('english', search.fold((${words})[:w]))`,
    `ORDER BY ts_rank(d.document, websearch_to_tsquery('english', search.fold((${words})[:w]))) * (1 + 0.5 * ln(d.saves)) DESC, d.root_id DESC`,
    `LIMIT 26;`,
  ].join('\n');
}

function pgbench(connections: number, seconds: number): { tps: number; error?: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const script = join(dir, 'search.sql');
  writeFileSync(script, pgbenchScript());
  try {
    const out = execFileSync(
      PGBENCH,
      [
        '-n',
        '-M',
        'prepared',
        '-f',
        script,
        '-c',
        String(connections),
        '-j',
        '2',
        '-T',
        String(seconds),
        testEnv().databaseUrl,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return { tps: Math.round(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN)) };
  } catch (err) {
    return { tps: NaN, error: String(err).slice(0, 300) };
  }
}

const resourceUrl = (stackUrl: string, name: string, options: object) =>
  `${stackUrl}/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;

/** A load where every request asks something else: the next of `paths`, round and round. */
function rotating(paths: string[]) {
  let i = 0;
  return { next: () => ({ path: paths[i++ % paths.length]!, headers: {} }) };
}

export async function benchSearch(
  stackUrl: string,
  person: Person,
  rpc: RpcClient,
  options: { pins: number; seconds: number; connections: number[]; indexRate: number; indexSeconds: number },
): Promise<SearchBenchResult> {
  const created = Date.now();
  const pins = await makeCorpus(person, options.pins);
  const createSeconds = (Date.now() - created) / 1000;
  // Caught up: nothing left to apply, and the last Pin made is found by its title.
  const last = pins[pins.length - 1]!;
  const lastCreatedAt = Date.now();
  for (;;) {
    const health = await rpc.request(Rpc.search.health, {});
    const found = await rpc
      .request(Rpc.search.related, { pin_id: last.id, viewer_id: null })
      .catch(() => null);
    if (health.details.events?.pending === 0 && found !== null) break;
    if (Date.now() - lastCreatedAt > 600_000) throw new Error('the index did not catch up in 10 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const catchUpMs = Date.now() - lastCreatedAt;

  const origin = new URL(stackUrl);
  const path = (name: string, opts: object) => {
    const url = new URL(resourceUrl(stackUrl, name, opts));
    return `${url.pathname}${url.search}`;
  };
  const searches = WORDS.flatMap((a, i) => [a, `${a} ${WORDS[(i + 5) % WORDS.length]}`]).map((query) =>
    path('BaseSearchResource', { query }),
  );
  const prefixes = [...new Set(WORDS.map((w) => w.slice(0, 3)))].map((term) =>
    path('AdvancedTypeaheadResource', { term }),
  );
  const related = pins.slice(0, 500).map((pin) => path('RelatedPinFeedResource', { pin_id: pin.id }));
  const results: Record<string, LoadResult[]> = {
    gateway_search: [],
    pgbench_search_sql: [],
    gateway_typeahead: [],
    gateway_more_like_this: [],
  };
  for (const c of options.connections) {
    results.gateway_search!.push(await httpLoad(origin.origin, c, options.seconds, {}, rotating(searches)));
    const pg = pgbench(c, options.seconds);
    results.pgbench_search_sql!.push({
      connections: c,
      requests_per_second: pg.tps,
      p50_ms: NaN,
      p99_ms: NaN,
      errors: pg.error ? 1 : 0,
    });
    results.gateway_typeahead!.push(
      await httpLoad(origin.origin, c, options.seconds, {}, rotating(prefixes)),
    );
    results.gateway_more_like_this!.push(
      await httpLoad(origin.origin, c, options.seconds, {}, rotating(related)),
    );
  }
  const lag = await measureIndexLag(
    rpc,
    testEnv().natsUrl,
    pins[0]!,
    options.indexRate,
    options.indexSeconds,
  );
  const at = (name: string, c: number) => results[name]!.find((r) => r.connections === c);
  const ratio = (c: number) =>
    round(
      (at('gateway_search', c)?.requests_per_second ?? NaN) /
        (at('pgbench_search_sql', c)?.requests_per_second ?? NaN),
    );
  return {
    results,
    summary: {
      search_corpus_pins: options.pins,
      ...lag,
      search_pins_created_per_second: round(options.pins / createSeconds),
      search_index_caught_up_ms_after_last_create: catchUpMs,
      search_gateway_over_pgbench: Object.fromEntries(options.connections.map((c) => [c, ratio(c)])),
      search_p97_5_ms_at_16: at('gateway_search', 16)?.p97_5_ms,
      typeahead_p97_5_ms_at_16: at('gateway_typeahead', 16)?.p97_5_ms,
      more_like_this_p97_5_ms_at_16: at('gateway_more_like_this', 16)?.p97_5_ms,
    },
  };
}

/**
 * Index lag under a write load: pins.pin.created events at `rate` a second for `seconds` (copies of
 * a real Pin with new ids and titles, published as pins publishes them), the search index's
 * backlog sampled from its health every 200 ms, and how long it takes to empty after the last one.
 * Runs last: the other consumers (boards, feed) take these events too.
 */
export async function measureIndexLag(
  rpc: RpcClient,
  natsUrl: string,
  template: Pin,
  rate: number,
  seconds: number,
): Promise<Record<string, number>> {
  const publisher = await DomainEventPublisher.connect(natsUrl);
  let maxPending = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const health = await rpc.request(Rpc.search.health, {}).catch(() => null);
      maxPending = Math.max(maxPending, health?.details.events?.pending ?? 0);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const base = 9_000_000_000_000 + Date.now() * 10;
  const tickMs = 50;
  const perTick = Math.max(1, Math.round((rate * tickMs) / 1000));
  const started = Date.now();
  let sent = 0;
  try {
    while (Date.now() - started < seconds * 1000) {
      const tickStart = Date.now();
      await Promise.all(
        Array.from({ length: perTick }, () => {
          const id = String(base + sent);
          const pin = {
            ...template,
            id,
            title: `${titleFor(sent)} ${WORDS[sent % WORDS.length]}`,
            created_at: new Date().toISOString(),
          };
          sent++;
          return publisher.publish(Events.pins.pinCreated, { pin });
        }),
      );
      await new Promise((r) => setTimeout(r, Math.max(0, tickMs - (Date.now() - tickStart))));
    }
    const publishedAt = Date.now();
    const publishSeconds = (publishedAt - started) / 1000;
    for (;;) {
      const health = await rpc.request(Rpc.search.health, {});
      if (health.details.events?.pending === 0) break;
      if (Date.now() - publishedAt > 600_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      index_events_published: sent,
      index_events_per_second_offered: round(sent / publishSeconds),
      index_max_pending: maxPending,
      index_drained_ms_after_last_event: Date.now() - publishedAt,
    };
  } finally {
    sampling = false;
    await sampler;
    await publisher.close();
  }
}

/**
 * Search at load: a corpus grown to `pins` Pins in the bench's database (see corpus.ts: the index
 * is built from pins' events, as in production), how long that took, then search, typeahead and
 * "more like this" through the gateway, each request a different query (drawn as words are used),
 * prefix or Pin, next to Postgres alone running the same full-text SQL with pgbench in the same run.
 */
import { execFileSync } from 'node:child_process';
import { Events, Rpc, type Pin } from '@pinboard/contracts';
import { DomainEventPublisher, type RpcClient } from '@pinboard/service-kit';
import { must, signUp, testEnv } from '@pinboard/test-kit';
import { advertiserWithAd, setStatus } from './ads.js';
import { growCorpus, seeded, sql, VOCABULARY, zipf } from './corpus.js';
import { benchImageLookups } from './image-lookup.js';
import { BROWSER_HEADERS, httpLoad, pgbench, round, type LoadResult } from './measure.js';
import { withCpu } from './process-cpu.js';

/** Distinct requests each load rotates through. */
const QUERIES = 2000;

export interface SearchBenchResult {
  results: Record<string, LoadResult[]>;
  summary: Record<string, unknown>;
}

/** The same full-text query the search service runs (ranked, one page), as a pgbench script. */
function pgbenchScript(): string {
  const words = `ARRAY[${VOCABULARY.map((w) => `'${w}'`).join(',')}]`;
  return [
    // The words drawn as the HTTP load draws them: a few often, most rarely.
    `\\set w random_zipfian(1, ${VOCABULARY.length}, 1.01)`,
    // As the service ranks (pg-search-index.ts searchPins): the best 1,000 matches by saves and
    // age (a common word's by walking the static-rank index, a rarer one's from the RUM index),
    // ordered by relevance × saves × age.
    `SELECT c.root_id, c.pin_id FROM (`,
    `  SELECT * FROM (SELECT d.* FROM search.root_docs d`,
    `    WHERE d.document @@ websearch_to_tsquery('english', search.fold((${words})[:w]))`,
    `    ORDER BY d.static_rank DESC, d.root_id DESC LIMIT 1000) walked`,
    `  WHERE search.match_share(websearch_to_tsquery('english', search.fold((${words})[:w]))) >= 0.04`,
    `  UNION ALL`,
    `  SELECT * FROM (SELECT d.* FROM search.root_docs d`,
    `    WHERE d.document @@ websearch_to_tsquery('english', search.fold((${words})[:w]))`,
    `    ORDER BY d.static_rank OPERATOR(search.<=|) '1000000'::float8 LIMIT 1000) sorted`,
    `  WHERE search.match_share(websearch_to_tsquery('english', search.fold((${words})[:w]))) < 0.04`,
    `) c`,
    `ORDER BY ts_rank(c.document, websearch_to_tsquery('english', search.fold((${words})[:w]))) * exp(c.static_rank - extract(epoch FROM now()) / 63072000) DESC, c.root_id DESC`,
    `LIMIT 26;`,
  ].join('\n');
}

const resourceUrl = (stackUrl: string, name: string, options: object) =>
  `${stackUrl}/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;

/** Signed-in people the signed-in loads take turns as (each request another one's cookie). */
const SEARCHERS = 32;

/**
 * Search's cached answers forgotten (a new version of the index, as its consumer makes after every
 * batch it writes: services/search/src/query/answer-cache.ts), so that every measured load starts
 * from the same state: the visitors' load used to meet a cold cache and the signed-in load right
 * after it the answers the visitors' load had just cached (Postgres 4.6 ms of CPU a search against
 * 1.2). Under writes the index changes several times a second, so a cold start is the usual state.
 */
function forgetSearchAnswers(): void {
  execFileSync('redis-cli', ['-u', testEnv().redisUrl, '--no-auth-warning', 'INCR', 'search:index:version'], {
    stdio: 'ignore',
  });
}

/**
 * A load where every request asks something else: the next of `paths`, round and round, as the
 * next of `people` (cookie headers; none: a visitor).
 */
function rotating(paths: string[], people: Record<string, string>[] = [{}]) {
  let i = 0;
  return {
    next: () => {
      const n = i++;
      return {
        path: paths[n % paths.length]!,
        headers: { ...BROWSER_HEADERS, ...people[n % people.length]! },
      };
    },
  };
}

export async function benchSearch(
  stackUrl: string,
  rpc: RpcClient,
  options: { pins: number; seconds: number; connections: number[]; indexRate: number; indexSeconds: number },
  log: (line: string) => void,
): Promise<SearchBenchResult> {
  const growth = await growCorpus(stackUrl, rpc, options.pins, log);
  const corpus = Number(sql('SELECT count(*) FROM search.root_docs')[0]);
  log(`search: ${corpus} originals indexed; ${JSON.stringify(growth)}`);

  const origin = new URL(stackUrl);
  const path = (name: string, opts: object) => {
    const url = new URL(resourceUrl(stackUrl, name, opts));
    return `${url.pathname}${url.search}`;
  };
  const random = seeded(7);
  const draw = zipf(VOCABULARY.length, random);
  const word = () => VOCABULARY[draw()]!;
  // One word mostly, two sometimes, as people type them.
  const searches = Array.from({ length: QUERIES }, (_, i) =>
    path('BaseSearchResource', { query: i % 3 === 2 ? `${word()} ${word()}` : word() }),
  );
  const prefixes = Array.from({ length: QUERIES }, () => {
    const w = word();
    return path('AdvancedTypeaheadResource', { term: w.slice(0, 2 + Math.floor(random() * (w.length - 1))) });
  });
  const sample = sql(`SELECT id FROM pins.pins WHERE board_privacy = 'public' ORDER BY random() LIMIT 500`);
  const related = sample.map((id) => path('RelatedPinFeedResource', { pin_id: id }));
  const results: Record<string, LoadResult[]> = {
    gateway_search: [],
    pgbench_search_sql: [],
    gateway_typeahead: [],
    gateway_more_like_this: [],
  };
  const people = await Promise.all(
    Array.from({ length: SEARCHERS }, async (_, i) => {
      const person = await signUp(stackUrl, `searcher${i}`);
      return { cookie: person.api.jar.header() };
    }),
  );
  // Each HTTP load with the CPU each process spent per request: where a request's time goes.
  const load = (c: number, paths: string[], as?: Record<string, string>[]) => {
    forgetSearchAnswers();
    return withCpu(options.seconds, () =>
      httpLoad(origin.origin, c, options.seconds, {}, rotating(paths, as)),
    );
  };
  // A pass that is not measured first: after a restart the corpus is on disk, and a server that
  // has been serving holds what these queries read in memory.
  for (const paths of [searches, prefixes, related]) await load(16, paths);
  results.gateway_search_signed_in = [];
  results.gateway_typeahead_signed_in = [];
  for (const c of options.connections) {
    results.gateway_search!.push(await load(c, searches));
    results.gateway_search_signed_in.push(await load(c, searches, people));
    results.pgbench_search_sql!.push(pgbench(pgbenchScript(), c, options.seconds));
    results.gateway_typeahead!.push(await load(c, prefixes));
    results.gateway_typeahead_signed_in.push(await load(c, prefixes, people));
    results.gateway_more_like_this!.push(await load(c, related));
  }
  // More like this again with an ad to serve under the closeup (the related placement), as where
  // advertisers run campaigns: serving's auction and the promoted Pin's read are then on its path.
  const ad = await advertiserWithAd(origin.origin);
  await new Promise((resolve) => setTimeout(resolve, 2_500)); // serving re-reads what is eligible every 2 s
  results.gateway_more_like_this_with_ad = [];
  for (const c of options.connections) {
    results.gateway_more_like_this_with_ad.push(await load(c, related));
  }
  must(await setStatus(ad.owner, ad.adAccountId, ad.campaignId, 'ARCHIVED'), 'archive the bench ad');
  const template = await rpc.request(Rpc.pins.get, { pin_id: sample[0]!, viewer_id: null });
  const lag = await measureIndexLag(
    rpc,
    testEnv().natsUrl,
    template,
    options.indexRate,
    options.indexSeconds,
  );
  // More like this's look-up of near pictures, bytes against quarters, on a million different ones.
  Object.assign(results, benchImageLookups(options.connections, options.seconds));
  const at = (name: string, c: number) => results[name]!.find((r) => r.connections === c);
  const ratio = (c: number) =>
    round(
      (at('gateway_search', c)?.requests_per_second ?? NaN) /
        (at('pgbench_search_sql', c)?.requests_per_second ?? NaN),
    );
  return {
    results,
    summary: {
      search_corpus_originals: corpus,
      ...growth,
      ...lag,
      search_gateway_over_pgbench: Object.fromEntries(options.connections.map((c) => [c, ratio(c)])),
      search_p95_ms_at_16: at('gateway_search', 16)?.p95_ms,
      search_signed_in_p95_ms_at_16: at('gateway_search_signed_in', 16)?.p95_ms,
      pgbench_search_p95_ms_at_16: at('pgbench_search_sql', 16)?.p95_ms,
      typeahead_p95_ms_at_16: at('gateway_typeahead', 16)?.p95_ms,
      typeahead_signed_in_p95_ms_at_16: at('gateway_typeahead_signed_in', 16)?.p95_ms,
      more_like_this_p95_ms_at_16: at('gateway_more_like_this', 16)?.p95_ms,
      more_like_this_with_ad_p95_ms_at_16: at('gateway_more_like_this_with_ad', 16)?.p95_ms,
      cpu_ms_per_request_at_16: {
        search: at('gateway_search', 16)?.cpu_ms_per_request,
        search_signed_in: at('gateway_search_signed_in', 16)?.cpu_ms_per_request,
        typeahead: at('gateway_typeahead', 16)?.cpu_ms_per_request,
        typeahead_signed_in: at('gateway_typeahead_signed_in', 16)?.cpu_ms_per_request,
        more_like_this: at('gateway_more_like_this', 16)?.cpu_ms_per_request,
      },
      near_pictures_lookups_quarters_over_bytes: Object.fromEntries(
        options.connections.map((c) => [
          c,
          round(
            (at('pgbench_near_by_quarters', c)?.requests_per_second ?? NaN) /
              (at('pgbench_near_by_bytes', c)?.requests_per_second ?? NaN),
          ),
        ]),
      ),
      more_like_this_with_ad_over_without_at_16: round(
        (at('gateway_more_like_this_with_ad', 16)?.requests_per_second ?? NaN) /
          (at('gateway_more_like_this', 16)?.requests_per_second ?? NaN),
      ),
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
            title: `${VOCABULARY[sent % VOCABULARY.length]} ${VOCABULARY[(sent * 7) % VOCABULARY.length]}`,
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

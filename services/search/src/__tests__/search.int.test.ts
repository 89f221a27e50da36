/**
 * Search end to end on the real services: users, boards and pins from their builds, search
 * in-process; its index is fed by their events only.
 */
import {
  colorFamilyOf,
  END_BOOKMARK,
  ErrorCode,
  Rpc,
  SEARCH_COLORS,
  type Actor,
  type Board,
  type Page,
  type SearchColor,
  type SearchResult,
  type SearchScope,
} from '@pinboard/contracts';
import {
  deleteEventConsumers,
  patternPng,
  rpcFactories,
  serviceSuite,
  solidPng,
  testEnv,
  waitFor,
} from '@pinboard/test-kit';
import { ServiceError } from '@pinboard/service-kit';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, test } from 'node:test';
import pg from 'pg';
import { searchService } from '../service.js';

const env = testEnv();
/** A word no other test run has used: letters only, so full text and trigrams treat it as a word. */
const newWord = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe('search service', () => {
  const suite = serviceSuite(searchService, { needs: ['users', 'boards', 'pins'], rpcTimeoutMs: 15_000 });
  const { config, rpc } = suite;
  const { person, board, pin } = rpcFactories(rpc);

  const find = (
    query: string,
    viewer: Actor | null,
    scope: SearchScope = 'pins',
    more: { bookmark?: string; page_size?: number; colors?: SearchColor[] | string } = {},
  ): Promise<Page<SearchResult>> =>
    rpc.request(Rpc.search.search, {
      query,
      scope,
      rs: 'direct_navigation',
      viewer_id: viewer?.id ?? null,
      ...more,
    });
  const ids = (page: Page<SearchResult>) => page.items.map((item) => item.id);
  /** The index follows events: wait until a query answers these ids, in this order. */
  const waitForIds = (query: string, viewer: Actor | null, expected: string[], scope: SearchScope = 'pins') =>
    waitFor(
      async () => JSON.stringify(ids(await find(query, viewer, scope))) === JSON.stringify(expected),
      `"${query}" (${scope}) finds ${expected.join(', ') || 'nothing'}`,
    );

  test('health reports postgres, redis and how many events the index has still to apply', async () => {
    const health = await rpc.request(Rpc.search.health, {});
    assert.equal(health.status, 'up', JSON.stringify(health));
    assert.deepEqual(Object.keys(health.details).sort(), ['events', 'postgres', 'redis']);
    assert.equal(typeof health.details.events?.pending, 'number');
  });

  test('relevance: a title match beats a description match; accents and case are ignored', async () => {
    const ada = await person('ada');
    const on = await board(ada);
    const word = newWord();
    const inDescription = await pin(ada, on, 'Something else', `All about ${word} here`);
    const inTitle = await pin(ada, on, `Café ${word.toUpperCase()}`);
    await waitForIds(word, null, [inTitle.id, inDescription.id]);
    // 'cafe' finds 'Café' (accent folded), and the query's case does not matter.
    const page = await find(`CAFE ${word}`, null);
    assert.deepEqual(ids(page), [inTitle.id]);
    assert.equal(page.items[0]?.type, 'pin');
  });

  test('top_pin_ids come first on the first page, once, and only those the viewer may see', async () => {
    const ada = await person('ada');
    const word = newWord();
    const on = await board(ada);
    const [first, second] = [await pin(ada, on, `Top ${word}`), await pin(ada, on, `Top ${word} too`)];
    const hidden = await pin(ada, await board(ada, 'secret'), 'Somewhere else');
    await waitFor(async () => (await find(word, null)).items.length === 2, 'both indexed');
    const page = await rpc.request(Rpc.search.search, {
      query: word,
      scope: 'pins',
      rs: 'direct_navigation',
      top_pin_ids: [second.id, hidden.id],
      viewer_id: null,
    });
    assert.deepEqual(ids(page), [second.id, first.id]);
  });

  test('a typo within one edit is still found (trigrams)', async () => {
    const ada = await person('ada');
    const word = newWord();
    const found = await pin(ada, await board(ada), `Lampshade ${word}`);
    await waitForIds(word, null, [found.id]);
    const typo = `${word.slice(0, 4)}${word.slice(5)}`; // one letter dropped
    assert.deepEqual(ids(await find(typo, null)), [found.id]);
    assert.deepEqual(
      ids(await find(`lampshade ${typo}`, null)),
      [found.id],
      'a known word kept, the typo corrected',
    );
    assert.deepEqual(ids(await find(`${typo} ${newWord()}`, null)), [], 'a word like none: nothing');
  });

  test('a common word is found by walking the static-rank index, as a rare one by the word-rank index', async () => {
    const ada = await person('ada');
    const word = newWord();
    const shelf = await board(ada);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await pin(ada, shelf, `Vase ${word} ${i}`));
    const newestFirst = made.map((p) => p.id).reverse();
    await waitForIds(word, null, newestFirst);
    // As if the statistics said the word were on every Pin (a word's plan is picked by its share).
    const db = new pg.Client({ connectionString: env.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO search.word_shares (lexeme, share)
         SELECT unnest(tsvector_to_array(to_tsvector('english', $1))), 1
         ON CONFLICT (lexeme) DO UPDATE SET share = 1`,
        [word],
      );
      const [{ share }] = (
        await db.query<{ share: number }>(
          `SELECT search.match_share(websearch_to_tsquery('english', search.fold($1))) AS share`,
          [word],
        )
      ).rows as [{ share: number }];
      assert.equal(share, 1);
      // Another page size: not the ranking cached above.
      assert.deepEqual(ids(await find(word, null, 'pins', { page_size: 10 })), newestFirst);
    } finally {
      await db.end();
    }
  });

  test("a secret board's Pins are found by their owner (my_pins) and by nobody else", async () => {
    const [owner, other] = [await person('owner'), await person('other')];
    const word = newWord();
    const hidden = await pin(owner, await board(owner, 'secret'), `Hidden ${word}`);
    const shown = await pin(owner, await board(owner), `Shown ${word}`);
    await waitForIds(word, owner, [shown.id]);
    await waitForIds(word, owner, [shown.id, hidden.id].sort().reverse(), 'my_pins').catch(async () => {
      assert.deepEqual(new Set(ids(await find(word, owner, 'my_pins'))), new Set([shown.id, hidden.id]));
    });
    assert.deepEqual(ids(await find(word, other)), [shown.id]);
    assert.deepEqual(ids(await find(word, null)), [shown.id]);
    assert.deepEqual(ids(await find(word, other, 'my_pins')), []);
  });

  test('a board made secret takes its Pins out; public again, they come back', async () => {
    const owner = await person('owner');
    const word = newWord();
    const on = await board(owner);
    const found = await pin(owner, on, `Toggle ${word}`);
    await waitForIds(word, null, [found.id]);
    await rpc.request(Rpc.boards.update, { actor: owner, board_id: on.id, privacy: 'secret' });
    await waitForIds(word, null, []);
    await rpc.request(Rpc.boards.update, { actor: owner, board_id: on.id, privacy: 'public' });
    await waitForIds(word, null, [found.id]);
  });

  test('an edited Pin is found by its new words, a deleted one not at all', async () => {
    const ada = await person('ada');
    const [before, afterWord] = [newWord(), newWord()];
    const edited = await pin(ada, await board(ada), `Old ${before}`);
    await waitForIds(before, null, [edited.id]);
    await rpc.request(Rpc.pins.update, { actor: ada, pin_id: edited.id, title: `New ${afterWord}` });
    await waitForIds(afterWord, null, [edited.id]);
    assert.deepEqual(ids(await find(before, null)), []);
    await rpc.request(Rpc.pins.delete, { actor: ada, pin_id: edited.id });
    await waitForIds(afterWord, null, []);
  });

  test('saves of one Pin are one result carrying its save count', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const word = newWord();
    const original = await pin(ada, await board(ada), `Saved ${word}`);
    await rpc.request(Rpc.pins.repin, {
      actor: grace,
      pin_id: original.id,
      board_id: (await board(grace)).id,
    });
    await waitFor(async () => {
      const page = await find(word, null);
      const first = page.items[0];
      return (
        page.items.length === 1 &&
        first?.type === 'pin' &&
        first.aggregated_pin_data.aggregated_stats.saves === 2
      );
    }, 'one result with 2 saves');
    // A count changes alone in place; an edit of the shown Pin's description still rewrites it.
    const described = newWord();
    await rpc.request(Rpc.pins.update, { actor: ada, pin_id: original.id, description: `Now ${described}` });
    await waitForIds(described, null, [original.id]);
  });

  test('blocked either way, people do not find each other or each other’s Pins and boards', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const word = newWord();
    const graces = await board(grace, 'public', `Board ${word}`);
    const found = await pin(grace, graces, `Blocked ${word}`);
    await waitForIds(word, ada, [found.id]);
    await waitForIds(word, ada, [graces.id], 'boards');
    await rpc.request(Rpc.users.block, { actor: ada, blocked_user_id: grace.id });
    await waitForIds(word, ada, []);
    await waitForIds(word, ada, [], 'boards');
    assert.deepEqual(ids(await find(ada.username, grace, 'users')), [], 'nor the person');
    assert.deepEqual(ids(await find(word, null)), [found.id], 'others still find it');
  });

  test('boards and people scopes; pages go on by bookmark without repeats', async () => {
    const ada = await person('ada');
    const word = newWord();
    const boards = [await board(ada, 'public', `${word} one`), await board(ada, 'public', `${word} two`)];
    await board(ada, 'secret', `${word} secret`);
    await waitFor(async () => (await find(word, null, 'boards')).items.length === 2, 'two public boards');
    const first = await find(word, null, 'boards', { page_size: 1 });
    assert.notEqual(first.bookmark, END_BOOKMARK);
    const second = await find(word, null, 'boards', { page_size: 1, bookmark: first.bookmark });
    assert.deepEqual(new Set([...ids(first), ...ids(second)]), new Set(boards.map((b) => b.id)));
    assert.equal(second.bookmark, END_BOOKMARK);
    await waitForIds(ada.username, null, [ada.id], 'users');
  });

  test('typeahead: queries from Pin titles, then people and boards; autocomplete counts Pins', async () => {
    const ada = await person('ada');
    const word = newWord();
    const on = await board(ada, 'public', `${word} board`);
    await pin(ada, on, `${word} garden`);
    await pin(ada, on, `${word} garden`);
    await pin(ada, on, `${word} kitchen`);
    const prefix = word.slice(0, 6);
    const expectedQueries = [
      { type: 'query', query: `${word} garden`, pin_count: 2 },
      { type: 'query', query: `${word} kitchen`, pin_count: 1 },
    ];
    // The index and the cached answers follow the events within moments: wait for all of them.
    await waitFor(async () => {
      const { items } = await rpc.request(Rpc.search.typeahead, { term: prefix, count: 5, viewer_id: null });
      return (
        items.some((item) => item.type === 'board' && item.id === on.id) &&
        JSON.stringify(items.filter((item) => item.type === 'query')) === JSON.stringify(expectedQueries)
      );
    }, 'the queries and the board suggested');
    // Any case of the same prefix answers the same.
    const { items } = await rpc.request(Rpc.search.typeahead, {
      term: prefix.toUpperCase(),
      count: 5,
      viewer_id: null,
    });
    assert.deepEqual(
      items.filter((item) => item.type === 'query'),
      expectedQueries,
    );
    const completions = await rpc.request(Rpc.search.autocomplete, {
      q: prefix,
      show_pin_count: true,
      viewer_id: null,
    });
    assert.deepEqual(completions[0], { query: `${word} garden`, pin_count: 2 });
  });

  test('more like this: the same picture first (nearest hash), then Pins of its colour; never the Pin itself or secret ones', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    // Pictures of this run alone (the test database keeps earlier runs' Pins).
    const [seed, otherSeed] = [randomInt(1, 2 ** 31), randomInt(1, 2 ** 31)];
    const image = (pattern: number, width: number) =>
      patternPng(width, Math.round(width * 1.5), pattern).toString('base64');
    const picture = (actor: Actor, on: Board, pattern: number, width: number) =>
      rpc.request(Rpc.pins.create, {
        actor,
        board_id: on.id,
        title: `Look ${newWord()}`,
        description: '',
        image_base64: image(pattern, width),
      });
    const [adas, graces, secret] = [await board(ada), await board(grace), await board(grace, 'secret')];
    const source = await picture(ada, adas, seed, 300);
    const twin = await picture(grace, graces, seed, 420); // the same picture, larger
    const hidden = await picture(grace, secret, seed, 360);
    const unlike = await picture(grace, graces, otherSeed, 300);
    assert.match(source.image_signature, /^[0-9a-f]{16}$/);
    const related = () => rpc.request(Rpc.search.related, { pin_id: source.id, viewer_id: ada.id });
    await waitFor(
      async () => ids((await related()) as Page<SearchResult>).includes(twin.id),
      'the twin found',
    );
    const found = ids((await related()) as Page<SearchResult>);
    assert.equal(found[0], twin.id, 'the same picture comes first');
    assert.ok(!found.includes(source.id), 'not the Pin itself');
    assert.ok(!found.includes(hidden.id), 'not a secret one');
    assert.ok(found.indexOf(unlike.id) === -1 || found.indexOf(unlike.id) > 0, 'another picture only after');
    // Enough copies of the picture to fill the page: they are the page (read in order from an index).
    const onePage = await rpc.request(Rpc.search.related, {
      pin_id: source.id,
      viewer_id: ada.id,
      page_size: 1,
    });
    assert.deepEqual(ids(onePage as Page<SearchResult>), [twin.id]);
    // Search by image: the signature finds its own Pin and its twin.
    const byImage = await rpc.request(Rpc.search.search, {
      query: '',
      scope: 'pins',
      rs: 'direct_navigation',
      query_pin_sigs: [source.image_signature],
      viewer_id: null,
    });
    assert.deepEqual(ids(byImage).slice(0, 2).sort(), [source.id, twin.id].sort());
    // A Pin the viewer cannot see has no related Pins to show them.
    await assert.rejects(
      rpc.request(Rpc.search.related, { pin_id: hidden.id, viewer_id: ada.id }),
      /not found|find/i,
    );
  });

  test('more like this: a picture nothing is near still shows Pins of its colour family, closest colour first', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    // Two pictures unlike each other (other seeds) in greens of other 512-buckets: sharp's dominant
    // colour of the first has green's top bits 011, of the second 110 (red 000, blue 001 both).
    const green = (low: number, high: number) => (shade: number) =>
      [0, low + Math.round((shade / 255) * (high - low)), 40] as [number, number, number];
    const picture = (actor: Actor, on: Board, colorOf: (shade: number) => [number, number, number]) =>
      rpc.request(Rpc.pins.create, {
        actor,
        board_id: on.id,
        title: `Leaf ${newWord()}`,
        description: '',
        image_base64: patternPng(300, 450, randomInt(1, 2 ** 31), colorOf).toString('base64'),
      });
    const source = await picture(ada, await board(ada), green(100, 127));
    const cousin = await picture(grace, await board(grace), green(192, 223));
    const related = async () =>
      ids(
        (await rpc.request(Rpc.search.related, {
          pin_id: source.id,
          viewer_id: ada.id,
        })) as Page<SearchResult>,
      );
    await waitFor(async () => (await related()).includes(cousin.id), 'the cousin under the source');

    // What the index holds of both: not near, other buckets, one family (so only the family tier
    // can have found the cousin).
    const db = new pg.Client({ connectionString: env.databaseUrl });
    await db.connect();
    try {
      const rows = (
        await db.query<{ pin_id: string; color_bucket: number; color_family: number }>(
          `SELECT p.pin_id::text, r.color_bucket, r.color_family FROM search.pin_docs p
           JOIN search.root_docs r ON r.root_id = p.root_id WHERE p.pin_id = ANY($1::bigint[])`,
          [[source.id, cousin.id]],
        )
      ).rows;
      const of = (id: string) => rows.find((row) => row.pin_id === id)!;
      assert.notEqual(of(source.id).color_bucket, of(cousin.id).color_bucket, 'other buckets');
      assert.equal(of(source.id).color_family, colorFamilyOf('green'));
      assert.equal(of(cousin.id).color_family, colorFamilyOf('green'));
      const found = await related();
      assert.ok(!found.includes(source.id), 'not the Pin itself');
      const families = (
        await db.query<{ color_family: number }>(
          `SELECT r.color_family FROM search.pin_docs p JOIN search.root_docs r ON r.root_id = p.root_id
           WHERE p.pin_id = ANY($1::bigint[])`,
          [found],
        )
      ).rows;
      assert.equal(families.length, found.length);
      assert.ok(
        families.every((row) => row.color_family === colorFamilyOf('green')),
        'nothing near the picture, nothing of its bucket but greens: every Pin shown is green',
      );
    } finally {
      await db.end();
    }
  });

  test('a hashtag finds the Pins that carry it (not those that only say the word); the ideas hub lists it', async () => {
    const ada = await person('ada');
    const tag = newWord();
    const on = await board(ada);
    const tagged = [
      await pin(ada, on, 'First', `Morning light #${tag}`),
      await pin(ada, on, 'Second', `#${tag.toUpperCase()} and more`),
    ];
    const wordOnly = await pin(ada, on, `About ${tag}`, 'no tag here');
    await waitFor(async () => (await find(`#${tag}`, null)).items.length === 2, 'both tagged Pins');
    assert.deepEqual(new Set(ids(await find(`#${tag}`, null))), new Set(tagged.map((p) => p.id)));
    assert.ok(ids(await find(tag, null)).includes(wordOnly.id), 'the word alone finds the third');
    // Many Pins of many runs carry tags: this one may not be among the top topics, but it is counted.
    const topics = await rpc.request(Rpc.search.ideaTopics, { viewer_id: null });
    assert.ok(topics.every((t) => t.url === `/ideas/${encodeURIComponent(t.tag)}/` && t.pin_count >= 1));
    assert.deepEqual(
      [...topics.map((t) => t.pin_count)].sort((a, b) => b - a),
      topics.map((t) => t.pin_count),
      'most Pins first',
    );
  });

  test('search.color_family() numbers colours as the palette does: each swatch is its own family', async () => {
    const db = new pg.Client({ connectionString: env.databaseUrl });
    await db.connect();
    try {
      const familyOf = async (hex: string) =>
        (
          await db.query<{ family: number }>('SELECT "search".color_family($1::int) AS family', [
            parseInt(hex.slice(1), 16),
          ])
        ).rows[0]?.family;
      for (const { name, swatch } of SEARCH_COLORS)
        assert.equal(await familyOf(swatch), colorFamilyOf(name), name);
      // Beyond the swatches: light reds are pink, dark reds and muted oranges brown, pale tints white.
      const more: [string, SearchColor][] = [
        ['#ff0000', 'red'],
        ['#ffc0cb', 'pink'],
        ['#800000', 'brown'],
        ['#d2b48c', 'brown'],
        ['#ff8c00', 'orange'],
        ['#000080', 'blue'],
        ['#4b0082', 'purple'],
        ['#f5f5dc', 'white'],
        ['#404040', 'gray'],
        ['#050505', 'black'],
      ];
      for (const [hex, name] of more)
        assert.equal(await familyOf(hex), colorFamilyOf(name), `${hex} is ${name}`);
    } finally {
      await db.end();
    }
  });

  test('a colour filter finds only Pins of those colours, with the words, typos, hashtags and own Pins alike', async () => {
    const ada = await person('ada');
    const word = newWord();
    const [on, secret] = [await board(ada), await board(ada, 'secret')];
    const painted = (where: Board, title: string, rgb: [number, number, number], description = `#${word}`) =>
      rpc.request(Rpc.pins.create, {
        actor: ada,
        board_id: where.id,
        title,
        description,
        image_base64: solidPng(200, 240, rgb).toString('base64'),
      });
    const red = await painted(on, `Red ${word}`, [220, 16, 16]);
    const blue = await painted(on, `Blue ${word}`, [24, 72, 216]);
    const hiddenBlue = await painted(secret, `Hidden ${word}`, [24, 72, 216]);
    await painted(on, `Blue ${newWord()}`, [24, 72, 216], ''); // the colour without the words
    await waitFor(async () => (await find(word, null)).items.length === 2, 'both public Pins indexed');
    await waitFor(async () => (await find(word, ada, 'my_pins')).items.length === 3, 'all three of hers');

    assert.deepEqual(ids(await find(word, null, 'pins', { colors: ['blue'] })), [blue.id]);
    assert.deepEqual(
      ids(await find(word, null, 'pins', { colors: 'blue,blue' })),
      [blue.id],
      'each colour once',
    );
    assert.deepEqual(
      new Set(ids(await find(word, null, 'pins', { colors: ['red', 'blue'] }))),
      new Set([red.id, blue.id]),
    );
    assert.deepEqual(ids(await find(word, null, 'pins', { colors: ['green'] })), []);
    const typo = `${word.slice(0, 4)}${word.slice(5)}`;
    assert.deepEqual(ids(await find(typo, null, 'pins', { colors: ['red'] })), [red.id], 'typo-tolerant too');
    assert.deepEqual(
      ids(await find(`#${word}`, null, 'pins', { colors: ['red'] })),
      [red.id],
      'a hashtag too',
    );
    assert.deepEqual(
      new Set(ids(await find(word, ada, 'my_pins', { colors: ['blue'] }))),
      new Set([blue.id, hiddenBlue.id]),
      'her own Pins, secret ones included',
    );
    await assert.rejects(
      find(word, null, 'pins', { colors: 'blue,mauve' }),
      (err) => err instanceof ServiceError && err.code === ErrorCode.ValidationFailed,
      'a colour not in the palette is refused',
    );
  });

  test('replayed from the first event, the index is built again the same', async () => {
    const startedAt = new Date(Date.now() - 1000).toISOString();
    const ada = await person('ada');
    const word = newWord();
    const on = await board(ada);
    const pins = [await pin(ada, on, `Replay ${word}`), await pin(ada, on, `Replay ${word} again`)];
    await waitFor(async () => (await find(word, null)).items.length === 2, 'both indexed');
    const before = ids(await find(word, null));
    await suite.closeService();
    const db = new pg.Client({ connectionString: env.databaseUrl });
    await db.connect();
    await db.query(
      'TRUNCATE "search"."pin_docs", "search"."root_docs", "search"."board_docs", "search"."user_docs", "search"."user_follows", "search"."blocks"',
    );
    await db.end();
    await deleteEventConsumers(env.natsUrl, config.EVENT_CONSUMER_PREFIX!);
    // A new consumer replays the stream; here from this test's start (the test stream is shared).
    await suite.startService({ ...config, EVENT_CONSUMER_START: startedAt });
    await waitForIds(word, null, before);
    assert.deepEqual(new Set(before), new Set(pins.map((p) => p.id)));
  });
});

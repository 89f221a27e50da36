import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BoardView, BootFeed, FeedPin, Section } from '@pinboard/contracts';
import { withBootContent, withBootPins, within } from '../boot-page.js';
import { boardPathOf } from '../boot-content.js';

const PAGE =
  '<html><body><div id="root"><div class="pb-boot__grid"><span class="pb-boot__tile"></span>' +
  '<span class="pb-boot__tile"></span></div></div></body></html>';

const pin = (id: number, fields: Partial<FeedPin> = {}): FeedPin =>
  ({
    id: String(id),
    color: '#a1b2c3',
    title: `Pin ${id}`,
    is_promoted: false,
    images: { '236x': { url: `/media/236x/${id}.jpg`, width: 236, height: 300 + id } },
    ...fields,
  }) as FeedPin;

describe('withBootPins', () => {
  it("puts each Pin's image in a tile of its shape and colour, the first four asked for first", () => {
    const html = withBootPins(
      PAGE,
      [1, 2, 3, 4, 5].map((id) => pin(id)),
    );
    const tiles = html.match(/<span class="pb-boot__tile"[^>]*><img [^>]*><\/span>/g) ?? [];
    assert.equal(tiles.length, 5);
    // Its image's height at 236 px wide, and below it the caption row (it has a title) and padding.
    assert.match(tiles[0]!, /<span class="pb-boot__tile" style="--image:301;--below:42">/);
    assert.match(
      tiles[0]!,
      /<img src="\/media\/236x\/1.jpg" alt="" width="236" height="301" style="aspect-ratio:236\/301;background:#a1b2c3" fetchpriority="high">/,
    );
    assert.equal(tiles.filter((tile) => tile.includes('fetchpriority')).length, 4);
    // The grey tiles are replaced, the rest of the page kept.
    assert.ok(
      html.startsWith(
        '<html><body><div id="root"><div class="pb-boot__grid"><span class="pb-boot__tile" style',
      ),
    );
    assert.ok(html.endsWith('</span></div></div></body></html>'));
  });

  it("shows at most twelve, a promoted Pin's place without its image, and escapes what it writes", () => {
    const pins = Array.from({ length: 20 }, (_, i) => pin(i + 1));
    pins[0] = pin(1, { is_promoted: true, promoter: { name: 'Shop' } as FeedPin['promoter'] });
    pins[1] = pin(2, {
      color: 'red;background:url(x)',
      images: {
        '236x': { url: '/media/"><script>x</script>', width: 236, height: 200 },
      } as FeedPin['images'],
    });
    const html = withBootPins(PAGE, pins);
    assert.equal((html.match(/<span class="pb-boot__tile"/g) ?? []).length, 12);
    assert.equal((html.match(/<img /g) ?? []).length, 11);
    // The promoted Pin's tile is where the grid will show it, with its 'Promoted by' row.
    assert.match(
      html,
      /<div class="pb-boot__grid"><span class="pb-boot__tile" style="--image:301;--below:60"><\/span>/,
    );
    assert.doesNotMatch(html, /\/media\/236x\/1\.jpg/);
    assert.match(
      html,
      /<img src="\/media\/&quot;&gt;&lt;script&gt;x&lt;\/script&gt;" [^>]*style="aspect-ratio:236\/200;background:#efefef"/,
    );
    assert.doesNotMatch(html, /<script>/);
  });

  it('counts the saves row when the grid shows one, and no caption row for a Pin without a title', () => {
    const belowOf = (fields: Partial<FeedPin>) =>
      Number(/--below:(\d+)/.exec(withBootPins(PAGE, [pin(1, fields)]))?.[1]);
    const saved = (saves: number) => ({ aggregated_pin_data: { aggregated_stats: { saves } } });
    assert.equal(belowOf({ title: '  ' }), 8);
    assert.equal(belowOf(saved(1)), 34 + 8);
    assert.equal(belowOf(saved(2)), 34 + 18 + 8);
  });

  it('leaves the page as it is without Pins to show', () => {
    assert.equal(withBootPins(PAGE, []), PAGE);
    assert.equal(withBootPins(PAGE, [pin(1, { is_promoted: true })]), PAGE);
  });
});

const feedOf = (items: FeedPin[], next: string | null = null): BootFeed => ({
  source: { kind: 'board', boardId: '7' },
  page: { items, next },
});

const boardOf = (fields: Pick<BoardView, 'name' | 'description' | 'section_count'>) => ({
  username: 'alice',
  slug: 'tarts',
  view: { id: '7', ...fields } as BoardView,
});

describe('withBootContent', () => {
  it('writes the first page for the grid at the end of the body, nothing in it able to end the element', () => {
    const sly = pin(1, { title: '</script><script>alert(1)</script>', description: '<!--' });
    const html = withBootContent(PAGE, { source: { kind: 'home' }, page: { items: [sly], next: 'b2' } });
    const data = /<script type="application\/json" id="pb-boot-feed">([^<]*)<\/script><\/body><\/html>$/.exec(
      html,
    );
    assert.ok(data, 'the JSON element closes the body');
    assert.deepEqual(JSON.parse(data[1]!), { source: { kind: 'home' }, page: { items: [sly], next: 'b2' } });
    assert.equal((html.match(/<script/g) ?? []).length, 1);
  });

  it("puts a board's name and description above its Pins, escaped", () => {
    const html = withBootContent(PAGE, {
      ...feedOf([pin(1)]),
      board: boardOf({ name: 'Tarts <b>&</b> pies', description: 'Sweet "and" sour', section_count: 0 }),
    });
    assert.match(
      html,
      /<div id="root"><div class="pb-boot__board"><h1 class="pb-boot__board-name">Tarts &lt;b&gt;&amp;&lt;\/b&gt; pies<\/h1><p class="pb-boot__board-description">Sweet &quot;and&quot; sour<\/p><span class="pb-boot__board-meta"><\/span><span class="pb-boot__board-follow"><\/span><\/div>/,
    );
    assert.match(
      html,
      /<\/div><div class="pb-boot__grid"><span class="pb-boot__tile" style=[^>]*><img src="\/media\/236x\/1.jpg"/,
    );
  });

  it("shows an empty board's name over the grey tiles, and no description when it has none", () => {
    const feed = { ...feedOf([]), board: boardOf({ name: 'Empty', description: '', section_count: 3 }) };
    const html = withBootContent(PAGE, feed);
    assert.match(html, /<h1 class="pb-boot__board-name">Empty<\/h1><span class="pb-boot__board-meta">/);
    // A grey card for each of its sections between the header and the grid.
    assert.match(
      html,
      /<\/div><div class="pb-boot__sections">(<span class="pb-boot__section"><\/span>){3}<\/div><div class="pb-boot__grid">/,
    );
    assert.ok(
      html.endsWith(
        '<div class="pb-boot__grid"><span class="pb-boot__tile"></span><span class="pb-boot__tile"></span></div></div>' +
          `<script type="application/json" id="pb-boot-feed">${JSON.stringify(feed)}</script></body></html>`,
      ),
    );
  });

  it("heads a section's page as the section page does: its board's name, its own, no follow button", () => {
    const html = withBootContent(PAGE, {
      ...feedOf([pin(1)]),
      board: boardOf({ name: 'Tarts & pies', description: 'Not shown here', section_count: 4 }),
      section: { slug: 'lemon', view: { id: '9', board_id: '7', title: 'Lemon <tarts>' } as Section },
    });
    assert.match(
      html,
      /<div id="root"><div class="pb-boot__board"><span class="pb-boot__board-link">Tarts &amp; pies<\/span><h1 class="pb-boot__board-name pb-boot__board-name--section">Lemon &lt;tarts&gt;<\/h1><span class="pb-boot__board-meta pb-boot__board-meta--short"><\/span><\/div><div class="pb-boot__grid">/,
    );
    const shown = html.slice(0, html.indexOf('<script'));
    assert.doesNotMatch(shown, /pb-boot__board-follow|pb-boot__sections|Not shown here/);
  });
});
describe('boardPathOf', () => {
  it("reads a board or section page's owner and slugs, and nothing from the product's own pages", () => {
    assert.deepEqual(boardPathOf('/alice/recipes/'), { username: 'alice', slug: 'recipes' });
    assert.deepEqual(boardPathOf('/alice/recipes'), { username: 'alice', slug: 'recipes' });
    assert.deepEqual(boardPathOf('/alice/recipes/desserts/'), {
      username: 'alice',
      slug: 'recipes',
      section: 'desserts',
    });
    for (const path of [
      '/',
      '/alice/',
      '/pin/123/',
      '/search/pins/',
      '/board/create/',
      '/alice/recipes/desserts/more/',
      '/a/b/',
      `/alice/${'x'.repeat(121)}/`,
    ]) {
      assert.equal(boardPathOf(path), null, path);
    }
  });
});

describe('within', () => {
  it('answers the work, or null when it fails or is late', async () => {
    assert.equal(await within(100, Promise.resolve(7)), 7);
    assert.equal(await within(100, Promise.reject(new Error('no'))), null);
    const late = new Promise<number>((resolve) => setTimeout(() => resolve(1), 200));
    const started = performance.now();
    assert.equal(await within(20, late), null);
    assert.ok(performance.now() - started < 150);
  });
});

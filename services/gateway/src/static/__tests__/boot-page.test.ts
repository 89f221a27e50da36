import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FeedPin } from '@pinboard/contracts';
import { withBootPins, within } from '../boot-page.js';

const PAGE =
  '<html><body><div id="root"><div class="pb-boot__grid"><span class="pb-boot__tile"></span>' +
  '<span class="pb-boot__tile"></span></div></div></body></html>';

const pin = (id: number, fields: Partial<FeedPin> = {}): FeedPin =>
  ({
    id: String(id),
    color: '#a1b2c3',
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
    assert.match(tiles[0]!, /aspect-ratio:236\/301;background:#a1b2c3/);
    assert.match(
      tiles[0]!,
      /<img src="\/media\/236x\/1.jpg" alt="" width="236" height="301" fetchpriority="high">/,
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

  it('shows at most twelve, leaves out promoted Pins, and escapes what it writes', () => {
    const pins = Array.from({ length: 20 }, (_, i) => pin(i + 1));
    pins[0] = pin(1, { is_promoted: true });
    pins[1] = pin(2, {
      color: 'red;background:url(x)',
      images: {
        '236x': { url: '/media/"><script>x</script>', width: 236, height: 200 },
      } as FeedPin['images'],
    });
    const html = withBootPins(PAGE, pins);
    assert.equal((html.match(/<img /g) ?? []).length, 12);
    assert.doesNotMatch(html, /\/media\/236x\/1\.jpg/);
    assert.match(html, /background:#efefef"><img src="\/media\/&quot;&gt;&lt;script&gt;x&lt;\/script&gt;"/);
    assert.doesNotMatch(html, /<script>/);
  });

  it('leaves the page as it is without Pins to show', () => {
    assert.equal(withBootPins(PAGE, []), PAGE);
    assert.equal(withBootPins(PAGE, [pin(1, { is_promoted: true })]), PAGE);
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

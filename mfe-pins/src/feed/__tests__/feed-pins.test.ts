import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Pin } from '@pinboard/contracts/web';
import { feedPins } from '../feed-pins';

const pin = (id: string) => ({ id, title: `Pin ${id}` }) as Pin;

test("the grid's items are the pages' own Pin objects, in order, each once", () => {
  const [a, b, c] = [pin('1'), pin('2'), pin('3')];
  const pins = feedPins({
    pages: [
      { items: [a, b], next: 'x' },
      { items: [{ ...b }, c], next: null },
    ],
    pageParams: [null, 'x'],
  });
  assert.deepEqual(
    pins.map((p) => p.id),
    ['1', '2', '3'],
  );
  assert.equal(pins[0], a, 'not copied: Masonry measures items by identity');
  assert.equal(pins[1], b, 'the first copy of a repeated Pin stays');
  assert.deepEqual(feedPins(undefined), []);
});

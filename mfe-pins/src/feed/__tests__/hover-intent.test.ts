import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HOVER_DELAY_MS, HOVER_SCROLL_RECHECK_MS, HoverIntent, type HoverTimers } from '../hover-intent';

/** Timers on a clock the test moves. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: HoverTimers = {
    set: (run, ms) => {
      pending.set(nextId, { at: now + ms, run });
      return nextId++;
    },
    clear: (id) => void pending.delete(id),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = end;
  };
  return { timers, advance, now: () => now };
}

function setUp(scrolling: () => boolean = () => false) {
  const clock = fakeClock();
  const changes: boolean[] = [];
  const intent = new HoverIntent((hovered) => changes.push(hovered), scrolling, clock.timers);
  return { clock, changes, intent };
}

test('a hover shows 32 ms after the pointer enters, and goes 32 ms after it leaves', () => {
  const { clock, changes, intent } = setUp();
  intent.pointer(true);
  clock.advance(HOVER_DELAY_MS - 1);
  assert.deepEqual(changes, []);
  clock.advance(1);
  assert.deepEqual(changes, [true]);
  intent.pointer(false);
  clock.advance(HOVER_DELAY_MS);
  assert.deepEqual(changes, [true, false]);
});

test('passing over a tile quicker than 32 ms changes nothing', () => {
  const { clock, changes, intent } = setUp();
  intent.pointer(true);
  clock.advance(10);
  intent.pointer(false);
  clock.advance(100);
  assert.deepEqual(changes, []);
});

test('while the page scrolls a hover is checked again every 100 ms; leaving is not held back', () => {
  let scrollingUntil = 250;
  const { clock, changes, intent } = setUp(() => clock.now() < scrollingUntil);
  intent.pointer(true);
  clock.advance(HOVER_DELAY_MS + HOVER_SCROLL_RECHECK_MS);
  assert.deepEqual(changes, [], 'still scrolling at 132 ms');
  clock.advance(HOVER_SCROLL_RECHECK_MS * 2);
  assert.deepEqual(changes, [true], 'shown at the first check after the scroll stopped');
  scrollingUntil = Number.POSITIVE_INFINITY;
  intent.pointer(false);
  clock.advance(HOVER_DELAY_MS);
  assert.deepEqual(changes, [true, false]);
  // A tile that slides under the pointer and away again while scrolling never lights up.
  intent.pointer(true);
  clock.advance(HOVER_DELAY_MS + 50);
  intent.pointer(false);
  clock.advance(1000);
  assert.deepEqual(changes, [true, false]);
  intent.dispose();
});

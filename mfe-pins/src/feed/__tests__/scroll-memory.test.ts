import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  recallScroll,
  rememberScroll,
  SCROLL_MEMORY_ENTRIES,
  SCROLL_MEMORY_KEY,
  type KeyValueStorage,
} from '../scroll-memory';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

test('a history entry finds its scroll position again; another entry does not', () => {
  const storage = memoryStorage();
  rememberScroll(storage, 'a1', 1234.6);
  rememberScroll(storage, 'b2', 80);
  rememberScroll(storage, 'a1', 2400);
  assert.equal(recallScroll(storage, 'a1'), 2400);
  assert.equal(recallScroll(storage, 'b2'), 80);
  assert.equal(recallScroll(storage, 'c3'), null);
});

test('only the newest entries are kept', () => {
  const storage = memoryStorage();
  for (let i = 0; i <= SCROLL_MEMORY_ENTRIES; i++) rememberScroll(storage, `k${i}`, i);
  assert.equal(recallScroll(storage, 'k0'), null);
  assert.equal(recallScroll(storage, `k${SCROLL_MEMORY_ENTRIES}`), SCROLL_MEMORY_ENTRIES);
});

test('what is stored badly is ignored, and a storage that refuses writes is not an error', () => {
  const storage = memoryStorage();
  storage.data.set(SCROLL_MEMORY_KEY, '{not json');
  assert.equal(recallScroll(storage, 'a'), null);
  storage.data.set(
    SCROLL_MEMORY_KEY,
    JSON.stringify([
      ['a', -5],
      ['b', 'x'],
      ['c', 7],
    ]),
  );
  assert.equal(recallScroll(storage, 'a'), null);
  assert.equal(recallScroll(storage, 'c'), 7);
  const full: KeyValueStorage = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  assert.doesNotThrow(() => rememberScroll(full, 'a', 10));
});

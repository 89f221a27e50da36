import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hotScore } from '../hot-score.js';

const day = 86_400_000;
const t0 = new Date('2026-11-01T00:00:00Z');

test('more saves rank higher at the same age', () => {
  assert.ok(hotScore(100, t0) > hotScore(10, t0));
  assert.ok(hotScore(2, t0) > hotScore(1, t0));
});

test('a day newer is worth ten times the saves', () => {
  const newer = new Date(t0.getTime() + day);
  assert.ok(Math.abs(hotScore(1, newer) - hotScore(10, t0)) < 1e-9);
  assert.ok(hotScore(1, newer) > hotScore(9, t0));
  assert.ok(hotScore(1, newer) < hotScore(11, t0));
});

test('no saves counts as one, never as minus infinity', () => {
  assert.equal(hotScore(0, t0), hotScore(1, t0));
  assert.ok(Number.isFinite(hotScore(0, t0)));
});

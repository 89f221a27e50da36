import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONFETTI_COLORS, confettiParticles, OVERLAY_DURATION_MS } from '../confetti';

test('120 particles in 5 colours, all within the overlay’s 2.6 s (SPEC §2.3)', () => {
  const particles = confettiParticles(7);
  assert.equal(particles.length, 120);
  assert.equal(new Set(particles.map((p) => p.color)).size, 5);
  assert.deepEqual([...new Set(particles.map((p) => p.color))].sort(), [...CONFETTI_COLORS].sort());
  for (const p of particles) {
    assert.ok(p.delay + p.duration <= OVERLAY_DURATION_MS, 'finishes before the overlay goes');
    assert.ok(p.left >= 0 && p.left <= 100);
  }
  assert.equal(OVERLAY_DURATION_MS, 2600);
});

test('the same seed gives the same burst, another seed another', () => {
  assert.deepEqual(confettiParticles(3), confettiParticles(3));
  assert.notDeepEqual(confettiParticles(3), confettiParticles(4));
});

import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { foldWindow, writeFlameGraphs, type CpuProfile, type FlameInput } from '../flame.js';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });
const PRISMA = 'file:///app/node_modules/@prisma/client/runtime/client.js';
const OURS = 'file:///app/services/pins/dist/pins/save-writer.js';

/**
 * A part's profile: root -> write (ours) -> query (Prisma) -> compile (Prisma), and root -> (idle).
 * Samples every 1,000 µs from t = 10,000: write, query, compile, compile, idle, compile (the last
 * one after the window).
 */
function profile(): CpuProfile {
  return {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 5] },
      { id: 2, callFrame: frame('writeBatch', OURS, 80), children: [3] },
      { id: 3, callFrame: frame('query', PRISMA, 11), children: [4] },
      { id: 4, callFrame: frame('compile', PRISMA, 12) },
      { id: 5, callFrame: frame('(idle)') },
    ],
    startTime: 9_000,
    samples: [2, 3, 4, 4, 5, 4],
    timeDeltas: [1_000, 1_000, 1_000, 1_000, 1_000, 1_000],
  };
}

// The window holds the samples at 10,000-14,000 µs: four busy ones of 1,000 µs each, then idle.
const input = (cpuMsPerRequest: Record<string, number>): FlameInput => ({
  window: { name: 'saves-16', fromUs: 10_000, toUs: 14_500, roles: new Map([[42, 'pins']]) },
  requests: 2,
  cpuMsPerRequest,
});

test('a window folds each stack to microseconds of CPU per request, idle and later samples left out', () => {
  // /proc says pins spent 2 ms a request: exactly what its samples show (4,000 µs over 2).
  const { lines } = foldWindow([{ pid: 42, profile: profile() }], input({ pins: 2 }));
  assert.deepEqual(lines, [
    'pins;writeBatch services/pins/dist/pins/save-writer.js:81 500',
    'pins;writeBatch services/pins/dist/pins/save-writer.js:81;query @prisma/client/runtime/client.js:12 500',
    'pins;writeBatch services/pins/dist/pins/save-writer.js:81;query @prisma/client/runtime/client.js:12;compile @prisma/client/runtime/client.js:13 1000',
  ]);
});

test('CPU the samples do not show is other threads; processes never sampled are as wide as /proc says', () => {
  const { lines } = foldWindow([{ pid: 42, profile: profile() }], input({ pins: 3, postgres: 1.5 }));
  assert.ok(lines.includes('pins;(other threads) 1000'));
  assert.ok(lines.includes('postgres (not sampled: /proc) 1500'));
});

test('samples that add up to more than the CPU (waiting for a core) are scaled down to it', () => {
  const { lines } = foldWindow([{ pid: 42, profile: profile() }], input({ pins: 1 }));
  const total = lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  assert.equal(total, 1000);
  assert.ok(!lines.some((line) => line.includes('(other threads)')));
});

test('the package view has one frame per package a stack passes through', () => {
  const { packages } = foldWindow([{ pid: 42, profile: profile() }], input({ pins: 2 }));
  assert.deepEqual(packages, ['pins;services/pins 500', 'pins;services/pins;@prisma/client 1500']);
});

test('the flame graphs are written and drawn by speedscope', { timeout: 120_000 }, async () => {
  const profiles = mkdtempSync(join(tmpdir(), 'flame-profiles-'));
  const out = mkdtempSync(join(tmpdir(), 'flame-out-'));
  try {
    writeFileSync(join(profiles, 'CPU.20261127.184000.42.0.001.cpuprofile'), JSON.stringify(profile()));
    const written = await writeFlameGraphs(profiles, [input({ pins: 2, postgres: 1 })], out);
    assert.deepEqual(written, [
      join(profiles, 'saves-16.folded'),
      join(out, 'saves-16.png'),
      join(out, 'saves-16.packages.folded'),
      join(out, 'saves-16.packages.png'),
    ]);
    assert.match(readFileSync(join(out, 'saves-16.packages.folded'), 'utf8'), /^postgres \(not sampled/m);
    // A PNG: its signature, and more than an empty page's bytes.
    const png = readFileSync(join(out, 'saves-16.png'));
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.ok(existsSync(join(out, 'saves-16.packages.png')));
  } finally {
    rmSync(profiles, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

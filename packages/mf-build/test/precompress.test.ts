/** A build's text files get brotli and gzip copies the gateway sends; small and binary files none. */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../precompress.mjs';

test('text files over 1 KB get .br and .gz copies that decode to them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  const chunk = `export const words = ${JSON.stringify('pin board '.repeat(500))};`;
  writeFileSync(join(dir, 'assets/main.abc.js'), chunk);
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));

  assert.equal(precompressDir(dir), 1);
  const file = join(dir, 'assets/main.abc.js');
  assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), chunk);
  assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), chunk);
  assert.ok(readFileSync(`${file}.br`).length < chunk.length / 10, 'compressed');
  assert.equal(existsSync(join(dir, 'index.html.gz')), false, 'too small to pay');
  assert.equal(existsSync(join(dir, 'logo.png.br')), false, 'not text');

  // Built again, smaller: the old copies would be sent for it, so they are gone.
  writeFileSync(file, 'export {};');
  precompressDir(dir);
  assert.equal(existsSync(`${file}.br`), false);
  assert.equal(existsSync(`${file}.gz`), false);
});

#!/usr/bin/env node
// Measures the shell's initial JavaScript: what the browser must download before the frame
// renders (index.html's scripts, the bootstrap chunk group and the chunks of the shared packages
// the shell provides at start-up). Gzip level 9. Prints JSON {initial_js_gzip_bytes, files}.
// Usage: node shell/scripts/measure-initial-js.mjs [distDir]   (build first: npm run build -w shell)
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist'));
const read = (name) => readFileSync(join(dist, name));
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run \`npm run build -w shell\` first.`);
  process.exit(1);
}

const files = new Set();
const html = read('index.html').toString('utf8');
for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
  const src = match[1].replace(/^\//, '').split('?')[0];
  if (!/^https?:/.test(src)) files.add(src);
}

const initial = JSON.parse(read('initial-assets.json').toString('utf8'));
for (const file of [...initial.entry, ...initial.bootstrap]) files.add(file);

const manifest = JSON.parse(read('mf-manifest.json').toString('utf8'));
for (const shared of manifest.shared ?? []) {
  if (initial.startupShared.includes(shared.name)) {
    for (const file of shared.assets?.js?.sync ?? []) files.add(file);
  }
}

const measured = [...files]
  .filter((file) => existsSync(join(dist, file)))
  .map((file) => {
    const raw = read(file);
    return { file, bytes: raw.length, gzip_bytes: gzipSync(raw, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip_bytes - a.gzip_bytes);

const total = measured.reduce((sum, f) => sum + f.gzip_bytes, 0);
console.log(
  JSON.stringify({ initial_js_gzip_bytes: total, budget_bytes: 102_400, files: measured }, null, 2),
);

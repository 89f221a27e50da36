#!/usr/bin/env node
// `rspack build` in the current folder, once more when rspack's native side aborts. Rspack 2 on
// these machines sometimes dies by SIGABRT while tearing down, after it has compiled: a signal,
// not a compile error, so one retry is safe, and a real error (exit code 1) still fails at once.
// Then the build's text files get brotli and gzip copies (precompress.mjs).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { precompressDir } from './precompress.mjs';

const require = createRequire(import.meta.url);
// The package exports no bin path; its package.json names it.
const cliPackage = require.resolve('@rspack/cli/package.json');
const rspack = join(dirname(cliPackage), require(cliPackage).bin.rspack);
const ATTEMPTS = 3;

for (let attempt = 1; ; attempt++) {
  const run = spawnSync(process.execPath, [rspack, 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status === 0) {
    // Every part builds into ./dist (index.mjs): its text files are sent precompressed.
    const dist = join(process.cwd(), 'dist');
    if (existsSync(dist)) precompressDir(dist);
    process.exit(0);
  }
  if (!run.signal || attempt === ATTEMPTS) {
    console.error(`rspack build ${run.signal ? `was killed by ${run.signal}` : `exited with ${run.status}`}`);
    process.exit(run.status ?? 1);
  }
  console.error(`rspack build was killed by ${run.signal}; building again (${attempt + 1}/${ATTEMPTS})`);
}

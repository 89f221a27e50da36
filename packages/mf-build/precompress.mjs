// Brotli and gzip copies of a build's text files, made once at build time, so that the gateway sends
// them compressed (with @fastify/static's preCompressed) without compressing on every request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text the browser loads. */
const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this, compression saves less than a packet's headers cost. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside each text file under `dir`; answers how many files. */
export function precompressDir(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (!TEXT.test(file) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    // Copies an earlier build left would be sent for this file: they go first.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    // A copy no smaller than the file itself is not worth a Content-Encoding.
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

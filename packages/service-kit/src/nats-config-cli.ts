/**
 * `npm run nats-config`: writes infra/nats-parts.conf (the bus's users and their rights) from the
 * contracts. `--check` only says whether the file is current (exit 1 when not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { natsPartsConfig } from './nats-permissions.js';

const file = join(fileURLToPath(import.meta.url), '../../../../infra/nats-parts.conf');
const wanted = natsPartsConfig();
let current = '';
try {
  current = readFileSync(file, 'utf8');
} catch {
  // not written yet
}
if (process.argv.includes('--check')) {
  if (current !== wanted) {
    console.error(`${file} is not current: run \`npm run nats-config\``);
    process.exit(1);
  }
} else if (current !== wanted) {
  writeFileSync(file, wanted);
  console.log(`wrote ${file}`);
}

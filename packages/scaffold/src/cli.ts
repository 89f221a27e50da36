#!/usr/bin/env node
/**
 * `npm run new -- service <name>` | `npm run new -- remote <name>`: a new part from its template,
 * working, tested and discovered. Writes into the repository at PARTS_ROOT (default: this one).
 */
import { repoRoot } from '@pinboard/parts';
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { newRemote } from './new-remote.js';
import { newService, type Scaffolded } from './new-service.js';

const [kind, name] = process.argv.slice(2);
const root = repoRoot();
const makers: Record<string, (root: string, name: string) => Promise<Scaffolded>> = {
  service: newService,
  remote: newRemote,
};
const make = kind ? makers[kind] : undefined;
if (!make || !name) {
  console.error('usage: npm run new -- service <name> | npm run new -- remote <name>');
  process.exit(2);
}
try {
  const result = await make(root, name);
  const files = [...result.created, ...result.edited];
  // The templates are close to Prettier's output; names of other lengths may move a line break.
  execFileSync(
    join(root, 'node_modules/.bin/prettier'),
    ['--write', '--ignore-unknown', '--log-level=warn', ...files],
    { cwd: root },
  );
  // The new workspace must be in the lockfile, or `npm ci` refuses it; node_modules follow at the next install.
  execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  const show = (file: string) => `  ${relative(root, file)}`;
  console.log(`created:\n${result.created.map(show).join('\n')}`);
  console.log(`edited:\n${result.edited.map(show).join('\n')}`);
  console.log(`next:\n${result.next.map((line) => `  ${line}`).join('\n')}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

import { repoRoot } from '@pinboard/parts';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Every node_modules folder of the repository that is not inside another one. */
function nodeModulesFolders(root: string, dir = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '.git' || entry.name === '.data') continue;
    const path = join(dir, entry.name);
    if (entry.name === 'node_modules') found.push(path);
    else if (!['dist', 'dist-test', 'generated'].includes(entry.name))
      found.push(...nodeModulesFolders(root, path));
  }
  return found;
}

/**
 * A copy of the repository's working tree (tracked and new files, not ignored ones: no builds, no
 * data) in a temporary folder, with every node_modules hard-linked rather than copied (seconds, no
 * disk). Changes in the copy never reach the repository; don't write into its node_modules.
 */
export function scratchRepository(root = repoRoot()): { root: string; remove(): void } {
  const copy = mkdtempSync(join(tmpdir(), 'pinboard-scratch-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  for (const folder of nodeModulesFolders(root)) {
    execFileSync('cp', ['-al', join(root, folder), join(copy, folder)]);
  }
  return { root: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * The shell shares a tree-shaken react-router holding only ROUTER_EXPORTS (to stay within the
 * initial-JS budget). A remote importing anything else would fail to load at run time, so every
 * react-router import of the shell and the remotes must be on that list.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './stack.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

test('every react-router import of the shell and remotes is in the shared tree-shaken copy', async () => {
  const { ROUTER_EXPORTS } = (await import(
    pathToFileURL(join(REPO_ROOT, 'scripts/rspack-common.mjs')).href
  )) as {
    ROUTER_EXPORTS: string[];
  };
  const used = new Map<string, string>();
  for (const app of ['shell', 'mfe-pins', 'mfe-boards']) {
    for (const file of sourceFiles(join(REPO_ROOT, app, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
        if (m[1]) continue; // type-only imports vanish at build time
        for (const part of m[2]!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          if (name && !part.trim().startsWith('type ')) used.set(name, file.slice(REPO_ROOT.length + 1));
        }
      }
      assert.doesNotMatch(
        text,
        /import\s+\*\s+as\s+\w+\s+from\s+'react-router'/,
        `${file}: namespace import`,
      );
    }
  }
  assert.ok(used.size > 0, 'found the react-router imports');
  for (const [name, file] of used) {
    assert.ok(
      ROUTER_EXPORTS.includes(name),
      `${file} imports ${name}, which the shared react-router does not hold`,
    );
  }
});

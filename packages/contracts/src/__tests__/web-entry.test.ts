import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/** Every module the built web entry loads, following relative imports; bare imports are returned. */
function importGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm,
    )) {
      const specifier = m[1] ?? m[2]!;
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { modules, packages };
}

test('@pinboard/contracts/web loads no package at all (so no zod reaches a browser bundle)', () => {
  // dist-test/__tests__/x.test.js -> dist/web.js (the built entry the browser bundles)
  const entry = fileURLToPath(new URL('../../dist/web.js', import.meta.url));
  const { modules, packages } = importGraph(entry);
  assert.ok(modules.size > 5, `followed ${modules.size} modules`);
  assert.deepEqual([...packages], []);
});

test('the web entry offers the texts, limits and rules the browser needs', async () => {
  const web = await import('../web.js');
  assert.equal(web.LoginTexts.toSave, 'Log in to save this Pin');
  assert.equal(web.BoardTexts.nameRequired, "Don't forget to name your board!");
  assert.equal(web.PIN_GRID_WIDTH, 236);
  assert.equal(typeof web.isAdult, 'function');
  assert.equal(typeof web.failureText, 'function');
});

/**
 * A part's own build fails when one of its modules imports a react-router export the shell's
 * tree-shaken shared copy does not hold (instead of the remote failing at run time).
 */
import { rspack, type Stats } from '@rspack/core';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ROUTER_EXPORTS, RouterExportsCheckPlugin, routerImportProblems } from '../router-exports.mjs';

const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));

function build(entry: string): Promise<string[]> {
  const compiler = rspack({
    mode: 'production',
    context: fixtures,
    entry: `./${entry}`,
    output: { path: mkdtempSync(join(tmpdir(), 'mf-build-test-')) },
    externals: { 'react-router': 'commonjs react-router' },
    plugins: [new RouterExportsCheckPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error: Error | null, stats?: Stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? []);
    });
  });
}

test('a module using only listed exports builds', async () => {
  assert.deepEqual(await build('listed-exports.js'), []);
});

test('a module importing an unlisted export fails the build, naming the file and the export', async () => {
  const errors = await build('unlisted-export.js');
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0]!, /unlisted-export\.js imports 'useBlocker' from react-router/);
  assert.match(errors[0]!, /ROUTER_EXPORTS/);
});

test('taking the whole package fails the build', async () => {
  const errors = await build('whole-router.js');
  assert.ok(
    errors.some((e) => /whole-router\.js takes react-router whole/.test(e)),
    errors.join('\n'),
  );
});

test('the checker reads the export each dependency names', () => {
  const uses = [
    { type: 'esm import' },
    { type: 'esm import specifier', ids: ['useParams'] },
    { type: 'esm import specifier', ids: ['useRoutes'] },
    { type: 'import()' },
  ];
  const problems = routerImportProblems('/x/a.tsx', uses);
  assert.equal(problems.length, 2);
  assert.match(problems[0]!, /'useRoutes'/);
  assert.match(problems[1]!, /whole \(import\(\)\)/);
  assert.ok(ROUTER_EXPORTS.includes('useParams'));
});

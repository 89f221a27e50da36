// Inside the app image's build, after everything is built: what runs is the services, the gateway,
// the demo seed and the scripts' part discovery, and the workspaces they depend on (the static
// server of the remotes' containers needs no package). Every other workspace (the shell and remotes, bundled already; web libraries; tests; tools)
// has its dependencies turned into devDependencies here, so that `npm prune --omit=dev` drops what
// only building needed (React, Gestalt, rspack, Playwright...). Never run outside the image build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listParts } from '../../packages/parts/index.mjs';

const parts = listParts();
const byName = new Map(parts.map((p) => [p.name, p]));
const byPackageName = new Map(parts.map((p) => [p.packageName, p]));
const pkgOf = (p) => JSON.parse(readFileSync(join(p.path, 'package.json'), 'utf8'));

const runs = new Set();
const visit = (part) => {
  if (!part || runs.has(part.name)) return;
  runs.add(part.name);
  for (const dep of Object.keys(pkgOf(part).dependencies ?? {})) visit(byPackageName.get(dep));
};
for (const p of parts) if (p.role === 'service' || p.role === 'gateway') visit(p);
for (const name of ['demo-data', 'parts']) visit(byName.get(name));

for (const p of parts) {
  if (runs.has(p.name)) continue;
  const pkg = pkgOf(p);
  pkg.devDependencies = { ...pkg.dependencies, ...pkg.devDependencies };
  delete pkg.dependencies;
  writeFileSync(join(p.path, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}
console.log(`runtime workspaces: ${[...runs].sort().join(', ')}`);

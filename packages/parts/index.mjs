// The one rule that says which parts the repository has: every workspace of the root package.json
// declares `"pinboard": { "role": ... }` in its own package.json. Scripts, the gateway, the test
// harness, the compose check and the build read this instead of keeping lists of their own.
// Plain JavaScript with no dependencies, so that shell scripts can call it before anything is built.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {readonly import('./index.d.mts').PartRole[]} */
export const ROLES = ['service', 'gateway', 'host', 'remote', 'library', 'web-library', 'tests', 'tool'];

/** The repository root: PARTS_ROOT when set (a gateway serving another checkout), else this file's. */
export function repoRoot() {
  return resolve(process.env.PARTS_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Expands the root package.json's workspace patterns ('services/*', 'mfe-*', 'shell'). */
function workspaceDirs(root) {
  const patterns = readJson(join(root, 'package.json')).workspaces ?? [];
  const dirs = [];
  for (const pattern of patterns) {
    if (!pattern.includes('*')) {
      dirs.push(pattern);
      continue;
    }
    const parent = dirname(pattern);
    const prefix = basename(pattern).replace(/\*.*$/, '');
    const base = join(root, parent);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name.startsWith(prefix)) dirs.push(join(parent, entry.name));
    }
  }
  return dirs.filter((dir) => existsSync(join(root, dir, 'package.json'))).sort();
}

/**
 * Every part of the repository, in a stable order. Throws when a workspace has no role or an
 * unknown one: a part nobody can classify would silently be left out of builds, health and tests.
 * @param {string} [root]
 * @returns {import('./index.d.mts').Part[]}
 */
export function listParts(root = repoRoot()) {
  return workspaceDirs(root).map((dir) => {
    const pkg = readJson(join(root, dir, 'package.json'));
    const role = pkg.pinboard?.role;
    if (!ROLES.includes(role)) {
      throw new Error(`${dir}/package.json: "pinboard.role" must be one of ${ROLES.join(', ')}`);
    }
    const name = basename(dir);
    const absolute = join(root, dir);
    return {
      name,
      dir: relative(root, absolute) || '.',
      path: absolute,
      role,
      packageName: pkg.name,
      hasPrisma: existsSync(join(absolute, 'prisma/schema.prisma')),
      hasMigrations: existsSync(join(absolute, 'prisma/migrations')),
    };
  });
}

/** @param {import('./index.d.mts').PartRole} role */
export function partsWithRole(role, root = repoRoot()) {
  return listParts(root).filter((part) => part.role === role);
}

/**
 * NATS services behind the gateway: `services/<name>` with role service. The name is also the
 * queue group, the Postgres schema and the prefix of every subject it answers.
 */
export function services(root = repoRoot()) {
  return partsWithRole('service', root);
}

/**
 * Micro-frontend remotes: folder `mfe-<x>`, federation name `mfe_<x>`, served by the gateway at
 * `/mfe/<x>/`, with `MFE_<X>_DIST` and `MFE_<X>_MANIFEST_URL` to point elsewhere.
 */
export function remotes(root = repoRoot()) {
  return partsWithRole('remote', root).map((part) => remoteInfo(part));
}

/** @param {import('./index.d.mts').Part} part */
export function remoteInfo(part) {
  const short = part.name.replace(/^mfe-/, '');
  const envPrefix = `MFE_${short.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  return {
    ...part,
    federationName: part.name.replace(/-/g, '_'),
    mountPath: `/mfe/${short}/`,
    distEnv: `${envPrefix}_DIST`,
    manifestEnv: `${envPrefix}_MANIFEST_URL`,
  };
}

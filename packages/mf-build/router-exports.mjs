// react-router is shared as a tree-shaken copy that the shell provides: it holds only the exports
// listed here (the whole router is about 60 KB gzip more in the shell's first load). A module that
// imports anything else would break at run time, so every build checks its own modules instead.
import { sep } from 'node:path';

export const ROUTER_PACKAGE = 'react-router';

/** What the shared react-router holds. Add an export here before a part starts importing it. */
export const ROUTER_EXPORTS = Object.freeze([
  'BrowserRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useNavigate',
  'useParams',
  'useLocation',
  'useSearchParams',
  'useHref',
  'useInRouterContext',
  'useNavigationType',
]);

/** rspack's dependency types that only load the module (each import also has a specifier). */
const LOADS_ONLY = ['esm import', 'esm export import'];

/**
 * The problems of one module's uses of react-router: each `{ type, ids }` is a dependency of the
 * module on the package, `ids` the export path it reads (`['Link']`), empty or missing when it
 * takes the package whole (`import * as`, `export *`, `import()`, `require`).
 */
export function routerImportProblems(resource, uses, allowed = ROUTER_EXPORTS) {
  const problems = [];
  for (const { type, ids } of uses) {
    if (LOADS_ONLY.includes(type) && ids === undefined) continue;
    const name = ids?.[0];
    if (!name) {
      problems.push(`${resource} takes ${ROUTER_PACKAGE} whole (${type}); import listed exports by name`);
    } else if (!allowed.includes(name)) {
      problems.push(
        `${resource} imports '${name}' from ${ROUTER_PACKAGE}, which the shared copy does not hold: ` +
          `add it to ROUTER_EXPORTS in @pinboard/mf-build and rebuild the shell`,
      );
    }
  }
  return problems;
}

function routerUses(block) {
  const uses = block.dependencies
    .filter((dep) => dep.request === ROUTER_PACKAGE)
    .map((dep) => ({ type: dep.type, ids: dep.ids }));
  for (const inner of block.blocks ?? []) uses.push(...routerUses(inner));
  return uses;
}

/**
 * Fails the build when one of our modules (anything outside node_modules, workspace packages
 * included) uses a react-router export that ROUTER_EXPORTS does not list.
 */
export class RouterExportsCheckPlugin {
  constructor(allowed = ROUTER_EXPORTS) {
    this.allowed = allowed;
  }

  apply(compiler) {
    const name = 'RouterExportsCheckPlugin';
    compiler.hooks.compilation.tap(name, (compilation) => {
      compilation.hooks.finishModules.tap(name, (modules) => {
        for (const module of modules) {
          const resource = module.resource;
          if (!resource || resource.includes(`${sep}node_modules${sep}`)) continue;
          for (const problem of routerImportProblems(resource, routerUses(module), this.allowed)) {
            compilation.errors.push(new compiler.webpack.WebpackError(problem));
          }
        }
      });
    });
  }
}

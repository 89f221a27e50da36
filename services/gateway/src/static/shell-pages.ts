import { SHELL_ROUTES, type ShellPage } from '@pinboard/contracts';
import { matchRoutes } from 'react-router';

export interface ShellPageMatch {
  page: ShellPage;
  params: Readonly<Record<string, string | undefined>>;
}

/** The routes as react-router takes them: the page is each route's id. */
const routes = SHELL_ROUTES.map(({ path, page }) => ({ path, id: page }));

/**
 * Paths matched lately, the most recent KEPT: matching compiles every pattern anew (about 0.1 ms a
 * path), and one page's HTML asks for its path's page several times (its first Pins, its files).
 */
const matched = new Map<string, ShellPageMatch>();
const KEPT = 1000;

/**
 * The shell's page at `path` (decoded, from '/') and the parameters its pattern names, ranked as
 * the shell's router ranks the shared table (contracts' SHELL_PAGES), so the two never disagree.
 */
export function shellPageAt(path: string): ShellPageMatch {
  const known = matched.get(path);
  if (known) return known;
  const match = matchRoutes(routes, path)?.at(-1);
  const found: ShellPageMatch = match
    ? { page: match.route.id, params: match.params }
    : { page: 'notFound', params: {} };
  matched.set(path, found);
  if (matched.size > KEPT) matched.delete(matched.keys().next().value!);
  return found;
}

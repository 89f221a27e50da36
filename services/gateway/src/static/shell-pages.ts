import { SHELL_ROUTES, type ShellPage } from '@pinboard/contracts';
import { matchRoutes } from 'react-router';

/** The routes as react-router takes them: the page is each route's id. */
const routes = SHELL_ROUTES.map(({ path, page }) => ({ path, id: page }));

/**
 * The shell's page at `path` (decoded, from '/') and the parameters its pattern names, ranked as
 * the shell's router ranks the shared table (contracts' SHELL_PAGES), so the two never disagree.
 */
export function shellPageAt(path: string): { page: ShellPage; params: Record<string, string | undefined> } {
  const match = matchRoutes(routes, path)?.at(-1);
  return match ? { page: match.route.id, params: match.params } : { page: 'notFound', params: {} };
}

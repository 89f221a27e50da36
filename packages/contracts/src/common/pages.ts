/**
 * The shell's pages by path (SPEC §2.1, §2.2), as react-router patterns: the shell renders one
 * route per pattern (shell/src/routes/app.tsx), and the gateway matches a request's path against
 * the same table, ranked as the shell's router ranks it, for what the page's HTML carries (its
 * first Pins, the files of its remotes). A page added here is known to both.
 */
export const SHELL_PAGES = {
  home: ['/'],
  pin: ['/pin/:id'],
  pinBuilder: ['/pin-builder', '/pin/create/:method?'],
  boardCreate: ['/board/create'],
  sectionCreate: ['/board/:id/create_section'],
  search: ['/search/*'],
  ideas: ['/ideas/*'],
  // '/advertiser/:adAccountId/*' outranks '/:username/:slug/:section' for /advertiser/{id}/… paths;
  // the others are SPEC §2.2's paths without their /advertiser/{id} prefix (reserved as usernames).
  advertiser: [
    '/advertiser/*',
    '/advertiser/:adAccountId/*',
    '/ads/*',
    '/automated/*',
    '/reporting/*',
    '/billing/*',
    '/quick-promote/*',
  ],
  businessConvert: ['/business/convert'],
  // A person's own settings: their access tokens for scripts (issue 9).
  settings: ['/settings/*'],
  offsite: ['/offsite'],
  profile: ['/:username'],
  board: ['/:username/:slug'],
  section: ['/:username/:slug/:section'],
  notFound: ['*'],
} as const satisfies Record<string, readonly string[]>;

export type ShellPage = keyof typeof SHELL_PAGES;

/** One route per pattern, in the table's order: `{ path, page }`. */
export const SHELL_ROUTES: readonly { path: string; page: ShellPage }[] = Object.entries(SHELL_PAGES).flatMap(
  ([page, paths]) => paths.map((path) => ({ path, page: page as ShellPage })),
);

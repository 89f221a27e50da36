/**
 * What a page's HTML tells the shell before it runs: the runtime config (so that it needs no
 * round trip for it) and the files of the remote modules the page renders first, which the shell
 * asks for at low priority as soon as it runs. Without them each remote is a chain of round trips
 * (config, manifest, entry, module; the grid's remote only once the board page has rendered): on a
 * slow phone about 560 ms each. Not `<link rel="preload">` in the HTML itself: those start with the
 * page's first images and take their bandwidth (the largest paint came 0.5-5 s later).
 */
import {
  PAGE_PRELOADS_ELEMENT_ID,
  RUNTIME_CONFIG_ELEMENT_ID,
  SESSION_HINT_ELEMENT_ID,
  type PagePreload,
  type SessionHint,
} from '@pinboard/contracts';
import { join } from 'node:path';
import { boardPathOf } from './boot-content.js';
import { BuildFile, jsonBuildFile } from './build-file.js';
import { shellPageAt } from './shell-pages.js';
import { runtimeConfigOf, type ServedRemote } from './remotes.js';

/** A remote's module, by federation name and exposed name ('mfe_pins', 'PinFeed'). */
export interface RemoteModule {
  remote: string;
  module: string;
}

const PINS = 'mfe_pins';
const BOARDS = 'mfe_boards';
const SEARCH = 'mfe_search';

/**
 * The remote modules the shell renders first at `path` (its page in contracts' SHELL_PAGES, as
 * shell/src/routes/pages.tsx renders it): the header's search box on every page, then the page's
 * own module and the Pin grid it shows. A path guessed wrong costs a few low-priority downloads.
 */
export function firstModulesOf(path: string): RemoteModule[] {
  const header = { remote: SEARCH, module: 'SearchBox' };
  const grid = { remote: PINS, module: 'PinFeed' };
  const { page } = shellPageAt(path);
  if (page === 'home') return [header, { remote: PINS, module: 'HomeFeed' }];
  if (page === 'pin') return [header, { remote: PINS, module: 'PinCloseup' }];
  if (page === 'search') return [header, { remote: SEARCH, module: 'SearchPage' }, grid];
  const board = boardPathOf(path);
  if (board) {
    return [header, { remote: BOARDS, module: board.section ? 'SectionPage' : 'BoardPage' }, grid];
  }
  return [header];
}

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

/** mf-manifest.json as far as it is read here: each exposed and shared module's own files. */
interface Manifest {
  exposes?: { name: string; assets: Assets }[];
  shared?: { name: string; assets: Assets }[];
}

/** The shell's initial-assets.json (shell/scripts/initial-assets-plugin.mjs), as far as it is read here. */
interface ShellInitialAssets {
  startupShared?: string[];
}

const VISITOR: SessionHint = { signed_in: false };

/** JSON in a script element, `<` escaped so that nothing in it ends the element. */
const jsonElement = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The runtime config and the shell's and remotes' manifests, read from their dist folders. A
 * remote served from elsewhere (MFE_<X>_MANIFEST_URL) has its manifest fetched early, nothing more.
 */
export class PageAssets {
  private readonly config: string;
  private readonly shellInitial: BuildFile<ShellInitialAssets>;
  private readonly shellManifest: BuildFile<Manifest>;
  private readonly manifests: Map<string, BuildFile<Manifest>>;

  constructor(
    shellRoot: string,
    private readonly remotes: readonly ServedRemote[],
  ) {
    this.config = jsonElement(RUNTIME_CONFIG_ELEMENT_ID, runtimeConfigOf(remotes));
    this.shellInitial = jsonBuildFile(join(shellRoot, 'initial-assets.json'));
    this.shellManifest = jsonBuildFile(join(shellRoot, 'mf-manifest.json'));
    this.manifests = new Map(
      remotes.map((remote) => [remote.federationName, jsonBuildFile(join(remote.dist, 'mf-manifest.json'))]),
    );
  }

  /**
   * `html` with the runtime config and the files of `path`'s first remote modules in its head, and
   * for a request without a session cookie the hint that a visitor asks (SESSION_HINT_ELEMENT_ID).
   */
  withPageAssets(html: string, path: string, { signedOut = false } = {}): string {
    const preloads = jsonElement(PAGE_PRELOADS_ELEMENT_ID, this.preloadsOf(firstModulesOf(path)));
    const hint = signedOut ? jsonElement(SESSION_HINT_ELEMENT_ID, VISITOR) : '';
    return html.replace('</head>', () => `${this.config}${preloads}${hint}</head>`);
  }

  /**
   * The shared packages' chunks the shell starts with (asked for by the federation runtime a
   * moment after the shell's first chunks: first, or the remotes' files would hold every
   * connection when it asks), then each remote module's manifest, entry, and its own first files.
   */
  preloadsOf(modules: readonly RemoteModule[]): PagePreload[] {
    const files = new Map<string, PagePreload>();
    const add = (href: string, as: PagePreload['as'], low = true) => {
      if (!files.has(href)) files.set(href, { href, as, low });
    };
    const startup = new Set(this.shellInitial.read()?.startupShared ?? []);
    for (const shared of this.shellManifest.read()?.shared ?? []) {
      if (startup.has(shared.name))
        for (const file of shared.assets.js.sync) add(`/${file}`, 'script', false);
    }
    for (const { remote: name, module } of modules) {
      const remote = this.remotes.find((served) => served.federationName === name);
      if (!remote) continue;
      add(remote.manifestUrl, 'fetch');
      if (remote.manifestUrl !== `${remote.mountPath}mf-manifest.json`) continue;
      const exposed = this.manifests
        .get(name)
        ?.read()
        ?.exposes?.find((expose) => expose.name === module);
      if (!exposed) continue;
      add(`${remote.mountPath}remoteEntry.js`, 'script');
      for (const file of exposed.assets.js.sync) add(`${remote.mountPath}${file}`, 'script');
      for (const file of exposed.assets.css.sync) add(`${remote.mountPath}${file}`, 'style');
    }
    return [...files.values()];
  }
}

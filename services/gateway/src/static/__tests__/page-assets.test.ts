import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { firstModulesOf, PageAssets } from '../page-assets.js';
import type { ServedRemote } from '../remotes.js';
import type { PagePreload } from '@pinboard/contracts';

const PAGE = '<html><head><title>Pinboard</title></head><body><div id="root"></div></body></html>';

const assets = (js: string[], css: string[] = []) => ({
  js: { sync: js, async: [] },
  css: { sync: css, async: [] },
});

/** A shell dist and two remotes' dists as the builds write them. */
function builds() {
  const root = mkdtempSync(join(tmpdir(), 'page-assets-'));
  const write = (dir: string, name: string, value: unknown) => {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, name), JSON.stringify(value));
  };
  write('shell', 'initial-assets.json', {
    entry: ['main.1.js'],
    bootstrap: ['495.2.js', 'bootstrap.3.js'],
    bootstrapCss: ['bootstrap.4.css'],
    startupShared: ['react'],
  });
  write('shell', 'mf-manifest.json', {
    shared: [
      { name: 'react', assets: assets(['121.5.js']) },
      { name: 'lodash', assets: assets(['9.9.js']) },
    ],
  });
  write('pins', 'mf-manifest.json', {
    exposes: [
      { name: 'PinFeed', assets: assets(['463.6.js', 'feed.7.js'], ['feed.8.css']) },
      { name: 'HomeFeed', assets: assets(['home.9.js']) },
    ],
  });
  const remote = (name: string, fields: Partial<ServedRemote> = {}) =>
    ({
      name: `mfe-${name}`,
      federationName: `mfe_${name}`,
      mountPath: `/mfe/${name}/`,
      dist: join(root, name),
      manifestUrl: `/mfe/${name}/mf-manifest.json`,
      ...fields,
    }) as ServedRemote;
  const remotes = [
    remote('pins'),
    remote('search', { manifestUrl: 'https://cdn.example/search/mf-manifest.json' }),
    remote('boards'),
  ];
  return new PageAssets(join(root, 'shell'), remotes);
}

/** The page's preloads as `as[+low] href`, from the JSON the shell reads. */
const preloads = (html: string) => {
  const json = /<script type="application\/json" id="pb-preloads">([^<]*)<\/script>/.exec(html)![1]!;
  return (JSON.parse(json) as PagePreload[]).map(({ href, as, low }) => `${as}${low ? ' low' : ''} ${href}`);
};

describe('firstModulesOf', () => {
  it("names the header's search box and the page's first modules, as the shell's routes render them", () => {
    const header = { remote: 'mfe_search', module: 'SearchBox' };
    const grid = { remote: 'mfe_pins', module: 'PinFeed' };
    assert.deepEqual(firstModulesOf('/'), [header, { remote: 'mfe_pins', module: 'HomeFeed' }]);
    assert.deepEqual(firstModulesOf('/pin/12/'), [header, { remote: 'mfe_pins', module: 'PinCloseup' }]);
    assert.deepEqual(firstModulesOf('/alice/tarts/'), [
      header,
      { remote: 'mfe_boards', module: 'BoardPage' },
      grid,
    ]);
    assert.deepEqual(firstModulesOf('/alice/tarts/lemon/'), [
      header,
      { remote: 'mfe_boards', module: 'SectionPage' },
      grid,
    ]);
    assert.deepEqual(firstModulesOf('/search/pins/'), [
      header,
      { remote: 'mfe_search', module: 'SearchPage' },
      grid,
    ]);
    assert.deepEqual(firstModulesOf('/settings/'), [header]);
  });
});

describe('PageAssets', () => {
  it("writes the runtime config, the shell's shared packages and the page's remote modules into the head", () => {
    const html = builds().withPageAssets(PAGE, '/');
    const config = /<script type="application\/json" id="pb-runtime-config">([^<]*)<\/script>/.exec(html);
    assert.deepEqual(JSON.parse(config![1]!), {
      remotes: {
        mfe_pins: '/mfe/pins/mf-manifest.json',
        mfe_search: 'https://cdn.example/search/mf-manifest.json',
        mfe_boards: '/mfe/boards/mf-manifest.json',
      },
    });
    assert.deepEqual(preloads(html), [
      // The shared packages the shell starts with, first and at their usual priority.
      'script /121.5.js',
      // A remote served elsewhere: its manifest only.
      'fetch low https://cdn.example/search/mf-manifest.json',
      'fetch low /mfe/pins/mf-manifest.json',
      'script low /mfe/pins/remoteEntry.js',
      'script low /mfe/pins/home.9.js',
    ]);
    assert.ok(html.endsWith('</script></head><body><div id="root"></div></body></html>'));
    // Nothing the browser would fetch before the shell runs (the page's first images go first).
    assert.doesNotMatch(html, /<link /);
  });

  it("preloads a board page's grid too, and only what a built remote has", () => {
    const html = builds().withPageAssets(PAGE, '/alice/tarts/');
    assert.deepEqual(
      preloads(html).filter((link) => link.includes('/mfe/')),
      [
        // mfe-boards is not built here: its manifest, nothing it would name.
        'fetch low /mfe/boards/mf-manifest.json',
        'fetch low /mfe/pins/mf-manifest.json',
        'script low /mfe/pins/remoteEntry.js',
        'script low /mfe/pins/463.6.js',
        'script low /mfe/pins/feed.7.js',
        'style low /mfe/pins/feed.8.css',
      ],
    );
  });
});

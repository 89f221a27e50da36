// The rspack and Module Federation configuration the shell and every remote build with. A remote's
// federation name comes from its folder (@pinboard/parts) and its exposed modules from its own
// package.json (`pinboard.exposes`), so neither is typed a second time.
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteInfo, remotes } from '@pinboard/parts';
import { ROUTER_EXPORTS, RouterExportsCheckPlugin } from './router-exports.mjs';

export { ROUTER_EXPORTS, RouterExportsCheckPlugin, routerImportProblems } from './router-exports.mjs';

/** Packages a page must hold one copy of; each app shares those its package.json depends on. */
export const SINGLETONS = Object.freeze([
  'react',
  'react-dom',
  'react-router',
  'gestalt',
  '@tanstack/react-query',
]);

function readPackage(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

function toPath(dir) {
  return resolve(dir instanceof URL || String(dir).startsWith('file:') ? fileURLToPath(dir) : dir);
}

/** `shared` for the singletons the app depends on, each with the version range it declares. */
export function sharedSingletons(pkg, routerTreeShaking) {
  const dependencies = pkg.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.filter((name) => dependencies[name]).map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: dependencies[name],
        ...(name === 'react-router' ? { treeShaking: routerTreeShaking } : {}),
      },
    ]),
  );
}

const MODULE_RULES = {
  rules: [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
  ],
};

function appConfig({ dir, uniqueName, entry, output, plugins }) {
  return {
    mode: 'production',
    context: dir,
    entry,
    output: {
      path: join(dir, 'dist'),
      uniqueName,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
      ...output,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: MODULE_RULES,
    plugins: [...plugins, new RouterExportsCheckPlugin()],
    performance: { hints: false },
    devtool: 'source-map',
  };
}

/**
 * The remote built from `dir`. Its federation name is its folder's (mfe-pins: mfe_pins), found
 * by package name among the repository's remotes, so a copy built elsewhere keeps the original's.
 */
export function remoteOf(dir) {
  const path = toPath(dir);
  const pkg = readPackage(path);
  if (pkg.pinboard?.role !== 'remote') throw new Error(`${path}/package.json: pinboard.role is not "remote"`);
  const known = remotes().find((remote) => remote.packageName === pkg.name);
  const part = { name: basename(path), dir: path, path, role: 'remote', packageName: pkg.name };
  return { pkg, remote: known ?? remoteInfo({ ...part, hasPrisma: false, hasMigrations: false }) };
}

/** `pinboard.exposes` of a remote's package.json ({ PinCloseup: './src/...' }) as MF exposes. */
export function exposesOf(pkg) {
  const declared = Object.entries(pkg.pinboard?.exposes ?? {});
  if (declared.length === 0) throw new Error(`${pkg.name}: package.json declares no pinboard.exposes`);
  return Object.fromEntries(declared.map(([module, file]) => [`./${module}`, file]));
}

/** A remote: served under any path (publicPath 'auto' + mf-manifest.json). */
export function remoteConfig({ dir, plugins = [] }) {
  const { pkg, remote } = remoteOf(dir);
  const path = toPath(dir);
  return appConfig({
    dir: path,
    uniqueName: remote.federationName,
    entry: {},
    output: { publicPath: 'auto' },
    plugins: [
      new ModuleFederationPlugin({
        name: remote.federationName,
        filename: 'remoteEntry.js',
        exposes: exposesOf(pkg),
        dts: false,
        shareStrategy: 'loaded-first',
        // The federation runtime is the shell's (provideExternalRuntime there), not a copy in
        // every remoteEntry.js (about 25 KB compressed each).
        experiments: { externalRuntime: true },
        // Accept the shell's tree-shaken react-router (RouterExportsCheckPlugin keeps that safe).
        shared: sharedSingletons(pkg, { mode: 'runtime-infer' }),
      }),
      ...plugins,
    ],
  });
}

/** The shell: finds its remotes at run time (no remote URL in the build), deep links at '/'. */
export function hostConfig({
  dir,
  name = 'pinboard_shell',
  entry = { main: './src/index.ts' },
  plugins = [],
}) {
  const path = toPath(dir);
  return appConfig({
    dir: path,
    uniqueName: name,
    entry,
    // The tree-shaken react-router's full fallback is written to independent-packages/ first.
    output: { publicPath: '/', clean: { keep: /^independent-packages/ } },
    plugins: [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        dts: false,
        shareStrategy: 'loaded-first',
        // Every remote runs on this runtime (their externalRuntime).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        shared: sharedSingletons(readPackage(path), {
          mode: 'runtime-infer',
          usedExports: [...ROUTER_EXPORTS],
        }),
      }),
      ...plugins,
    ],
  });
}

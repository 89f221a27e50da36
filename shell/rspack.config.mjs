// Shell (host): owns the frame, the session and the routes; loads mfe_pins and mfe_boards at run
// time from /runtime-config.json (no remote URL is baked into this build).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { InitialAssetsPlugin } from './scripts/initial-assets-plugin.mjs';

const require = createRequire(import.meta.url);
const pkg = require('./package.json');
const here = fileURLToPath(new URL('.', import.meta.url));

/** react, react-dom, react-router and gestalt: one copy on the page, whoever loads first. */
const ROUTER_EXPORTS = [
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
];

const singleton = (name) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });

export default {
  mode: 'production',
  context: here,
  entry: { main: './src/index.ts' },
  output: {
    path: `${here}dist`,
    // Absolute: the gateway answers index.html for deep links such as /pin/1/.
    publicPath: '/',
    uniqueName: 'pinboard_shell',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    // The tree-shaken react-router's full fallback is written to independent-packages/ first.
    clean: { keep: /^independent-packages/ },
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
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
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'pinboard_shell',
      remotes: {},
      dts: false,
      shareStrategy: 'loaded-first',
      shared: {
        react: singleton('react'),
        'react-dom': singleton('react-dom'),
        // react-router's full build is ~60 KB gzip; the shell provides a tree-shaken copy holding
        // the exports the shell and both remotes use (keep this list in sync with their imports).
        'react-router': {
          ...singleton('react-router'),
          treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
        },
        gestalt: singleton('gestalt'),
      },
    }),
    new rspack.HtmlRspackPlugin({ template: './index.html', title: 'Pinboard' }),
    new InitialAssetsPlugin(),
  ],
  performance: { hints: false },
  devtool: 'source-map',
};

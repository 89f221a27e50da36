// mfe-pins (remote `mfe_pins`): Pin grid, closeup, repin modal, Pin creation. Served under any
// path: publicPath 'auto' + mf-manifest.json let the shell load it from wherever it lives.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const pkg = require('./package.json');
const here = fileURLToPath(new URL('.', import.meta.url));

const singleton = (name) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });

export default {
  mode: 'production',
  context: here,
  entry: {},
  output: {
    path: `${here}dist`,
    publicPath: 'auto',
    uniqueName: 'mfe_pins',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    clean: true,
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
      name: 'mfe_pins',
      filename: 'remoteEntry.js',
      exposes: {
        './HomeFeed': './src/home/home-feed.tsx',
        './PinCloseup': './src/closeup/pin-closeup.tsx',
        './PinCreate': './src/create/pin-create.tsx',
        './PinFeed': './src/feed/pin-feed.tsx',
      },
      dts: false,
      shareStrategy: 'loaded-first',
      shared: {
        react: singleton('react'),
        'react-dom': singleton('react-dom'),
        // Accept the shell's tree-shaken react-router when it holds every export used here.
        'react-router': { ...singleton('react-router'), treeShaking: { mode: 'runtime-infer' } },
        gestalt: singleton('gestalt'),
      },
    }),
  ],
  performance: { hints: false },
  devtool: 'source-map',
};

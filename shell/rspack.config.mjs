// Shell (host): owns the frame, the session and the routes; loads mfe_pins and mfe_boards at run
// time from /runtime-config.json (no remote URL is baked into this build).
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { hashedOutput, moduleRules, ROUTER_EXPORTS, singletonsFor } from '../scripts/rspack-common.mjs';
import { InitialAssetsPlugin } from './scripts/initial-assets-plugin.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const singleton = singletonsFor(here);

export default {
  mode: 'production',
  context: here,
  entry: { main: './src/index.ts' },
  output: hashedOutput(here, 'pinboard_shell', {
    // Absolute: the gateway answers index.html for deep links such as /pin/1/.
    publicPath: '/',
    // The tree-shaken react-router's full fallback is written to independent-packages/ first.
    clean: { keep: /^independent-packages/ },
  }),
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: moduleRules,
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

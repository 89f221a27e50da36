// Shell (host): owns the frame, the session and the routes; registers every remote that
// /runtime-config.json names at run time (no remote URL or name is baked into this build).
import { rspack } from '@rspack/core';
import { hostConfig } from '@pinboard/mf-build';
import { InitialAssetsPlugin } from './scripts/initial-assets-plugin.mjs';

export default hostConfig({
  dir: new URL('.', import.meta.url),
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './index.html', title: 'Pinboard' }),
    new InitialAssetsPlugin(),
  ],
});

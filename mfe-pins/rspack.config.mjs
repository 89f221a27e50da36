// mfe-pins (remote `mfe_pins`): Pin grid, closeup, repin modal, Pin creation.
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../scripts/rspack-common.mjs';

export default remoteConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mfe_pins',
  exposes: {
    './HomeFeed': './src/home/home-feed.tsx',
    './PinCloseup': './src/closeup/pin-closeup.tsx',
    './PinCreate': './src/create/pin-create.tsx',
    './PinFeed': './src/feed/pin-feed.tsx',
  },
});

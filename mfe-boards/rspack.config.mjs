// mfe-boards (remote `mfe_boards`): profile, board page, board creation.
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../scripts/rspack-common.mjs';

export default remoteConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mfe_boards',
  exposes: {
    './Profile': './src/profile/profile.tsx',
    './BoardPage': './src/board-page/board-page.tsx',
    './BoardCreate': './src/board-create/board-create-page.tsx',
  },
});

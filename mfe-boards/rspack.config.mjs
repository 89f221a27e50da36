// mfe-boards (remote `mfe_boards`, from its folder): profile, board page, board creation.
// What it exposes is declared once, in package.json under `pinboard.exposes`.
import { remoteConfig } from '@pinboard/mf-build';

export default remoteConfig({ dir: new URL('.', import.meta.url) });

// mfe-pins (remote `mfe_pins`, from its folder): Pin grid, closeup, repin modal, Pin creation.
// What it exposes is declared once, in package.json under `pinboard.exposes`.
import { remoteConfig } from '@pinboard/mf-build';

export default remoteConfig({ dir: new URL('.', import.meta.url) });

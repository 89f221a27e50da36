// mfe-ads (remote `mfe_ads`, from its folder). What it exposes is declared once, in
// package.json under `pinboard.exposes`.
import { remoteConfig } from '@pinboard/mf-build';

export default remoteConfig({ dir: new URL('.', import.meta.url) });

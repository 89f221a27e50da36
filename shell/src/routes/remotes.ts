import type { AdsExposes } from '@pinboard/mfe-ads/exposes';
import type { BoardsExposes } from '@pinboard/mfe-boards/exposes';
import type { PinsExposes } from '@pinboard/mfe-pins/exposes';
import type { SearchExposes } from '@pinboard/mfe-search/exposes';
import { remote } from '../federation/remote';

/** The remotes the routes render; each one's modules and props are its own exposes types. */
export const pins = remote<PinsExposes>('mfe_pins');
export const boards = remote<BoardsExposes>('mfe_boards');
export const search = remote<SearchExposes>('mfe_search');
export const ads = remote<AdsExposes>('mfe_ads');

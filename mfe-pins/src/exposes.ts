/**
 * What mfe-pins exposes, with each module's props: the shell imports these types (never this
 * remote's code) to render `remote<PinsExposes>('mfe_pins')`. The names are those of package.json's
 * `pinboard.exposes`, which mf-build builds from; DeclareExposes fails to compile on a mismatch.
 */
import type { DeclareExposes, HostProps, PinFeedSlotProps } from '@pinboard/host-contract';
import type pkg from '../package.json';

export type PinsExposes = DeclareExposes<
  typeof pkg,
  {
    /** The route '/'. */
    HomeFeed: HostProps;
    /** The route '/pin/:id'. */
    PinCloseup: HostProps & { pinId: string };
    /** The route '/pin-builder/'. */
    PinCreate: HostProps;
    /** The Pin grid of the home feed, a board or a board section, with Save on every tile (the shell's host.renderPinFeed). */
    PinFeed: HostProps & PinFeedSlotProps;
  }
>;
